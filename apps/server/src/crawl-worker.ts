import { type AppServices, deliverSearchWebhook, deliverWebhook, runCrawlJob, runDueWatches, STALE_SECONDS } from "@grantscout/api";
import {
  CRAWL_QUEUE,
  type CrawlJobMessage,
  findOrphanedJobs,
  SEARCH_WEBHOOK_QUEUE,
  type SearchWebhookMessage,
  WATCH_QUEUE,
  WEBHOOK_QUEUE,
  type WebhookMessage,
} from "@grantscout/db";

const SWEEP_MS = 4000;

/**
 * Takes crawl jobs from pg-boss and runs them. Also resumes jobs whose worker died: a running job
 * without a recent heartbeat is queued again and continues from its persisted frontier.
 */
export async function startCrawlWorker(services: AppServices, concurrency: number) {
  const queue = services.queue!;
  const shutdown = new AbortController();
  const running = new Set<Promise<void>>();
  const workerId = await queue.work<CrawlJobMessage>(
    CRAWL_QUEUE,
    // NOTIFY wakes the worker when a crawl is queued; the polls are backstops (pg-boss's minimum is 0.5 s).
    { batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2 },
    async (jobs) => {
      for (const job of jobs) {
        const run = runCrawlJob(services, job.data.jobId, shutdown.signal);
        running.add(run);
        await run.finally(() => running.delete(run));
      }
    },
  );
  // Watched sites: each tick queues the crawls that are due (row locks: once each, whatever the workers).
  const watchId = await queue.work(WATCH_QUEUE, async () => {
    await runDueWatches(services);
  });
  const webhookId = await queue.work<WebhookMessage>(WEBHOOK_QUEUE, async ([message]) => {
    if (message) await deliverWebhook(services, message.data);
  });
  const searchWebhookId = await queue.work<SearchWebhookMessage>(SEARCH_WEBHOOK_QUEUE, async ([message]) => {
    if (message) await deliverSearchWebhook(services, message.data);
  });
  const resumeOrphans = async () => {
    for (const { id } of await findOrphanedJobs(services.db, STALE_SECONDS)) {
      await queue.send(CRAWL_QUEUE, { jobId: id }, { singletonKey: `resume-${id}-${Math.floor(Date.now() / 60_000)}` });
    }
  };
  const sweep = setInterval(() => void resumeOrphans().catch(() => {}), SWEEP_MS);
  await resumeOrphans();
  return {
    /** Stops taking work; running crawls save their state and are left for the next worker. */
    async stop() {
      clearInterval(sweep);
      shutdown.abort();
      await Promise.allSettled([...running]);
      await queue.offWork(CRAWL_QUEUE, { id: workerId }).catch(() => {});
      await queue.offWork(WATCH_QUEUE, { id: watchId }).catch(() => {});
      await queue.offWork(WEBHOOK_QUEUE, { id: webhookId }).catch(() => {});
      await queue.offWork(SEARCH_WEBHOOK_QUEUE, { id: searchWebhookId }).catch(() => {});
    },
  };
}
