import { STAGE_MESSAGES } from "@grantscout/ai/stages";
import { startBenchServer, startBenchSite } from "./bench-processes.js";

/**
 * `pnpm bench:job` (issue #14): the whole job as a user waits for it. The real server (embedded
 * database, in-process worker) crawls the generated site (pre-rendered 20-100 KB pages) through
 * POST /api/crawler/start at rate limit 20, capped at 300 and then 2,000 pages; the status is
 * polled until completed. Prints, for each size: job wall time against the ideal (pages ÷ 20 s),
 * the time from the last page ("Crawl completed") to the job's end, analysis ms per page, the
 * server's peak RSS and its RSS 30 s after the job's end. Targets: ratio ≤ 1.1, last page →
 * completed ≤ 1 s; peak RSS ≤ 500 MB at 2,000 pages and within 100 MB of the 300-page job's, back
 * under 400 MB 30 s after the end (issue #43). BENCH_PAGES=2000 runs one size.
 */
const RATE = 20;
/** How long after the job's end the server's RSS is read again: what it gave back by then. */
const SETTLE_S = 30;
const site = await startBenchSite();
const siteOrigin = site.origin;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Status {
  status: string;
  progress: { pagesProcessed: number };
  logEntries: Array<{ message: string; timestamp: string }>;
}

async function measure(pages: number) {
  const server = await startBenchServer({ WORKER_CONCURRENCY: "1", CRAWL_MAX_PAGES: String(pages) });
  const origin = server.origin;
  const rssMb = server.rssMb;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 200);
  try {
    const started = Date.now();
    const body = { url: siteOrigin, maxDepth: 10, rateLimit: RATE, onlyGrantOpportunities: true };
    const res = await fetch(`${origin}/api/crawler/start`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const { id } = (await res.json()) as { id: number };
    let status: Status;
    for (;;) {
      status = (await (await fetch(`${origin}/api/crawler/status/${id}`)).json()) as Status;
      if (["completed", "stopped", "failed"].includes(status.status)) break;
      await sleep(100);
    }
    const ended = Date.now();
    await sleep(SETTLE_S * 1000);
    const settled = rssMb();
    const at = (message: string) => Date.parse(status.logEntries.find((l) => l.message === message)?.timestamp ?? "");
    const lastPage = at(STAGE_MESSAGES.crawlCompleted);
    const fetched = status.progress.pagesProcessed;
    const ideal = (fetched / RATE) * 1000;
    return {
      pages: fetched,
      status: status.status,
      ratio: (ended - started) / ideal,
      wall: (ended - started) / 1000,
      ideal: ideal / 1000,
      tail: (ended - lastPage) / 1000,
      msPerPage: (at(STAGE_MESSAGES.allDone) - lastPage) / fetched,
      peak,
      settled,
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}

try {
  console.log(
    `Whole job at rate limit ${RATE}/s on the generated site (${siteOrigin}); target ratio ≤ 1.10, last page → completed ≤ 1 s; peak RSS ≤ 500 MB, < 400 MB ${SETTLE_S} s after`,
  );
  for (const pages of (process.env.BENCH_PAGES ?? "300,2000").split(",").map(Number)) {
    const r = await measure(pages);
    console.log(
      `${String(r.pages).padStart(5)} pages (${r.status}): job ${r.wall.toFixed(1)} s vs ideal ${r.ideal.toFixed(1)} s = ratio ${r.ratio.toFixed(2)}; last page → completed ${r.tail.toFixed(1)} s; analysis ${r.msPerPage.toFixed(1)} ms/page after the crawl; server peak RSS ${r.peak.toFixed(0)} MB, ${r.settled.toFixed(0)} MB ${SETTLE_S} s after the end`,
    );
  }
} finally {
  site.stop();
}
