import { execFile } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { startCrawlWorker } from "../src/crawl-worker.js";
import { createHttpApp } from "../src/http-app.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Lakeshore Arts Trust</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

const site = {
  "/": page("Welcome", "<p>We fund the arts by the lake.</p>", ["/grants", "/grants/closed-fund"]),
  "/grants": page("Grants", "<p>Our programmes.</p>", ["/grants/studio-grants"]),
  "/grants/studio-grants": page(
    "Studio Grants",
    "<p>Studio Grants fund rent for working artists.</p><dl><dt>Deadline</dt><dd>March 3, 2099</dd><dt>Award amount</dt><dd>Up to $5,000</dd></dl><h2>Eligibility</h2><p>Artists living in the county may apply.</p><h2>How to apply</h2><p>Apply online before the deadline.</p>",
  ),
  "/grants/closed-fund": page(
    "Touring Fund",
    "<p>The Touring Fund paid travel costs. Applications are closed; the deadline was January 15, 2024.</p><dl><dt>Award amount</dt><dd>$2,000</dd></dl><h2>Eligibility</h2><p>Touring ensembles were eligible.</p>",
  ),
};

let env: Awaited<ReturnType<typeof startTestServices>>;
let worker: Awaited<ReturnType<typeof startCrawlWorker>>;
let server: Server;
let funder: ServedSite;
let base: string;

beforeAll(async () => {
  env = await startTestServices();
  worker = await startCrawlWorker(env.services, 1);
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [], apiToken: "a-long-enough-token" }).listen(
    0,
    "127.0.0.1",
  );
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  funder = await serveFixtureSite(site);
});
afterAll(async () => {
  server.close();
  await worker.stop();
  await funder.close();
  await env.stop();
});

describe("the README's client script", () => {
  it("starts a crawl, follows its log and prints the open opportunities, with the API token as a header", { timeout: 90_000 }, async () => {
    const script = resolve(import.meta.dirname, "../../../packages/api/examples/open-opportunities.ts");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, base, funder.origin], {
      env: { ...process.env, API_TOKEN: "a-long-enough-token" },
      timeout: 80_000,
    });
    expect(stdout).toContain(`[info] Crawl queued for ${funder.origin}`);
    expect(stdout).toMatch(/\[success\] All AI analyses completed/);
    expect(stdout).toContain(`OPEN Studio Grants (due 2099-03-03) ${funder.origin}/grants/studio-grants`);
    expect(stdout).not.toContain("Touring Fund");
  });
});
