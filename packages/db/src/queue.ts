import { PgBoss } from "pg-boss";

export const CRAWL_QUEUE = "crawl";
export interface CrawlJobMessage {
  jobId: number;
}

/** pg-boss on the same database: crawl jobs survive restarts and can be shared by several workers. */
export async function startQueue(connectionString: string): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, schema: "pgboss" });
  boss.on("error", (error) => console.error("[queue]", error.message));
  await boss.start();
  await boss.createQueue(CRAWL_QUEUE);
  return boss;
}

export async function enqueueCrawl(boss: PgBoss, message: CrawlJobMessage) {
  // singletonKey: one queued run per crawl job, even if a resume is requested twice.
  return boss.send(CRAWL_QUEUE, message, { singletonKey: `crawl-${message.jobId}`, retryLimit: 0 });
}
