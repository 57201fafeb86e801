import { fixturePageInputs, loadFixtureSites } from "@grantscout/ai/fixtures";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { fetchedPages, findJobById } from "@grantscout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { appRouter } from "../src/root.js";
import { createCallerFactory, createContext } from "../src/trpc.js";
import { assembleResults } from "../src/use-cases/assemble-results.js";
import { startTestServices } from "./test-services.js";

type Env = Awaited<ReturnType<typeof startTestServices>>;
let threaded: Env;
let inline: Env;
let site: ServedSite;

beforeAll(async () => {
  const fixture = (await loadFixtureSites())[0]!;
  [threaded, inline] = await Promise.all([startTestServices({ today: fixture.today, analysisThreads: true }), startTestServices({ today: fixture.today })]);
  site = await serveFixtureSite(fixture.pages);
  expect(fixturePageInputs(fixture).length).toBeGreaterThan(10);
});
afterAll(async () => {
  await site?.close();
  await Promise.all([threaded?.stop(), inline?.stop()]);
});

async function crawl(env: Env) {
  const caller = createCallerFactory(appRouter)(createContext(env.services));
  const { id } = await caller.crawl.start({ url: site.origin, maxDepth: 3, rateLimit: 5 });
  await runCrawlJob(env.services, id);
  const log = (await caller.crawl.status({ jobId: id })).logEntries.map((e) => e.message);
  const results = await caller.crawl.results({ jobId: id });
  const grants = results.opportunities[0]!.details.detected_urls as Array<{ url: string; title: string; status: { current: string }; relevance_score: number }>;
  return {
    id,
    caller,
    log,
    grants: grants.map((g) => ({ path: new URL(g.url).pathname, title: g.title, status: g.status.current, relevance: g.relevance_score })),
  };
}

describe("a job analysed while it crawls (analysis thread)", () => {
  it("names likely programmes in the log before the crawl ends, and ends with the same results as analysing after the crawl", { timeout: 90_000 }, async () => {
    // A cold analysis thread loads its modules for about 2 s, more on a busy machine: longer than this
    // 24-page crawl, though not than a real site's (README, Known limits). A first job warms it, and the
    // thread stays for the next job that comes within its idle timeout.
    await crawl(threaded);
    const [during, after] = await Promise.all([crawl(threaded), crawl(inline)]);
    const completed = during.log.indexOf("Crawl completed");
    const likely = during.log.filter((m, i) => m.startsWith("Found a likely programme: ") && i < completed);
    expect(likely.length).toBeGreaterThan(0);
    expect(during.log.slice(completed)).toEqual(
      expect.arrayContaining(["Waiting for pending AI analyses", "Analyzing document relationships", "All AI analyses completed"]),
    );
    expect(after.grants.length).toBeGreaterThan(0);
    expect(during.grants).toEqual(after.grants);
  });

  it("keeps the pages' text, which the crawl leaves to the analysis, once their HTML is dropped: the enriched export reads it", {
    timeout: 90_000,
  }, async () => {
    const { id, caller, grants } = await crawl(threaded);
    const pages = await fetchedPages(threaded.services.db, id);
    expect(pages.filter((p) => p.kind === "page" && p.status_code === 200).every((p) => p.html === null && p.text?.trim())).toBe(true);
    const exported = await caller.crawl.enrichExport({ jobId: id });
    expect(exported.results.length).toBe(grants.length);
    expect(exported.results.some((r) => "enrichment" in r)).toBe(false);
    expect(exported.results.some((r) => "fundingAmountHigh" in r && r.fundingAmountHigh !== null)).toBe(true);
  });
});

describe("a large job's results (assembled in an analysis thread)", () => {
  it("are the results the event loop assembles", { timeout: 90_000 }, async () => {
    const { id } = await crawl(threaded);
    const job = (await findJobById(threaded.services.db, id))!;
    const inThread = await threaded.services.analysis!.results(job);
    expect(inThread.opportunities[0]!.details.count).toBeGreaterThan(0);
    expect(inThread).toEqual(await assembleResults(threaded.services.db, job));
  });
});
