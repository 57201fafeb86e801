import type { AnalysisProvider } from "@grantscout/ai";
import type { Database, Kysely } from "@grantscout/db";
import type { PgBoss } from "pg-boss";
import type { FirstPages } from "../adapters/first-pages.js";
import type { LogNotifier } from "../adapters/log-notifier.js";
import type { AnalysisPool } from "../threads/analysis-pool.js";

export interface AppConfig {
  allowPrivateNetworks: boolean;
  maxPagesPerJob: number;
  databaseMode: "embedded" | "external";
  openai: { apiKey: string; baseURL?: string; model: string } | null;
}

/** Everything a procedure may touch; built once by the server (or a test) and passed in the context. */
export interface AppServices {
  db: Kysely<Database>;
  queue: PgBoss | null;
  config: AppConfig;
  provider: AnalysisProvider;
  /** Analysis and enrichment off the event loop; without it (tests with their own provider) they run in-process. */
  analysis?: AnalysisPool;
  logNotifier: LogNotifier;
  /** The Opportunities page's first pages, kept until the programmes change; without it each is read from the database. */
  firstPages?: FirstPages;
  /** The date used for open/closed decisions; a function so tests can pin it. */
  today: () => Date;
}
