import { serveFixtureSite } from "@grantscout/crawler/fixtures";
import { countPages, createJob, enqueueCrawl, findJobById, startQueue } from "@grantscout/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestDatabase } from "../../../packages/db/test/test-database.js";
import { startProcess } from "./processes.js";

const PAGES = 30;
// Every fifth page is a grant programme, so the analysis has opportunities to find.
const programme = (i: number) =>
  `<p>The Page ${i} Grant funds community projects. Awards up to $${i},000.</p><p>Deadline: March ${i % 28 || 1}, 2027.</p>` +
  "<p>Eligibility: registered nonprofits may apply.</p><p>How to apply: submit the application form online.</p>";
const html = (i: number) => {
  const links = [i + 1, i + 2, i * 2].filter((n) => n > 0 && n < PAGES).map((n) => `<a href="/page/${n}">Page ${n}</a>`);
  const body = i % 5 === 3 ? programme(i) : `<p>Program notes ${i}.</p>`;
  return `<!doctype html><html><head><title>Page ${i}</title></head><body><h1>Page ${i}</h1>${body}${links.join(" ")}</body></html>`;
};
const site = Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [i === 0 ? "/" : `/page/${i}`, { contentType: "text/html", body: html(i) }]));

let database: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  database = await startTestDatabase();
});
afterAll(() => database.stop());

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** What a user sees of a job's analysis: each listed page's path, status and relevance. */
const analysisOf = async (jobId: number) =>
  (await database.db.selectFrom("opportunities").select(["url", "status", "relevance"]).where("job_id", "=", jobId).orderBy("url").execute()).map((o) => ({
    ...o,
    url: new URL(o.url).pathname,
  }));

it("resumes a crawl from its saved frontier after its worker is killed with SIGKILL, and ends with the analysis of an uninterrupted crawl", {
  timeout: 150_000,
}, async () => {
  const fixture = await serveFixtureSite(site);
  const queue = await startQueue(database.url);
  try {
    const options = { maxDepth: 10, rateLimit: 5, respectRobotsTxt: false, saveHtmlContent: false, onlyGrantOpportunities: true, maxPages: 500 };
    const job = await createJob(database.db, fixture.origin, options);
    await enqueueCrawl(queue, { jobId: job.id });
    const env = { DATABASE_URL: database.url, CRAWL_ALLOW_PRIVATE_NETWORKS: "1", WORKER_CONCURRENCY: "1" };

    const first = await startProcess("worker", env, /Crawl worker running/);
    const before = await waitFor(
      () => countPages(database.db, job.id),
      (c) => c.processed >= 6,
      30_000,
    );
    first.child.kill("SIGKILL");
    await first.exited;
    expect(before.processed).toBeGreaterThanOrEqual(6);
    expect(before.processed).toBeLessThan(PAGES);

    const second = await startProcess("worker", env, /Crawl worker running/);
    const finished = await waitFor(
      () => findJobById(database.db, job.id),
      (j) => j?.status === "completed",
      60_000,
    );
    const firstRunRequests = fixture.requests.length;
    const uninterrupted = await createJob(database.db, fixture.origin, options);
    await enqueueCrawl(queue, { jobId: uninterrupted.id });
    await waitFor(
      () => findJobById(database.db, uninterrupted.id),
      (j) => j?.status === "completed",
      60_000,
    );
    second.child.kill("SIGTERM");
    await second.exited;

    const resumed = await analysisOf(job.id);
    expect(resumed.length).toBeGreaterThanOrEqual(4);
    expect(resumed).toEqual(await analysisOf(uninterrupted.id));

    expect(finished?.status).toBe("completed");
    const done = await database.db.selectFrom("crawl_pages").select("url").where("job_id", "=", job.id).where("state", "=", "done").execute();
    const donePaths = done.map((p) => new URL(p.url).pathname).filter((p) => p in site);
    expect(new Set(donePaths).size).toBe(PAGES);
    expect(donePaths).toHaveLength(PAGES);
    const fetches = new Map<string, number>();
    for (const r of fixture.requests.slice(0, firstRunRequests).filter((r) => r.path.startsWith("/page") || r.path === "/"))
      fetches.set(r.path, (fetches.get(r.path) ?? 0) + 1);
    expect([...fetches.keys()].sort()).toEqual(Object.keys(site).sort());
    // Only a page that was in flight at the kill (its result never saved) may be fetched again.
    const twice = [...fetches.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(1);
  } finally {
    await queue.stop({ graceful: false, timeout: 2000 });
    await fixture.close();
  }
});
