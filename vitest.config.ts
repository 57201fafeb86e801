import { defineConfig } from "vitest/config";

// One vitest run covers every package; integration tests start their own embedded PostgreSQL.
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/test/**/*.test.ts",
      "apps/server/src/**/*.test.ts",
      "apps/server/test/**/*.test.ts",
      "apps/web/src/**/*.test.ts",
      "apps/web/src/**/*.test.tsx",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
