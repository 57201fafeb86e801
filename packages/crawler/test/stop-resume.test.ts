import { afterEach, describe, expect, it } from "vitest";
import { type ServedSite, serveFixtureSite } from "../fixtures/index.js";
import { DRAIN_MS } from "../src/constants.js";
import { runCrawl } from "../src/index.js";
import { pageRequests, plainSite, settings } from "./helpers.js";
import { MemoryStore } from "./memory-store.js";

let site: ServedSite | undefined;
afterEach(() => site?.close());

describe("stop", () => {
  it("ends within 2 s of a stop request, aborting in-flight requests, keeping saved pages", async () => {
    site = await serveFixtureSite({
      ...plainSite(),
      "/robots.txt": { status: 404 },
      "/sitemap.xml": { status: 404 },
      "/a1": { hang: true },
      "/a2": { hang: true },
      "/a3": { hang: true },
    });
    const store = new MemoryStore();
    const crawl = runCrawl(`${site.origin}/`, settings({ requestTimeoutMs: 60_000 }), store);
    await new Promise((r) => setTimeout(r, 800));
    store.stop = true;
    const asked = performance.now();
    expect(await crawl).toBe("stopped");
    expect(performance.now() - asked).toBeLessThan(2_000);
    expect(store.paths()).toEqual(["/"]);
    expect((await store.pending()).map((e) => new URL(e.url).pathname).sort()).toEqual(["/a1", "/a2", "/a3"]);
  });

  it("on a worker shutdown (the AbortSignal), gives hanging pages DRAIN_MS and then stops", async () => {
    site = await serveFixtureSite({ "*": { hang: true } });
    const controller = new AbortController();
    const crawl = runCrawl(`${site.origin}/`, settings({ requestTimeoutMs: 60_000 }), new MemoryStore(), controller.signal);
    setTimeout(() => controller.abort(), 300);
    const started = performance.now();
    expect(await crawl).toBe("stopped");
    expect(performance.now() - started).toBeLessThan(DRAIN_MS + 2_300);
  });
});

describe("resume", () => {
  it("continues from the store after a worker shutdown: pages in flight are saved, nothing fetched twice, nothing lost", async () => {
    site = await serveFixtureSite(plainSite());
    const store = new MemoryStore();
    const controller = new AbortController();
    store.onSave = () => store.pages.size === 4 && controller.abort();
    const first = await runCrawl(`${site.origin}/`, settings({ rateLimit: 10 }), store, controller.signal);
    expect(first).toBe("stopped");
    expect(store.pages.size).toBeGreaterThanOrEqual(4);
    expect(store.pages.size).toBeLessThan(10);
    store.onSave = () => {};
    const second = await runCrawl(`${site.origin}/`, settings({ rateLimit: 10 }), store);
    expect(second).toBe("completed");
    expect(store.paths().sort()).toEqual(["/", "/a1", "/a2", "/a3", "/b1", "/b2", "/b3", "/c1", "/c2", "/c3"]);
    const requested = pageRequests(site);
    expect(requested).toHaveLength(new Set(requested).size);
  });

  it("keeps the page cap exact across a resume", async () => {
    site = await serveFixtureSite(plainSite());
    const store = new MemoryStore();
    const controller = new AbortController();
    store.onSave = () => store.pages.size === 2 && controller.abort();
    await runCrawl(`${site.origin}/`, settings({ rateLimit: 10, maxPages: 6 }), store, controller.signal);
    store.onSave = () => {};
    await runCrawl(`${site.origin}/`, settings({ rateLimit: 10, maxPages: 6 }), store);
    expect(store.pages.size).toBe(6);
    expect(await runCrawl(`${site.origin}/`, settings({ maxPages: 6 }), store)).toBe("completed");
    expect(store.pages.size).toBe(6);
  });
});
