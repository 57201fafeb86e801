import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startProcess } from "../test/processes.js";

/** The generated 2,000-page site, served from its own process so its CPU is not the server's. */
export async function startBenchSite() {
  const script = fileURLToPath(import.meta.resolve("@grantscout/crawler/bench/site-server"));
  const child = fork(script, { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const origin = await new Promise<string>((done) => child.once("message", (m: { port: number }) => done(`http://127.0.0.1:${m.port}`)));
  return { origin, stop: () => child.kill() };
}

/** The real server on an embedded PostgreSQL in a fresh data folder, as `npm start` runs it; private networks allowed (the site is local). */
export async function startBenchServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "grantscout-bench-"));
  const server = await startProcess(
    "main",
    { PORT: "0", DATA_DIR: dataDir, DATABASE_URL: "", CRAWL_ALLOW_PRIVATE_NETWORKS: "1", ...env },
    /listening on (http:\/\/localhost:\d+)/,
    120_000,
  );
  const origin = server
    .output()
    .match(/listening on (http:\/\/localhost:\d+)/)![1]!
    .replace("localhost", "127.0.0.1");
  return {
    origin,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
