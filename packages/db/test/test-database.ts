import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "../src/connect.js";
import { startEmbeddedPostgres } from "../src/embedded/index.js";
import { migrateToLatest } from "../src/migrate.js";

/**
 * A fresh, migrated PostgreSQL for one test file: TEST_DATABASE_URL when given (a throwaway
 * database), else an embedded server in a temporary directory.
 */
export async function startTestDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "grantscout-db-"));
  const embedded = process.env.TEST_DATABASE_URL ? null : await startEmbeddedPostgres(dir);
  const url = process.env.TEST_DATABASE_URL ?? embedded!.url;
  const db = createDb(url);
  await migrateToLatest(db);
  return {
    url,
    db,
    async stop() {
      await db.destroy();
      await embedded?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
