import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3199);
/** A second server as a default install runs it: private networks refused (safety checks). */
const safePort = port + 1;
process.env.E2E_SAFE_ORIGIN = `http://127.0.0.1:${safePort}`;
// A fresh embedded database per run; the real server, built web app and worker, as a user gets them.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "grantscout-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
const safeDataDir = mkdtempSync(join(tmpdir(), "grantscout-e2e-safe-"));
/** A third one started with API_TOKEN, as an administrator exposing it would. */
const tokenPort = port + 2;
process.env.E2E_TOKEN_ORIGIN = `http://127.0.0.1:${tokenPort}`;
process.env.E2E_API_TOKEN = "e2e-access-token-0001";

export default defineConfig({
  testDir: "e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-gpu",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      command: "pnpm --dir ../server start",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: { PORT: String(port), DATA_DIR: dataDir, CRAWL_ALLOW_PRIVATE_NETWORKS: "1", WORKER_CONCURRENCY: "2" },
    },
    {
      command: "pnpm --dir ../server start",
      url: `http://127.0.0.1:${safePort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(safePort), DATA_DIR: safeDataDir, CRAWL_ALLOW_PRIVATE_NETWORKS: "0", WORKER_CONCURRENCY: "0" },
    },
    {
      command: "pnpm --dir ../server start",
      // Without the token the health check answers 401, which Playwright counts as up.
      url: `http://127.0.0.1:${tokenPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(tokenPort),
        DATA_DIR: mkdtempSync(join(tmpdir(), "grantscout-e2e-token-")),
        WORKER_CONCURRENCY: "0",
        API_TOKEN: process.env.E2E_API_TOKEN,
      },
    },
  ],
});
