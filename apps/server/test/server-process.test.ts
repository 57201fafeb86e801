import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestDatabase } from "../../../packages/db/test/test-database.js";
import { startProcess } from "./processes.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function bootAndCheck(env: Record<string, string>, expectedDb: string) {
  const server = await startProcess("main", { PORT: "0", WORKER_CONCURRENCY: "1", ...env }, /listening on (http:\/\/localhost:\d+)/);
  const origin = server.output().match(/listening on (http:\/\/localhost:\d+)/)![1]!;
  expect(await fetch(`${origin}/api/crawler/jobs`).then((r) => r.json())).toEqual([]);
  expect(await fetch(`${origin}/api/health`).then((r) => r.json())).toEqual({ ok: true, db: expectedDb, queue: "running", ai: "local" });
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

describe("the server process", () => {
  // Two boots of an embedded PostgreSQL: seconds each on a busy machine.
  it("starts on an embedded PostgreSQL when DATABASE_URL is unset, and stops cleanly on SIGTERM", { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "grantscout-main-"));
    dirs.push(dataDir);
    await bootAndCheck({ DATA_DIR: dataDir, DATABASE_URL: "" }, "embedded");
    // Its data survives a restart (migrations are idempotent).
    await bootAndCheck({ DATA_DIR: dataDir, DATABASE_URL: "" }, "embedded");
  });

  it("uses the PostgreSQL named by DATABASE_URL and embeds nothing", async () => {
    const other = await startTestDatabase();
    try {
      await bootAndCheck({ DATABASE_URL: other.url, DATA_DIR: "/nonexistent-should-not-be-used" }, "external");
    } finally {
      await other.stop();
    }
  });

  it("refuses to start with a bad setting and names it", async () => {
    await expect(startProcess("main", { PORT: "eighty" }, /never/, 20_000)).rejects.toThrow(/PORT: must be a port number/);
  });
});
