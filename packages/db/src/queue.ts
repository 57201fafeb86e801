import { CompiledQuery, type Kysely } from "kysely";
import { PgBoss } from "pg-boss";
import type { Database } from "./schema.js";

export const CRAWL_QUEUE = "crawl";
/** Every minute pg-boss's cron sends one message here (one in all, however many processes run); it queues the watched sites' due crawls. */
export const WATCH_QUEUE = "watch-tick";
/** Webhook deliveries: a failed one is retried by pg-boss with growing delays (5 s, 10 s, … about 5 minutes in all). */
export const WEBHOOK_QUEUE = "webhook";
export interface WebhookMessage {
  siteId: number;
  jobId: number;
}
/** A saved search's alert (issue #42): its new and changed matches on one site since a time; retried like WEBHOOK_QUEUE. */
export const SEARCH_WEBHOOK_QUEUE = "search-webhook";
export interface SearchWebhookMessage {
  searchId: number;
  site: string;
  since: string;
}
export interface CrawlJobMessage {
  jobId: number;
}

/**
 * pg-boss on the same database: crawl jobs survive restarts and can be shared by several workers.
 * A new crawl wakes the workers at once by LISTEN/NOTIFY (polling stays as the backstop), so a job
 * starts within milliseconds of its request instead of up to a polling interval later.
 */
export async function startQueue(connectionString: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: "pgboss", useListenNotify: true });
  boss.on("error", (error) => console.error("[queue]", error.message));
  await boss.start();
  await boss.createQueue(CRAWL_QUEUE, { notify: true });
  // A database whose queue was created before notify was used: switch it on.
  await boss.updateQueue(CRAWL_QUEUE, { notify: true });
  await boss.createQueue(WATCH_QUEUE);
  await boss.schedule(WATCH_QUEUE, "* * * * *");
  await boss.createQueue(WEBHOOK_QUEUE, { retryLimit: 6, retryDelay: 5, retryBackoff: true });
  await boss.createQueue(SEARCH_WEBHOOK_QUEUE, { retryLimit: 6, retryDelay: 5, retryBackoff: true });
  return boss;
}

/**
 * Queues a crawl run. Given a transaction, the message is written in it, so a job row and its
 * message are committed together or not at all (a failed send never leaves a job queued forever).
 */
export async function enqueueCrawl(boss: PgBoss, message: CrawlJobMessage, transaction?: Kysely<Database>) {
  const db = transaction && {
    executeSql: async (text: string, values: unknown[] = []) => ({ rows: (await transaction.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] }),
  };
  // singletonKey: one queued run per crawl job, even if a resume is requested twice.
  return boss.send(CRAWL_QUEUE, message, { singletonKey: `crawl-${message.jobId}`, retryLimit: 0, ...(db ? { db } : {}) });
}
