import autocannon from "autocannon";
import { probeHealth, quantile } from "../test/processes.js";
import { startBenchServer, startBenchSite } from "./bench-processes.js";

/**
 * `pnpm bench:load` (issue #17): while a crawl of the generated 2,000-page site runs at the top rate
 * limit, three paths are driven at 200 requests/s in all for 30 s from this process; the server runs
 * in its own. Prints p50/p99 and errors per path, and the crawl's pages/s over the same 30 s window
 * against an unloaded crawl of the same site measured first in this run, and the server's peak RSS
 * during the loaded job (issue #43: ≤ 500 MB). Then 20 jobs are queued at once and must all finish.
 */
const RATE = 200;
const SECONDS = 30;
const WARMUP_S = 5;

const site = await startBenchSite();
const siteOrigin = site.origin;
const server = await startBenchServer({ WORKER_CONCURRENCY: "2", CRAWL_MAX_PAGES: "2000" });
const origin = server.origin;

const post = async (path: string, body: unknown) =>
  (await fetch(origin + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json() as Promise<{
    id: number;
  }>;
const status = async (id: number) =>
  (await fetch(`${origin}/api/crawler/status/${id}`)).json() as Promise<{ status: string; progress: { pagesProcessed: number } }>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// HTML kept: the heaviest job to read results of.
const startCrawl = async () =>
  (await post("/api/crawler/start", { url: siteOrigin, maxDepth: 10, rateLimit: 20, onlyGrantOpportunities: true, saveHtmlContent: true })).id;
const rssMb = server.rssMb;

/** Pages the job fetched during the window [WARMUP_S, WARMUP_S + SECONDS) after its start. */
async function windowRate(id: number, during?: () => Promise<void>): Promise<number> {
  await sleep(WARMUP_S * 1000);
  const before = (await status(id)).progress.pagesProcessed;
  const started = performance.now();
  await Promise.all([during?.(), sleep(SECONDS * 1000)]);
  const after = (await status(id)).progress.pagesProcessed;
  return (after - before) / ((performance.now() - started) / 1000);
}

async function finish(id: number) {
  while (!["completed", "stopped", "failed"].includes((await status(id)).status)) await sleep(1000);
}

const q = (sorted: number[], p: number) => quantile(sorted, p).toFixed(1);

/** Upper bounds (ms) of the histogram's buckets; the last bucket holds the rest. */
const BUCKETS = [5, 10, 25, 50, 100, 250];

/**
 * Asked as the web app's polls are, by a browser that takes gzip: sent whole, a 2,000-page crawl's
 * status (its log) is 300 KB, and writing it to the socket cost the server's main thread more than
 * anything else it did under this load (cpuprofile: writev 26% of its busy time).
 */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/** Drives one path; `times` collects every response time, for the per-route histogram. */
function drive(path: string, rate: number, times: number[]) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: origin + path, headers: BROWSER_HEADERS, connections: 4, overallRate: rate, duration: SECONDS, timeout: 10 },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    run.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** One line per route: how many answers fell in each bucket, so a regression shows where it moved the tail. */
function histogram(times: number[]): string {
  const counts = new Array<number>(BUCKETS.length + 1).fill(0);
  for (const t of times) {
    const i = BUCKETS.findIndex((b) => t <= b);
    counts[i === -1 ? BUCKETS.length : i]!++;
  }
  return counts.map((c, i) => `${i < BUCKETS.length ? `≤${BUCKETS[i]}` : `>${BUCKETS.at(-1)}`}: ${c}`).join("  ");
}

try {
  const baseline = await startCrawl();
  const alone = await windowRate(baseline);
  await finish(baseline);

  let jobPeak = 0;
  const jobSampler = setInterval(() => (jobPeak = Math.max(jobPeak, rssMb())), 200);
  const loaded = await startCrawl();
  const results: Record<string, autocannon.Result> = {};
  const paths = { status: `/api/crawler/status/${loaded}`, jobs: "/api/crawler/jobs", results: `/api/crawler/results/${loaded}` };
  const times: Record<string, number[]> = { status: [], jobs: [], results: [] };
  const underLoad = await windowRate(loaded, async () => {
    const runs = await Promise.all(Object.entries(paths).map(async ([name, path]) => [name, await drive(path, Math.round(RATE / 3), times[name]!)] as const));
    for (const [name, r] of runs) results[name] = r;
  });
  await finish(loaded);
  clearInterval(jobSampler);

  console.log(`\nLoad: ${RATE} requests/s for ${SECONDS} s across three paths, while crawling ${siteOrigin} (2,000 pages, rate limit 20/s)`);
  console.log("path                               requests  errors    p50 ms   p99 ms");
  for (const [name, r] of Object.entries(results)) {
    const errors = r.errors + r.timeouts + r.non2xx;
    console.log(
      `${paths[name as keyof typeof paths].padEnd(34)} ${String(r.requests.total).padStart(8)} ${String(errors).padStart(7)} ${String(r.latency.p50).padStart(9)} ${String(r.latency.p99).padStart(8)}`,
    );
  }
  console.log(`response times per route (ms buckets):`);
  for (const [name, t] of Object.entries(times)) console.log(`  ${name.padEnd(8)} ${histogram(t)}`);
  console.log(
    `crawl pages/s over the same ${SECONDS} s window: ${underLoad.toFixed(1)} under load vs ${alone.toFixed(1)} alone (ratio ${(underLoad / alone).toFixed(2)}; target ≥ 0.80)`,
  );

  console.log(`server RSS: peak ${jobPeak.toFixed(0)} MB during the loaded 2,000-page job (target ≤ 500), ${rssMb().toFixed(0)} MB after it`);
  await sleep(15_000);
  const baselineRss = rssMb();
  let peak = baselineRss;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
  let reading = true;
  const health = probeHealth(origin, () => reading);
  const readers = await autocannon({ url: `${origin}/api/crawler/results/${loaded}`, headers: BROWSER_HEADERS, connections: 32, duration: 10, timeout: 30 });
  reading = false;
  clearInterval(sampler);
  const healthMs = await health;
  await sleep(5000);
  const after5 = rssMb();
  // The read thread exits 5 s after its last task; what it held is gone some seconds later.
  await sleep(10_000);
  console.log(
    `32 concurrent readers of the finished 2,000-page job's results for 10 s: ${readers.requests.total} answers, ${readers.errors + readers.timeouts + readers.non2xx} errors; health p50/p99/max ${q(healthMs, 0.5)}/${q(healthMs, 0.99)}/${q(healthMs, 1)} ms (${healthMs.length} probes); server RSS ${baselineRss.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (target < 600), ${after5.toFixed(0)} MB 5 s after, ${rssMb().toFixed(0)} MB 15 s after`,
  );

  const started = performance.now();
  const twenty = await Promise.all(Array.from({ length: 20 }, () => post("/api/crawler/start", { url: siteOrigin, maxDepth: 1, rateLimit: 20 })));
  for (const { id } of twenty) await finish(id);
  const states = await Promise.all(twenty.map(async ({ id }) => (await status(id)).status));
  console.log(
    `20 jobs queued at once: ${states.filter((s) => s === "completed").length} completed in ${((performance.now() - started) / 1000).toFixed(1)} s (WORKER_CONCURRENCY=2 at a time)`,
  );
} finally {
  await server.stop();
  site.stop();
}
