import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

// bigint columns (bigserial ids, count(*)) come back as strings by default; our counts fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function createDb(connectionString: string, max = 10): Kysely<Database> {
  // Without a connection timeout a query waits for ever for a connection that cannot come (every
  // client checked out by queries a restart left hanging, a connect the server never answered):
  // such a wait fails after 30 s instead, so the job around it fails or resumes rather than hangs.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 30_000, keepAlive: true });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on("error", (error) => console.error(`[db] idle connection closed: ${error.message}`));
  // pg-pool listens for a client's errors only while it is idle: one the server drops while a query
  // or transaction holds it would throw an unhandled 'error' event and kill the process (a crawl
  // worker during a database restart). Its query already fails with the error, so the event needs no more.
  pool.on("connect", (client) => client.on("error", () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Whether the database answers a trivial query. */
export function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
