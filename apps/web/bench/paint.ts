import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type Browser, chromium } from "@playwright/test";
import { resultsSite } from "../e2e/results-fixture";

/**
 * `pnpm bench:paint` (issue #44 item 10): how soon a first-time visitor sees Home, a results page and
 * the Process Opportunity page of the production build (`pnpm build` first), served by the real
 * server on loopback, in Debian's headless Chromium. For each page: first-contentful-paint and the
 * moment its main content is in the page, medians over fresh browser contexts (nothing cached).
 * The baseline, measured in the same rounds so a loaded machine slows both alike, is a bare HTML page
 * on loopback (what the browser itself costs); `--baseline-dist DIR` adds another web build (e.g.
 * one built from an earlier commit) served by a second server, for before/after figures.
 * Target: first paint < 500 ms.
 */
const { values: args } = parseArgs({ options: { rounds: { type: "string", default: "7" }, "baseline-dist": { type: "string" } } });
const ROUNDS = Number(args.rounds);
const TARGET_MS = 500;
const serverDir = resolve(import.meta.dirname, "../../server");

interface Target {
  label: string;
  origin: string;
  jobId: number;
  stop: () => Promise<void>;
}

/** The real server as `npm start` runs it, on a fresh embedded database; private networks allowed (the site is local). */
async function startServer(label: string, webDist?: string): Promise<Omit<Target, "jobId">> {
  const dataDir = mkdtempSync(join(tmpdir(), "grantscout-paint-"));
  const env = {
    ...process.env,
    PORT: "0",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    CRAWL_ALLOW_PRIVATE_NETWORKS: "1",
    ...(webDist && { WEB_DIST: resolve(webDist) }),
  };
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((done, fail) => {
    let output = "";
    child.stdout!.on("data", (d) => {
      output += d;
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) done(match[1]!);
    });
    child.once("exit", (code) => fail(new Error(`the server exited with ${code}:\n${output}`)));
  });
  return { label, origin: `http://127.0.0.1:${port}`, stop: () => stopServer(child, dataDir) };
}

async function stopServer(child: ChildProcess, dataDir: string) {
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/** Crawls the fixture funder site through the REST API so the results and analysis pages have data. */
async function crawl(origin: string, site: string): Promise<number> {
  const post = { method: "POST", headers: { "content-type": "application/json" } };
  const body = JSON.stringify({ url: site, maxDepth: 3, rateLimit: 20, onlyGrantOpportunities: true });
  const { id } = (await (await fetch(`${origin}/api/crawler/start`, { ...post, body })).json()) as { id: number };
  for (;;) {
    const { status } = (await (await fetch(`${origin}/api/crawler/status/${id}`)).json()) as { status: string };
    if (status !== "running") return id;
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface Sample {
  fcp: number;
  content: number;
  /** The renderer's main-thread busy time until then: what a loaded machine inflates least. */
  busy: number;
}

/**
 * One first visit in a fresh context: first-contentful-paint, and the frame after `text` is in the
 * page (a MutationObserver marks it, so the figure is the page's own clock, not the test's polling),
 * and the main thread's busy time by then.
 */
async function visit(browser: Browser, url: string, text: string): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  await page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes(wanted)) return;
      observer.disconnect();
      requestAnimationFrame(() => performance.mark("content"));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  await page.goto(url);
  // A string, not a function: tsx's name helpers do not exist in the page.
  const sample = (await page.evaluate(`new Promise((done) => {
    const check = () => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0];
      const content = performance.getEntriesByName("content")[0];
      if (fcp && content) done({ fcp: fcp.startTime, content: content.startTime });
      else setTimeout(check, 20);
    };
    check();
  })`)) as Omit<Sample, "busy">;
  const { metrics } = await cdp.send("Performance.getMetrics");
  const busy = (metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
  await context.close();
  return { ...sample, busy };
}

const ms = (x: number) => `${x.toFixed(0).padStart(5)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const site = await serveFixtureSite({
    ...resultsSite,
    "/bench-floor": { contentType: "text/html; charset=utf-8", body: "<!doctype html><title>floor</title><h1>Bare page</h1>" },
  });
  const servers = [await startServer("this build"), ...(args["baseline-dist"] ? [await startServer("baseline build", args["baseline-dist"])] : [])];
  const targets: Target[] = [];
  for (const server of servers) targets.push({ ...server, jobId: await crawl(server.origin, site.origin) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  const grant = `${site.origin}/grants/coastal-arts`;
  const pages = (t: Target) => [
    { name: `Home (${t.label})`, url: `${t.origin}/`, text: "Find grant opportunities" },
    { name: `Results (${t.label})`, url: `${t.origin}/crawl-results/${t.jobId}`, text: "Coastal Arts Grant" },
    { name: `Process Opportunity (${t.label})`, url: `${t.origin}/process-opportunity?url=${encodeURIComponent(grant)}`, text: "Coastal Arts Grant" },
  ];
  const all = [{ name: "bare HTML page (baseline)", url: `${site.origin}/bench-floor`, text: "Bare page" }, ...targets.flatMap(pages)];
  const samples = new Map<string, Sample[]>(all.map((p) => [p.name, []]));
  try {
    // One warm-up visit each (the server's first answers compile code paths), then rounds that interleave the pages.
    for (const p of all) await visit(browser, p.url, p.text);
    for (let round = 0; round < ROUNDS; round++) for (const p of all) samples.get(p.name)!.push(await visit(browser, p.url, p.text));
  } finally {
    await browser.close();
    for (const t of targets) await t.stop();
    await site.close();
  }
  report(samples);
}

function report(samples: Map<string, Sample[]>) {
  const floor = median(samples.get("bare HTML page (baseline)")!.map((s) => s.fcp));
  console.log(`first visits, medians of ${ROUNDS} rounds; target: first paint < ${TARGET_MS} ms`);
  for (const [name, list] of samples) {
    const fcp = median(list.map((s) => s.fcp));
    const content = median(list.map((s) => s.content));
    const busy = median(list.map((s) => s.busy));
    const verdict = fcp < TARGET_MS ? "met" : "NOT met";
    console.log(
      `${name.padEnd(42)} first paint ${ms(fcp)} (×${(fcp / floor).toFixed(1)} the bare page; ${verdict})  content ${ms(content)}  main thread busy ${ms(busy)}`,
    );
  }
}

await main();
