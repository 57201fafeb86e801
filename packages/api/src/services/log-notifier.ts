import { EventEmitter } from "node:events";
import { appendLog, type Database, type Kysely, type LogType, sql } from "@grantscout/db";
import pg from "pg";

const CHANNEL = "crawl_log";

/**
 * Wakes log subscribers when a job writes to its log. Uses PostgreSQL LISTEN/NOTIFY, so entries
 * written by a worker in another process (or on another machine) reach this server's subscribers.
 */
export interface LogNotifier {
  wait(jobId: number, signal: AbortSignal | undefined, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function createLogNotifier(connectionString: string): Promise<LogNotifier> {
  const events = new EventEmitter().setMaxListeners(0);
  const client = new pg.Client({ connectionString });
  client.on("notification", (msg) => events.emit(`job:${msg.payload}`));
  client.on("error", () => {}); // the client is closed on shutdown; subscribers fall back to their timeout
  await client.connect();
  await client.query(`LISTEN ${CHANNEL}`);
  return {
    wait(jobId, signal, timeoutMs) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          events.off(`job:${jobId}`, done);
          signal?.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        events.once(`job:${jobId}`, done);
        signal?.addEventListener("abort", done, { once: true });
      });
    },
    close: () => client.end(),
  };
}

/** Appends a log entry and wakes whoever is following this job's log. */
export async function writeLog(db: Kysely<Database>, jobId: number, type: LogType, message: string) {
  const entry = await appendLog(db, jobId, type, message);
  await sql`select pg_notify(${CHANNEL}, ${String(jobId)})`.execute(db);
  return entry;
}
