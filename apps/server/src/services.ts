import { createLocalProvider } from "@grantscout/ai";
import { type AppServices, createAnalysisPool, createFirstPages, createLogNotifier, type ProviderSpec, withEmbeddingRollout } from "@grantscout/api";
import { createDb, listenForNotifications, migrateToLatest, startEmbeddedPostgres, startQueue } from "@grantscout/db";
import type { Env } from "./env.js";

export interface RunningServices {
  services: AppServices;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Database (embedded unless DATABASE_URL), migrations, queue, log notifier and AI provider; with
 * `serveReaders` (the server, not a standalone worker) the Opportunities page's kept first pages.
 * Both follow the database's notifications over one shared LISTEN connection.
 */
export async function startServices(env: Env, { serveReaders = true } = {}): Promise<RunningServices> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL ?? embedded!.url;
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    const queue = await startQueue(databaseUrl);
    const notifications = await listenForNotifications(databaseUrl);
    const logNotifier = await createLogNotifier(notifications);
    const firstPages = serveReaders ? await createFirstPages(notifications) : undefined;
    const spec: ProviderSpec = env.OPENAI_API_KEY
      ? { kind: "openai", apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.AI_MODEL }
      : { kind: "local" };
    // The OpenAI SDKs (some 300 modules) load only when a language model is configured, as in the analysis threads.
    const base = spec.kind === "openai" ? (await import("@grantscout/ai/openai")).createOpenAIProvider(spec) : createLocalProvider();
    const analysis = env.ANALYSIS_THREADS > 0 ? createAnalysisPool(spec, env.ANALYSIS_THREADS, env.WORKER_CONCURRENCY, databaseUrl) : undefined;
    const services: AppServices = {
      db,
      queue,
      logNotifier,
      firstPages,
      provider: withEmbeddingRollout(base, () => services),
      analysis,
      today: () => new Date(),
      config: {
        allowPrivateNetworks: env.CRAWL_ALLOW_PRIVATE_NETWORKS,
        maxPagesPerJob: env.CRAWL_MAX_PAGES,
        databaseMode: embedded ? "embedded" : "external",
        openai: env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL, model: env.AI_MODEL } : null,
      },
    };
    return {
      services,
      databaseUrl,
      async close() {
        await queue.stop({ graceful: true, timeout: 5000 }).catch(() => {});
        await notifications.close().catch(() => {});
        await analysis?.close().catch(() => {});
        await db.destroy();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
}
