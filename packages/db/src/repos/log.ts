import { type Kysely, sql } from "kysely";
import type { Database, LogType } from "../schema.js";
import type { NotificationListener } from "./notifications.js";

/** The NOTIFY channel that carries the id of a job whose log grew. */
const LOG_CHANNEL = "crawl_log";

/**
 * Appends a log entry and notifies LOG_CHANNEL (in the caller's transaction, if any: PostgreSQL
 * delivers the notification at commit), so followers in any process wake up.
 */
export async function appendLog(db: Kysely<Database>, jobId: number, type: LogType, message: string) {
  const entry = await db
    .insertInto("crawl_log")
    .values({ job_id: jobId, type, message })
    .returning(["id", "type", "message", "created_at"])
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${LOG_CHANNEL}, ${String(jobId)})`.execute(db);
  return entry;
}

/**
 * Calls `onWrite(jobId)` whenever any process appends to a job's log, and `onWrite(null)` once a
 * lost listening connection has been replaced (any job's log may have grown meanwhile).
 */
export function onLogWrite(listener: NotificationListener, onWrite: (jobId: number | null) => void): Promise<void> {
  return listener.subscribe(LOG_CHANNEL, (payload) => onWrite(payload === null ? null : Number(payload)));
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
