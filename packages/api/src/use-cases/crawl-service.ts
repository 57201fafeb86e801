import { assertPublicUrl, UnsafeUrlError } from "@grantscout/crawler";
import { appendLog, countPages, createJob, enqueueCrawl, findJobById, jobCardFacts, listJobs, listLog, requestStop } from "@grantscout/db";
import { tracked } from "@trpc/server";
import type { z } from "zod";
import { jobCards, publicStatus, toJobView, toLogView } from "../adapters/job-views.js";
import { logViews } from "../adapters/log-views.js";
import { CRAWL_LIMITS, type CrawlStatus, type crawlStartSchema, type LogEntry } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { badRequest, notFound, QUEUE_NOT_RUNNING, UnavailableError } from "./errors.js";

export async function requireJob(services: AppServices, jobId: number) {
  return (await findJobById(services.db, jobId)) ?? notFound(`Crawl job ${jobId} was not found`);
}

/** A 400 with the reason when the crawler would refuse the URL (a private address, an unknown host). */
export async function assertCrawlable(services: AppServices, url: string) {
  try {
    await assertPublicUrl(url, services.config.allowPrivateNetworks);
  } catch (error) {
    if (error instanceof UnsafeUrlError) badRequest(error.message);
    badRequest(`Cannot crawl ${url}: ${(error as Error).message}`);
  }
}

export async function startCrawl(services: AppServices, input: z.output<typeof crawlStartSchema>) {
  await assertCrawlable(services, input.url);
  if (!services.queue) {
    throw new UnavailableError(QUEUE_NOT_RUNNING);
  }
  const queue = services.queue;
  // One transaction: the job, its first log line and its queue message exist together or not at all.
  const job = await services.db.transaction().execute(async (trx) => {
    const created = await createJob(trx, input.url, { ...input, maxPages: services.config.maxPagesPerJob });
    await appendLog(trx, created.id, "info", `Crawl queued for ${input.url}`);
    await enqueueCrawl(queue, { jobId: created.id }, trx);
    return created;
  });
  return { id: job.id, status: publicStatus(job.status), message: `Crawl started for ${input.url}` };
}

/** The same crawl one level deeper (the results' "beyond depth" notice): a new job with the job's options and maxDepth + 1. */
export async function crawlDeeper(services: AppServices, jobId: number) {
  const job = await requireJob(services, jobId);
  const { maxPages: _, ...options } = job.options;
  if (options.maxDepth >= CRAWL_LIMITS.maxDepth.max) badRequest(`Crawl job ${jobId} already went to the deepest depth, ${CRAWL_LIMITS.maxDepth.max}`);
  return startCrawl(services, { ...options, url: job.url, maxDepth: options.maxDepth + 1 });
}

export async function listCrawlJobs(services: AppServices) {
  const rows = await listJobs(services.db);
  const cards = jobCards(
    await jobCardFacts(
      services.db,
      rows.map((r) => r.id),
    ),
    services.today(),
  );
  return rows.map((row) => toJobView(row, cards.get(row.id)));
}

/**
 * The last status answered for each log (the array logViews returns until the log grows). A status
 * is polled every second by everyone who watches the crawl, and a 2,000-page crawl's answer carries a
 * 300 KB log: an answer that has not changed is the same frozen object, which each door sends
 * without encoding it again (encodedOnce).
 */
const lastAnswers = new WeakMap<readonly LogEntry[], CrawlStatus>();

export async function crawlStatus(services: AppServices, jobId: number): Promise<CrawlStatus> {
  const job = await requireJob(services, jobId);
  const [counts, logEntries] = await Promise.all([countPages(services.db, jobId), logViews(services.db).of(jobId)]);
  const answer: CrawlStatus = {
    id: job.id,
    status: publicStatus(job.status),
    currentUrl: job.current_url,
    progress: { pagesProcessed: counts.processed, pagesDiscovered: counts.discovered },
    depthInfo: { currentDepth: job.current_depth, maxDepth: job.options.maxDepth },
    logEntries,
  };
  const last = lastAnswers.get(logEntries);
  if (last && JSON.stringify({ ...last, logEntries: null }) === JSON.stringify({ ...answer, logEntries: null })) return last;
  lastAnswers.set(logEntries, Object.freeze(answer));
  return answer;
}

export async function stopCrawl(services: AppServices, jobId: number) {
  const job = await requireJob(services, jobId);
  if (job.status !== "running" && job.status !== "queued") {
    return { success: true, message: `Crawl job ${jobId} is already ${job.status}`, status: job.status };
  }
  await requestStop(services.db, jobId);
  await appendLog(services.db, jobId, "info", "Stop requested by user");
  return { success: true, message: `Stopping crawl job ${jobId}`, status: "stopping" };
}

/** Streams a job's log: listens before each backfill so no entry falls between the two. */
export async function* followLog(services: AppServices, jobId: number, lastEventId: number, signal?: AbortSignal) {
  await requireJob(services, jobId);
  let cursor = lastEventId;
  while (!signal?.aborted) {
    const woken = services.logNotifier.wait(jobId, signal, 2000);
    for (const row of await listLog(services.db, jobId, cursor)) {
      cursor = row.id;
      yield tracked(String(row.id), toLogView(row));
    }
    await woken;
  }
}
