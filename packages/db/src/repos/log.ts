import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database, LogType } from "../schema.js";

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

/** Calls `onWrite(jobId)` whenever any process appends to a job's log; `close` stops listening. */
export async function listenForLogWrites(connectionString: string, onWrite: (jobId: number) => void): Promise<{ close(): Promise<void> }> {
  const client = new pg.Client({ connectionString });
  client.on("notification", (msg) => onWrite(Number(msg.payload)));
  client.on("error", () => {}); // closed on shutdown; followers fall back to their timeout
  await client.connect();
  await client.query(`LISTEN ${LOG_CHANNEL}`);
  return { close: () => client.end() };
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
