import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, saveOpportunities, sql } from "../src/index.js";
import { createMigrator } from "../src/migrate.js";
import { startTestDatabase } from "./test-database.js";

let t: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  t = await startTestDatabase();
});
afterAll(() => t.stop());

const options = { maxDepth: 1, rateLimit: 3, respectRobotsTxt: true, saveHtmlContent: false, onlyGrantOpportunities: true, maxPages: 10 };
const url = "https://funder.example/grants/arts";

const programme = async () =>
  (
    await sql<{ url: string; currency: string | null; manually_corrected: boolean; status: string; fit_reasons: unknown }>`
      select url, currency, manually_corrected, status, fit_reasons from programmes where url_key = ${url}`.execute(t.db)
  ).rows[0];

describe("a programme's URL, currency and correction flag (2026-12-02)", () => {
  it("are copied from the record for programmes listed before, and follow the record's changes", async () => {
    const migrator = createMigrator(t.db);
    expect((await migrator.migrateTo("2026-12-01-profile-fits")).error).toBeUndefined();
    const job = await createJob(t.db, "https://funder.example", options);
    await saveOpportunities(t.db, job.id, [
      { url, title: "Arts Grant", status: "open", dueDate: null, urlCluster: null, relevance: 0.9, record: { currency: "EUR" }, relatedDocuments: [] },
    ]);
    await sql`update opportunities set manually_corrected = true`.execute(t.db);
    const reasons = [{ rule: "area", text: "area: arts ✓", ok: true, evidence: null }];
    await sql`insert into programmes (url_key, site, opportunity_id, job_id, title, status, fit, fit_reasons)
      select url, 'funder.example', id, job_id, title, status, 80, ${JSON.stringify(reasons)}::jsonb from opportunities`.execute(t.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await programme()).toEqual({ url, currency: "EUR", manually_corrected: true, status: "open", fit_reasons: reasons });

    await sql`update opportunities set record = ${JSON.stringify({ currency: "GBP" })}::jsonb`.execute(t.db);
    expect((await programme())?.currency).toBe("GBP");
    await sql`update opportunities set status = 'closed', manually_corrected = false`.execute(t.db);
    expect(await programme()).toMatchObject({ status: "closed", manually_corrected: false });
  });
});
