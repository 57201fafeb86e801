import type { Kysely } from "kysely";
import type { Database, LogType } from "../schema.js";

export async function appendLog(db: Kysely<Database>, jobId: number, type: LogType, message: string) {
  return db.insertInto("crawl_log").values({ job_id: jobId, type, message }).returning(["id", "type", "message", "created_at"]).executeTakeFirstOrThrow();
}

/** Log entries of a job in order, optionally only those after a known id (for live streaming). */
export async function listLog(db: Kysely<Database>, jobId: number, afterId = 0) {
  return db
    .selectFrom("crawl_log")
    .select(["id", "type", "message", "created_at"])
    .where("job_id", "=", jobId)
    .where("id", ">", afterId)
    .orderBy("id")
    .execute();
}
