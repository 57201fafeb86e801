import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { countPages, createDb, createJob, enqueueCrawl, findJobById, migrateToLatest, startEmbeddedPostgres, startQueue } from "@grantscout/db";
import { afterEach, expect, it } from "vitest";
import { type RunningProcess, startProcess } from "./processes.js";

/** Faults around a running crawl, each judged against what an uninterrupted crawl fetches: every page once. */
const PAGES = 30;
const html = (i: number) => {
  const links = [i + 1, i + 2, i * 2].filter((n) => n > 0 && n < PAGES).map((n) => `<a href="/page/${n}">Page ${n}</a>`);
  return `<!doctype html><html><head><title>Page ${i}</title></head><body><h1>Page ${i}</h1><p>Program notes ${i}.</p>${links.join(" ")}</body></html>`;
};
const site = Object.fromEntries(Array.from({ length: PAGES }, (_, i) => [i === 0 ? "/" : `/page/${i}`, { contentType: "text/html", body: html(i) }]));
const OPTIONS = { maxDepth: 10, rateLimit: 5, respectRobotsTxt: false, saveHtmlContent: false, onlyGrantOpportunities: true, maxPages: 500 };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function database() {
  const dir = mkdtempSync(join(tmpdir(), "grantscout-faults-"));
  let embedded = await startEmbeddedPostgres(dir, () => {});
  const db = createDb(embedded.url);
  await migrateToLatest(db);
  cleanups.push(async () => {
    await db.destroy();
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    db,
    url: embedded.url,
    async restart(downMs: number) {
      await embedded.stop();
      await new Promise((r) => setTimeout(r, downMs));
      embedded = await startEmbeddedPostgres(dir, () => {}, Number(new URL(embedded.url).port));
    },
  };
}

async function served(): Promise<ServedSite> {
  const fixture = await serveFixtureSite(site);
  cleanups.push(() => fixture.close());
  return fixture;
}

async function worker(url: string): Promise<RunningProcess> {
  const running = await startProcess("worker", { DATABASE_URL: url, CRAWL_ALLOW_PRIVATE_NETWORKS: "1", WORKER_CONCURRENCY: "1" }, /Crawl worker running/);
  cleanups.push(async () => {
    running.child.kill("SIGKILL");
    await running.exited;
  });
  return running;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined as T);
    if ((value !== undefined && done(value)) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** How many times each page of the site was requested (robots.txt and other paths aside). */
function fetchCounts(fixture: ServedSite): number[] {
  const counts = new Map<string, number>();
  for (const r of fixture.requests) if (r.path in site) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
  return Object.keys(site).map((p) => counts.get(p) ?? 0);
}

it("SIGTERM mid-crawl, then a restart: the job completes, no page lost, none fetched twice", { timeout: 120_000 }, async () => {
  const { db, url } = await database();
  const fixture = await served();
  const queue = await startQueue(url);
  cleanups.push(() => queue.stop({ graceful: false, timeout: 2000 }));
  const job = await createJob(db, fixture.origin, OPTIONS);
  await enqueueCrawl(queue, { jobId: job.id });

  const first = await worker(url);
  await waitFor(
    () => countPages(db, job.id),
    (c) => c.processed >= 6,
    30_000,
  );
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  await worker(url);
  const finished = await waitFor(
    () => findJobById(db, job.id),
    (j) => j?.status === "completed",
    60_000,
  );
  expect(finished?.status).toBe("completed");
  expect(fetchCounts(fixture)).toEqual(Object.keys(site).map(() => 1));
});

it("two workers on one database: every job is crawled by exactly one of them", { timeout: 120_000 }, async () => {
  const { db, url } = await database();
  const queue = await startQueue(url);
  cleanups.push(() => queue.stop({ graceful: false, timeout: 2000 }));
  const fixtures = await Promise.all([served(), served(), served(), served()]);
  const jobs = [];
  for (const fixture of fixtures) {
    const job = await createJob(db, fixture.origin, OPTIONS);
    await enqueueCrawl(queue, { jobId: job.id });
    jobs.push(job);
  }
  await Promise.all([worker(url), worker(url)]);
  for (const job of jobs)
    expect(
      (
        await waitFor(
          () => findJobById(db, job.id),
          (j) => j?.status === "completed",
          90_000,
        )
      )?.status,
    ).toBe("completed");
  for (const fixture of fixtures) expect(fetchCounts(fixture)).toEqual(Object.keys(site).map(() => 1));
});

it("PostgreSQL restarted mid-crawl: the job continues or fails with a log entry, never hangs or completes short", { timeout: 150_000 }, async () => {
  const database_ = await database();
  const { db, url } = database_;
  const fixture = await served();
  const job = await createJob(db, fixture.origin, OPTIONS);
  const queue = await startQueue(url);
  await enqueueCrawl(queue, { jobId: job.id });
  await queue.stop({ graceful: false, timeout: 2000 });
  const crawling = await worker(url);
  await waitFor(
    () => countPages(db, job.id),
    (c) => c.processed >= 6,
    30_000,
  );
  await database_.restart(3000);
  const ended = await waitFor(
    () => findJobById(db, job.id),
    (j) => j?.status === "completed" || j?.status === "failed",
    90_000,
  );
  // A hang names where it is: the job's last heartbeat (a live worker still beating) and what the worker said.
  const why = `job ${ended?.status}, last heartbeat ${ended?.heartbeat_at?.toISOString()} (now ${new Date().toISOString()}); worker:\n${crawling.output()}`;
  expect(["completed", "failed"], why).toContain(ended?.status);
  if (ended?.status === "completed") expect((await countPages(db, job.id)).processed).toBeGreaterThanOrEqual(PAGES);
  else {
    const logs = await db.selectFrom("crawl_log").select("message").where("job_id", "=", job.id).where("type", "=", "error").execute();
    expect(logs.length).toBeGreaterThan(0);
  }
});
