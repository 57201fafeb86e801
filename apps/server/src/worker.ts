// Before anything else: how V8 sizes the heaps (heap.ts).
import "./heap.js";
import { startCrawlWorker } from "./crawl-worker.js";
import { readEnv } from "./env.js";
import { startServices } from "./services.js";

/** A crawl worker alone, sharing the crawl load through the PostgreSQL named by DATABASE_URL. */
async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL: a standalone worker needs the database the server uses");
  const running = await startServices(env, { serveReaders: false });
  const worker = await startCrawlWorker(running.services, Math.max(1, env.WORKER_CONCURRENCY));
  console.log(`Crawl worker running (concurrency ${Math.max(1, env.WORKER_CONCURRENCY)})`);
  const stop = async () => {
    await worker.stop();
    await running.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
