// Before anything else: how V8 sizes the heaps (heap.ts).
import "./heap.js";
import type { Server } from "node:http";
import { ensureProgrammes, resumeFitRecompute } from "@grantscout/api";
import { startCrawlWorker } from "./crawl-worker.js";
import { readEnv } from "./env.js";
import { answerClientErrors, createHttpApp } from "./http-app.js";
import { startServices } from "./services.js";

async function main() {
  const env = readEnv();
  const running = await startServices(env);
  // Crawls made before the Opportunities page existed are listed on it (once; a no-op afterwards),
  // then fits a stopped server left half recomputed for a new profile are finished.
  void ensureProgrammes(running.services)
    .then(() => resumeFitRecompute(running.services))
    .catch((error: Error) => console.error("[programmes]", error.message));
  const worker = env.WORKER_CONCURRENCY > 0 ? await startCrawlWorker(running.services, env.WORKER_CONCURRENCY) : null;
  const server: Server = answerClientErrors(
    createHttpApp(running.services, {
      webDist: env.WEB_DIST,
      listenHost: env.HOST,
      allowedHosts: env.ALLOWED_HOSTS,
      apiToken: env.API_TOKEN,
    }).listen(env.PORT, env.HOST, () => {
      const db = running.services.config.databaseMode === "embedded" ? `embedded PostgreSQL in ${env.DATA_DIR}` : "DATABASE_URL";
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      console.log(`GrantScout listening on http://localhost:${port} (database: ${db}, ai: ${running.services.provider.name})`);
    }),
  );
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping (running crawls are saved and resume on the next start)`);
    server.close();
    server.closeAllConnections();
    await worker?.stop();
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

// A failed background task (a lost connection, a crawl's stray promise) is logged, never fatal.
process.on("unhandledRejection", (reason) => console.error("[server] unhandled rejection:", reason));

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
