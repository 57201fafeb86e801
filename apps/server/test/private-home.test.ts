import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { startProcess } from "./processes.js";

// A fresh server or container: root, the clone in a home directory only its owner can enter.
const home = mkdtempSync(join(tmpdir(), "grantscout-home-"));
const movedData: string[] = [];
afterAll(() => {
  for (const d of [home, ...movedData]) rmSync(d, { recursive: true, force: true });
});

it("starts from a clone inside a mode-700 directory, with the default DATA_DIR, and stops cleanly", async () => {
  chmodSync(home, 0o700);
  const clone = join(home, "grantscout");
  const repo = resolve(import.meta.dirname, "../../..");
  execFileSync("git", ["clone", "--quiet", "--depth", "1", `file://${repo}`, clone]);
  execFileSync("pnpm", ["install", "--frozen-lockfile", "--offline", "--reporter=silent"], { cwd: clone, stdio: "inherit" });

  const server = await startProcess(
    "main",
    { PORT: "0", WORKER_CONCURRENCY: "0", DATA_DIR: "", DATABASE_URL: "" },
    /listening on (http:\/\/localhost:\d+)/,
    120_000,
    clone,
  );
  const moved = /keeps its files in (\S+)/.exec(server.output());
  if (moved) movedData.push(moved[1]!);
  // As root the database runs as `postgres`, which cannot enter the clone: it says where the data went.
  if (process.getuid?.() === 0) expect(moved?.[1]).toMatch(/^\/var\/lib\/grantscout\/data-/);
  const origin = server.output().match(/listening on (http:\/\/localhost:\d+)/)![1]!;
  expect(await fetch(`${origin}/api/health`).then((r) => r.json())).toMatchObject({ ok: true, db: "embedded" });
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect(server.output()).not.toMatch(/^\s+at /m); // no stack trace anywhere
}, 300_000);
