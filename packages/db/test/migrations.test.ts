import { NO_MIGRATIONS } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appendLog, createJob, listLog } from "../src/index.js";
import { createMigrator, migrateToLatest } from "../src/migrate.js";
import { countPages, enqueuePages, pendingPages, savePage } from "../src/repos/pages.js";
import { startTestDatabase } from "./test-database.js";

let t: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  t = await startTestDatabase();
});
afterAll(() => t.stop());

const options = { maxDepth: 1, rateLimit: 3, respectRobotsTxt: true, saveHtmlContent: false, onlyGrantOpportunities: true, maxPages: 10 };

describe("migrations", () => {
  it("are idempotent and can go down to empty and up again", async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const migrator = createMigrator(t.db);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const tables = await t.db.introspection.getTables();
    expect(tables.map((x) => x.name)).not.toContain("crawl_jobs");
    expect(await migrateToLatest(t.db)).toEqual([
      "2026-11-22-initial",
      "2026-11-23-request-url",
      "2026-11-24-dismissals",
      "2026-11-24-saved-analysis",
      "2026-11-25-watched-sites",
      "2026-11-25-webhooks",
      "2026-11-26-site-names",
      "2026-11-26-stale-corrections",
      "2026-11-27-seen-crawls",
      "2026-11-28-host-slots",
      "2026-11-29-programmes",
      "2026-11-30-programme-storage",
      "2026-12-01-profile-fits",
      "2026-12-02-programme-page-columns",
      "2026-12-03-programme-changes",
    ]);
  });
});

describe("crawl frontier", () => {
  it("keeps each URL once per job and counts processed pages", async () => {
    const job = await createJob(t.db, "https://example.org", options);
    const first = await enqueuePages(t.db, job.id, [
      { url: "https://example.org/", depth: 0, referrer: null, anchorText: null },
      { url: "https://example.org/grants", requestUrl: "https://example.org/grants/", depth: 1, referrer: "https://example.org/", anchorText: "Grants" },
    ]);
    const again = await enqueuePages(t.db, job.id, [{ url: "https://example.org/grants", depth: 1, referrer: null, anchorText: null }]);
    expect(first).toHaveLength(2);
    expect(again).toHaveLength(0);
    await savePage(
      t.db,
      job.id,
      { url: "https://example.org/", depth: 0, referrer: null, anchorText: null, state: "done" },
      { status_code: 200, title: "Home" },
    );
    expect(await countPages(t.db, job.id)).toEqual({ discovered: 2, processed: 1, done: 1, reached: 1 });
    expect(await pendingPages(t.db, job.id)).toEqual([
      { url: "https://example.org/grants", requestUrl: "https://example.org/grants/", depth: 1, referrer: "https://example.org/", anchorText: "Grants" },
    ]);
  });

  it("returns log entries after a given id", async () => {
    const job = await createJob(t.db, "https://example.org", options);
    const a = await appendLog(t.db, job.id, "info", "one");
    await appendLog(t.db, job.id, "success", "two");
    expect((await listLog(t.db, job.id, a.id)).map((e) => e.message)).toEqual(["two"]);
  });
});
