#!/usr/bin/env node
// The two commands of the README (`npm start`, `npm test`) land here. This file runs on whatever
// Node the machine has (plain JS for that reason): it provides the project's own Node and pnpm in
// .tools/, installs the workspace, then hands over to pnpm with that Node first on the PATH.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tools = join(root, ".tools");
const TOOLS = { node: "24.21.0", pnpm: "10.34.9" };
const task = process.argv[2];
const tasks = { start: ["run", "start:app"], test: ["run", "test:all"], dev: ["run", "dev"] };

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureTools() {
  const manifest = JSON.stringify({ private: true, dependencies: TOOLS }, null, 2);
  const manifestPath = join(tools, "package.json");
  const current = existsSync(manifestPath) ? readFileSync(manifestPath, "utf8") : "";
  const binsPresent = ["node", "pnpm"].every((b) => existsSync(join(tools, "node_modules/.bin", b)));
  if (current === manifest && binsPresent) return;
  mkdirSync(tools, { recursive: true });
  writeFileSync(manifestPath, manifest);
  console.log(`[bootstrap] installing Node ${TOOLS.node} and pnpm ${TOOLS.pnpm} into .tools/`);
  run("npm", ["install", "--prefix", tools, "--no-audit", "--no-fund", "--no-package-lock"]);
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync("/usr/bin/chromium")) return;
  console.log("[bootstrap] installing Debian's chromium for the browser tests");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) => run(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args);
  apt("update");
  apt("install", "-y", "--no-install-recommends", "chromium");
}

if (!tasks[task]) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join("|")}>`);
  process.exit(2);
}
ensureTools();
const env = {
  ...process.env,
  PATH: `${join(tools, "node_modules/.bin")}:${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
};
run("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], env);
if (task === "test") ensureChromium();
run("pnpm", tasks[task], env);
