import { type AnalysisProvider, createLocalProvider } from "@grantscout/ai";
import { type FixtureSite, type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { listenForNotifications, startQueue } from "@grantscout/db";
import { afterAll, beforeAll } from "vitest";
import { startTestDatabase } from "../../db/test/test-database.js";
import { createFirstPages } from "../src/adapters/first-pages.js";
import { createLogNotifier } from "../src/adapters/log-notifier.js";
import { type AppCaller, createCaller } from "../src/root.js";
import { createAnalysisPool } from "../src/threads/analysis-pool.js";
import { createContext } from "../src/trpc.js";
import type { AppServices } from "../src/use-cases/app-services.js";
import { withEmbeddingRollout } from "../src/use-cases/transition-service.js";

/** Real services on a fresh embedded PostgreSQL, as the server builds them, for api tests. */
export async function startTestServices(opts: { provider?: AnalysisProvider; today?: Date; queue?: boolean; analysisThreads?: boolean } = {}) {
  const database = await startTestDatabase();
  const analysis = opts.analysisThreads ? createAnalysisPool({ kind: "local" }, 1, 1, database.url) : undefined;
  const queue = opts.queue === false ? null : await startQueue(database.url);
  const notifications = await listenForNotifications(database.url);
  const logNotifier = await createLogNotifier(notifications);
  const firstPages = await createFirstPages(notifications);
  const services: AppServices = {
    db: database.db,
    queue,
    logNotifier,
    firstPages,
    provider: withEmbeddingRollout(opts.provider ?? createLocalProvider(), () => services),
    analysis,
    today: () => opts.today ?? new Date(),
    config: { allowPrivateNetworks: true, maxPagesPerJob: 200, databaseMode: "embedded", openai: null },
  };
  return {
    services,
    url: database.url,
    async stop() {
      await queue?.stop({ graceful: false, timeout: 2000 }).catch(() => {});
      await notifications.close();
      await analysis?.close();
      await database.stop();
    },
  };
}

/**
 * Services and a served fixture site for one test file: started before its tests, stopped after.
 * Read them through the returned object (they exist once beforeAll has run).
 */
export function withServedSite(site: FixtureSite, opts: Parameters<typeof startTestServices>[0] = {}) {
  const t = {} as {
    env: Awaited<ReturnType<typeof startTestServices>>;
    fixture: ServedSite;
    caller: () => AppCaller;
  };
  t.caller = () => createCaller(createContext(t.env.services));
  beforeAll(async () => {
    t.env = await startTestServices(opts);
    t.fixture = await serveFixtureSite(site);
  });
  afterAll(async () => {
    await t.fixture?.close();
    await t.env?.stop();
  });
  return t;
}
