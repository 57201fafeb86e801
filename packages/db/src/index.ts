export * from "./data.js";
export { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded/index.js";
export { createMigrator, migrateToLatest } from "./migrate.js";
export {
  CRAWL_QUEUE,
  type CrawlJobMessage,
  enqueueCrawl,
  SEARCH_WEBHOOK_QUEUE,
  type SearchWebhookMessage,
  startQueue,
  WATCH_QUEUE,
  WEBHOOK_QUEUE,
  type WebhookMessage,
} from "./queue.js";
