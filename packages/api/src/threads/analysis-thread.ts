import type { MessagePort } from "node:worker_threads";
import { type AnalysisProvider, createLocalProvider, type EnrichOptions, enrichOpportunity, type GrantRecord, type PageInput } from "@grantscout/ai";
import { type CrawlJob, createDb, type Database, type Kysely } from "@grantscout/db/data";
import { assembleResults } from "../use-cases/assemble-results.js";
import { analyseAsCrawled } from "./analyse-as-crawled.js";

/**
 * The analyser's CPU work, run in a worker thread (see analysis-pool.ts) so the server's event loop
 * keeps answering while a site is analysed, a job is enriched or a large job's results are assembled.
 * Everything arrives as plain data: the provider is rebuilt here from its settings, a job's pages are read here from the database as
 * the crawl stores them (so the server's heap never holds a whole crawl's HTML), and stage messages
 * go back, and the crawl's end comes in, through `port`.
 */
export type ProviderSpec = { kind: "local" } | { kind: "openai"; apiKey: string; baseURL?: string; model: string };

export type ThreadTask =
  | { kind: "analyse"; provider: ProviderSpec; databaseUrl: string; jobId: number; onlyGrantOpportunities: boolean; today: Date; port: MessagePort }
  | { kind: "enrich"; provider: ProviderSpec; items: EnrichItem[]; options: EnrichOptions; today: Date }
  | { kind: "results"; databaseUrl: string; job: CrawlJob };

export interface EnrichItem {
  page: PageInput;
  supporting: PageInput[];
  existing: Partial<GrantRecord>;
}

const providers = new Map<string, AnalysisProvider>();
async function providerFor(spec: ProviderSpec): Promise<AnalysisProvider> {
  const key = JSON.stringify(spec);
  let provider = providers.get(key);
  // The OpenAI SDKs load only when a language model is configured: a thread starts sooner without them.
  if (!provider)
    providers.set(key, (provider = spec.kind === "openai" ? (await import("@grantscout/ai/openai")).createOpenAIProvider(spec) : createLocalProvider()));
  return provider;
}

const databases = new Map<string, Kysely<Database>>();
function databaseFor(url: string): Kysely<Database> {
  let db = databases.get(url);
  if (!db) databases.set(url, (db = createDb(url, 2)));
  return db;
}

export default async function run(task: ThreadTask) {
  if (task.kind === "results") return assembleResults(databaseFor(task.databaseUrl), task.job);
  const provider = await providerFor(task.provider);
  if (task.kind === "analyse") {
    try {
      return await analyseAsCrawled({ ...task, db: databaseFor(task.databaseUrl), provider });
    } finally {
      task.port.postMessage({ done: true });
      task.port.close();
    }
  }
  const records = [];
  for (const item of task.items) records.push((await enrichOpportunity({ ...item, options: task.options, provider, today: task.today })).record);
  return records;
}
