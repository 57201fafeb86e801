import { afterEach, describe, expect, it } from "vitest";
import { type ServedSite, serveFixtureSite, trapSite } from "../fixtures/index.js";
import { pageText, runCrawl } from "../src/index.js";
import { plainSite, settings } from "./helpers.js";
import { MemoryStore } from "./memory-store.js";

let site: ServedSite | undefined;
afterEach(() => site?.close());

const gaps = (s: ServedSite) => s.requests.slice(1).map((r, i) => r.time - s.requests[i]!.time);

/**
 * Arrival times at the fixture server jitter when the machine is busy (one late arrival shortens
 * the next gap), so: the mean spacing holds the limit, and no single gap is far below it.
 */
function expectSpacing(values: number[], intervalMs: number) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  expect(mean).toBeGreaterThanOrEqual(intervalMs * 0.97);
  expect(Math.min(...values)).toBeGreaterThanOrEqual(intervalMs * 0.75);
}

describe("rate limit", () => {
  it("spaces every request to the site by 1000/rateLimit ms, even with 8 parallel workers", async () => {
    site = await serveFixtureSite(plainSite());
    const store = new MemoryStore();
    await runCrawl(`${site.origin}/`, settings({ rateLimit: 5, maxDepth: 2, concurrency: 8 }), store);
    expect(site.requests.length).toBeGreaterThanOrEqual(8);
    expectSpacing(gaps(site), 200);
  });

  it("slows down further for a robots.txt Crawl-delay", async () => {
    site = await serveFixtureSite({ ...plainSite(), "/robots.txt": { contentType: "text/plain", body: "User-agent: *\nCrawl-delay: 0.3\n" } });
    await runCrawl(`${site.origin}/`, settings({ maxDepth: 1 }), new MemoryStore());
    expect(site.requests.length).toBeGreaterThanOrEqual(5);
    expectSpacing(gaps(site).slice(1), 300);
  });
});

describe("robots.txt", () => {
  it("obeys the group for GrantScoutBot over the one for every agent", async () => {
    const robots = "User-agent: GrantScoutBot\nDisallow: /a2\n\nUser-agent: *\nDisallow: /a1\n";
    site = await serveFixtureSite({ ...plainSite(), "/robots.txt": { contentType: "text/plain", body: robots } });
    const store = new MemoryStore();
    await runCrawl(`${site.origin}/`, settings({ maxDepth: 1 }), store);
    expect(store.page("/a2")).toMatchObject({ note: "robots-disallowed" });
    expect(store.page("/a1")).toMatchObject({ note: null, statusCode: 200 });
  });
});

describe("429 Retry-After", () => {
  it("waits the requested time and retries the URL", async () => {
    site = await serveFixtureSite({ "/busy": trapSite()["/busy"]! });
    const store = new MemoryStore();
    await runCrawl(`${site.origin}/busy`, settings({ maxDepth: 1 }), store);
    const busy = site.requests.filter((r) => r.path === "/busy");
    expect(busy).toHaveLength(2);
    expect(busy[1]!.time - busy[0]!.time).toBeGreaterThanOrEqual(990);
    expect(store.page("/busy")).toMatchObject({ statusCode: 200, error: null });
    expect(pageText(store.page("/busy")!)).toContain("application portal opens on 1 June");
  });
});

describe("politeness across jobs", () => {
  it("two crawls of one site at once share its rate limit", async () => {
    site = await serveFixtureSite(plainSite());
    const crawl = () => runCrawl(`${site!.origin}/`, settings({ rateLimit: 5, maxDepth: 2, concurrency: 4 }), new MemoryStore());
    await Promise.all([crawl(), crawl()]);
    expect(site.requests.length).toBeGreaterThanOrEqual(16);
    expectSpacing(gaps(site), 200);
  });
});
