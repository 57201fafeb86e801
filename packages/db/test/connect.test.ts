import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDb } from "../src/index.js";
import { startTestDatabase } from "./test-database.js";

let t: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  t = await startTestDatabase();
});
afterAll(() => t.stop());

it("a connection the server drops while a transaction holds it fails that transaction, not the process", async () => {
  const db = createDb(t.url, 2);
  try {
    const transaction = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      // What a database restart does to every connection, here to the one this transaction holds.
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(t.db);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    // The pool replaces the dead connection: the next query is answered.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one).toBe(1);
  } finally {
    await db.destroy();
  }
});
