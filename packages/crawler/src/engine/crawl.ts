import { BasicCrawler, Configuration, EventManager, Log, LogLevel, type RequestProvider } from "@crawlee/basic";
import { LINK_PRIORITY_LEVELS, MAX_RETRIES, MAX_RETRY_AFTER_MS, RENDER_TIMEOUT_MS } from "../constants.js";
import { errorMessage } from "../errors.js";
import type { FrontierEntry } from "../types.js";
import type { CrawlRun } from "./crawl-run.js";
import { FrontierQueue } from "./frontier-queue.js";
import { buildRouter, toEntry, toRequest } from "./router.js";
import { failedPage } from "./visit.js";

/** crawlee's memory budget: only its autoscaling reads it, and concurrency here is fixed. */
const CRAWLEE_MEMORY_MB = 4096;

/**
 * crawlee's default event manager snapshots the system for autoscaling, which is unused at fixed
 * concurrency: each snapshot spawns `ps` and reads /proc/meminfo synchronously (tens of ms of the
 * event loop each, one of them as the crawl starts). This one only keeps crawlee's persist-state tick.
 */
class SnapshotFreeEvents extends EventManager {}

/**
 * Builds the crawlee BasicCrawler (from @crawlee/basic, the part of crawlee we use: importing
 * the whole `crawlee` bundle loads every browser crawler and costs ~150 MB) for one run. The
 * store is the only durable state: crawlee gets a private in-memory configuration (no ./storage
 * folder, nothing persisted) and a per-run in-memory FrontierQueue fed from the store.
 * Concurrency is fixed rather than autoscaled; the rate limit is enforced by our limiter because
 * crawlee's per-minute budget allows bursts.
 */
export function buildCrawler(run: CrawlRun): BasicCrawler {
  const config = new Configuration({
    persistStorage: false,
    purgeOnStart: false,
    storageClientOptions: { persistStorage: false, writeMetadata: false },
    // Without a budget crawlee measures the machine's memory by spawning `ps` before the first request.
    memoryMbytes: CRAWLEE_MEMORY_MB,
  });
  config.useEventManager(new SnapshotFreeEvents(config));
  const queue = new FrontierQueue();
  const concurrency = run.settings.concurrency;
  const crawler: BasicCrawler = new BasicCrawler(
    {
      // crawlee 3.18's option validation rejects `requestManager`, so the queue goes in as the
      // request queue; BasicCrawler only uses the IRequestManager methods of it.
      requestQueue: queue as unknown as RequestProvider,
      requestHandler: buildRouter(run, () => {
        if (run.budget.exhausted) crawler.stop("Page cap reached");
      }),
      // Handlers bound their own work (request timeout, Retry-After, render); this is a backstop.
      requestHandlerTimeoutSecs: Math.ceil((run.settings.requestTimeoutMs * 2 + MAX_RETRY_AFTER_MS + RENDER_TIMEOUT_MS) / 1000) + 30,
      maxRequestRetries: MAX_RETRIES,
      useSessionPool: false,
      retryOnBlocked: false,
      minConcurrency: concurrency,
      maxConcurrency: concurrency,
      autoscaledPoolOptions: { desiredConcurrency: concurrency, maybeRunIntervalSecs: 0.05, loggingIntervalSecs: null },
      statusMessageLoggingInterval: 3600,
      log: new Log({ level: LogLevel.OFF }),
      // Reached only by unexpected errors (our handlers save expected failures themselves).
      failedRequestHandler: async ({ request }, error) => {
        if (run.stopping || !(await run.budget.reserve())) return;
        const entry = toEntry(request);
        await run.store.save(failedPage(entry, "fetch-error", errorMessage(error)));
        run.budget.commit();
        await run.log("error", `${entry.url}: ${errorMessage(error)}`);
      },
    },
    config,
  );
  run.schedule = async (entries: FrontierEntry[]) => queue.push(entries.map((e) => ({ request: toRequest(e), rank: rank(e, run) })));
  return crawler;
}

/**
 * Lower goes earlier: link depth, less one level per point of priority (see
 * CrawlSettings.linkPriority), then the priority itself. A likely link waits for the plain links
 * of the levels above it only as far as its priority allows, so a grant page three links deep is
 * still fetched on a site whose second level alone exceeds the page cap.
 */
function rank(entry: FrontierEntry, run: CrawlRun): number {
  const priority = Math.min(Math.max(Math.round(run.settings.linkPriority({ url: entry.url, text: entry.anchorText })), 0), LINK_PRIORITY_LEVELS - 1);
  return Math.max(entry.depth - priority, 0) * LINK_PRIORITY_LEVELS + (LINK_PRIORITY_LEVELS - 1 - priority);
}
