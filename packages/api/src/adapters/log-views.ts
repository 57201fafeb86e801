import { type Database, type Kysely, listLog } from "@grantscout/db";
import { LRUCache } from "lru-cache";
import type { LogEntry } from "../spec/index.js";
import { toLogView } from "./job-views.js";

/** The jobs whose logs are remembered: the most recently asked for. */
const JOBS = 16;

/**
 * A log row's id is taken when it is inserted and it is seen when its transaction commits, so a row
 * can appear behind a later one. Rows inserted this long before the newest row read are taken as final.
 */
const SETTLE_MS = 10_000;

interface JobLog {
  /** The first `settled` views are final; the rest are read again each time. */
  views: LogEntry[];
  settled: number;
}

/**
 * A job's whole log, as the status call answers it (spec: every entry), read incrementally. The
 * status of a running crawl is polled every second and its log grows by a line a page: read whole,
 * a 2,000-page crawl's status read and converted 2,000 rows a call. Log rows are only ever appended
 * (a job's deletion removes the job first), so the rows read once are kept and only the rows after
 * the last settled one are read again. A log that has not grown since the last call is the same array.
 */
export class LogViews {
  private readonly jobs = new LRUCache<number, JobLog>({ max: JOBS });

  constructor(private readonly db: Kysely<Database>) {}

  async of(jobId: number): Promise<LogEntry[]> {
    const known = this.jobs.get(jobId) ?? { views: [], settled: 0 };
    const rows = await listLog(this.db, jobId, known.views[known.settled - 1]?.id ?? 0);
    const newest = rows.reduce((latest, r) => Math.max(latest, r.created_at.getTime()), 0);
    // Rows are in id order: the settled ones are a prefix of them.
    let settling = 0;
    while (settling < rows.length && rows[settling]!.created_at.getTime() <= newest - SETTLE_MS) settling++;
    // Nothing new since the last call: the same array, so the answer built on it can be the same too.
    const unchanged = rows.length === known.views.length - known.settled && rows.every((r, i) => r.id === known.views[known.settled + i]!.id);
    const views = unchanged ? known.views : [...known.views.slice(0, known.settled), ...rows.map(toLogView)];
    this.jobs.set(jobId, { views, settled: known.settled + settling });
    return views;
  }
}

const byDatabase = new WeakMap<Kysely<Database>, LogViews>();

/** The log views of a database's jobs, one per database (each test has its own). */
export function logViews(db: Kysely<Database>): LogViews {
  let views = byDatabase.get(db);
  if (!views) byDatabase.set(db, (views = new LogViews(db)));
  return views;
}
