import { type AnalysisProvider, createLocalProvider } from "@grantscout/ai";
import { startQueue } from "@grantscout/db";
import { startTestDatabase } from "../../db/test/test-database.js";
import type { AppServices } from "../src/services/app-services.js";
import { createLogNotifier } from "../src/services/log-notifier.js";
import { withEmbeddingRollout } from "../src/services/transition-service.js";
import { createAnalysisPool } from "../src/threads/analysis-pool.js";

/** Real services on a fresh embedded PostgreSQL, as the server builds them, for api tests. */
export async function startTestServices(opts: { provider?: AnalysisProvider; today?: Date; queue?: boolean; analysisThreads?: boolean } = {}) {
  const database = await startTestDatabase();
  const analysis = opts.analysisThreads ? createAnalysisPool({ kind: "local" }, 1, 1, database.url) : undefined;
  const queue = opts.queue === false ? null : await startQueue(database.url);
  const logNotifier = await createLogNotifier(database.url);
  const services: AppServices = {
    db: database.db,
    queue,
    logNotifier,
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
      await logNotifier.close();
      await analysis?.close();
      await database.stop();
    },
  };
}
