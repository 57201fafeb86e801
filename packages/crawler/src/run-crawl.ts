import type { BasicCrawler } from "@crawlee/basic";
import { DRAIN_MS, STOP_POLL_MS } from "./constants.js";
import { PageBudget } from "./engine/budget.js";
import { buildCrawler } from "./engine/crawl.js";
import { CrawlRun } from "./engine/crawl-run.js";
import { readSitemaps } from "./engine/sitemap.js";
import { UnsafeUrlError } from "./errors.js";
import { assertPublicUrl } from "./net/address.js";
import { resolveSettings } from "./settings.js";
import type { CrawlOutcome, CrawlSettings, CrawlStore, FrontierEntry } from "./types.js";
import { crawlTarget } from "./url/normalise.js";

/**
 * First run of a job: the start URL at depth 0, then same-site sitemap URLs (sitemap.xml and the
 * sitemaps robots.txt names) at depth 1. Runs before the crawler exists, so the entries only go
 * to the store; the caller schedules everything pending.
 */
async function seed(run: CrawlRun, start: { url: string; requestUrl?: string }): Promise<void> {
  await run.store.enqueue([{ ...start, depth: 0, referrer: null, anchorText: null }]);
  try {
    await assertPublicUrl(run.startUrl, run.settings.allowPrivateNetworks);
  } catch (err) {
    if (err instanceof UnsafeUrlError) return; // the start page itself is recorded as blocked
    throw err;
  }
  const origin = new URL(run.startUrl).origin;
  const sitemaps = [...(await run.robots.sitemaps(origin)), `${origin}/sitemap.xml`];
  const urls = await readSitemaps(sitemaps, run.fetchCtx, (message) => run.log("info", message));
  const links = urls.flatMap((url) => {
    const target = crawlTarget(url);
    return target ? [{ ...target, text: "" }] : [];
  });
  if (links.length) await run.enqueue(links, 1, null);
}

/** Polls store.stopRequested() (stop now) and watches `signal` (drain) until the returned cleanup is called. */
function watchForStop(store: CrawlStore, signal: AbortSignal | undefined, stop: () => void, drain: () => void): () => void {
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    store
      .stopRequested()
      .then(
        (requested) => requested && stop(),
        () => {},
      )
      .finally(() => (polling = false));
  }, STOP_POLL_MS);
  signal?.addEventListener("abort", drain, { once: true });
  return () => {
    clearInterval(timer);
    signal?.removeEventListener("abort", drain);
  };
}

/**
 * Crawls one site into `store`, resuming from store.pending() when the job ran before. Resolves
 * "completed" when the frontier is exhausted or the page cap is reached, "stopped" when the user
 * asked to stop (within ~2 s: requests in flight are abandoned and stay pending) or `signal` fired.
 * `signal` is a worker shutting down: no new page starts, and pages in flight get DRAIN_MS to finish
 * and be saved, so the next worker fetches none of them again.
 */
export async function runCrawl(startUrl: string, settings: CrawlSettings, store: CrawlStore, signal?: AbortSignal): Promise<CrawlOutcome> {
  const resolved = resolveSettings(settings);
  const start = crawlTarget(startUrl);
  if (!start) throw new Error(`${startUrl} is not a valid http(s) URL.`);
  const run = new CrawlRun(start.url, resolved, store);
  let crawler: BasicCrawler | undefined;
  const stop = () => {
    run.stop();
    crawler?.stop("Crawl stopped");
  };
  const drain = () => {
    run.budget.cancel();
    crawler?.stop("Worker shutting down");
    setTimeout(stop, DRAIN_MS).unref();
  };
  const unwatch = watchForStop(store, signal, stop, drain);
  try {
    if (signal?.aborted || (await store.stopRequested())) return "stopped";
    const done = await store.doneCount();
    run.budget = new PageBudget(done, resolved.maxPages);
    if (run.budget.exhausted) return "completed";
    if (resolved.respectRobotsTxt) run.limiter.slowTo(await run.robots.crawlDelayMs(new URL(start.url).origin));
    if (done === 0 && (await store.pending()).length === 0) await seed(run, start);
    const pending: FrontierEntry[] = await store.pending();
    // Everything in the frontier was on the site when it was admitted: a site that moved (see
    // CrawlRun.adoptMovedSite) stays in scope across a resume.
    for (const entry of pending) run.scope.include(entry.url);
    if (run.stopping) return "stopped";
    if (!pending.length) return "completed";
    crawler = buildCrawler(run);
    await run.schedule(pending);
    if (!run.stopping && !signal?.aborted) await crawler.run();
    return run.stopping || signal?.aborted ? "stopped" : "completed";
  } catch (err) {
    if (run.stopping || signal?.aborted) return "stopped";
    throw err;
  } finally {
    unwatch();
    await run.renderer?.close();
  }
}
