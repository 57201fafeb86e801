import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

// bigint columns (bigserial ids, count(*)) come back as strings by default; our counts fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function createDb(connectionString: string, max = 10): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection dropped by the server (restart, shutdown) must not crash the process.
  pool.on("error", (error) => console.error(`[db] idle connection closed: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Whether the database answers a trivial query. */
export function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
