import { fork } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
    /** CPU time the server process has used so far. */
    cpuMs: () => cpuMs(server.child.pid!).own,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process's CPU time (/proc/<pid>/stat, in clock ticks of 10 ms): its own, and its children's that have exited. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  const ticks = (i: number) => Number(fields[i]);
  return { parent: ticks(1), own: (ticks(11) + ticks(12)) * 10, exited: (ticks(13) + ticks(14)) * 10 };
}

/**
 * CPU time a PostgreSQL server has used so far (its postmaster, the backends alive and those that
 * exited), found by the port it listens on: what the database costs per request, whatever else the
 * machine runs.
 */
export function postgresCpu(port: number) {
  const pids = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  const cmdline = (p: string) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, "utf8").split("\0");
    } catch {
      return [];
    }
  };
  const postmaster = Number(pids.find((p) => cmdline(p)[0]?.endsWith("/postgres") && cmdline(p).includes(String(port))));
  if (!postmaster) throw new Error(`no PostgreSQL listens on port ${port}`);
  return () => {
    const main = cpuMs(postmaster);
    let backends = 0;
    for (const p of readdirSync("/proc").filter((x) => /^\d+$/.test(x))) {
      try {
        const child = cpuMs(Number(p));
        if (child.parent === postmaster) backends += child.own;
      } catch {
        // The process ended while it was read.
      }
    }
    return main.own + main.exited + backends;
  };
}
