import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedSite, serveFixtureSite, trapSite } from "../fixtures/index.js";
import { type CrawlOutcome, pageText, runCrawl } from "../src/index.js";
import { pageRequests, settings } from "./helpers.js";
import { MemoryStore } from "./memory-store.js";

const hasChromium = (await import("node:fs")).existsSync("/usr/bin/chromium");

describe("a site full of traps", () => {
  let site: ServedSite;
  let store: MemoryStore;
  let outcome: CrawlOutcome;
  let elapsed: number;

  beforeAll(async () => {
    site = await serveFixtureSite(trapSite());
    store = new MemoryStore();
    const started = performance.now();
    outcome = await runCrawl(`${site.origin}/`, settings({ maxDepth: 10, maxPages: 200, requestTimeoutMs: 1500, renderJavaScript: false }), store);
    elapsed = performance.now() - started;
  });
  afterAll(() => site.close());

  it("completes in bounded time", () => {
    expect(outcome).toBe("completed");
    expect(elapsed).toBeLessThan(15_000);
  });

  it("reports a redirect loop instead of following it", () => {
    expect(store.page("/loop-a")).toMatchObject({ note: "redirect-loop" });
    expect(pageRequests(site).filter((p) => p.startsWith("/loop")).length).toBeLessThanOrEqual(3);
  });

  it("bounds the infinite calendar", () => {
    const months = pageRequests(site).filter((p) => p.startsWith("/events"));
    expect(months.length).toBeLessThanOrEqual(10);
    expect(store.logs.some((l) => l.type === "info" && /\/events.*crawler trap/.test(l.message))).toBe(true);
  });

  it("times out slow and hanging pages and still finishes", () => {
    expect(store.page("/slow")).toMatchObject({ note: "timeout", text: null });
    expect(store.page("/hang")).toMatchObject({ note: "timeout" });
    // Headers and half a body, then silence: a cut-off page is a timeout, never a 200 with half its text.
    expect(store.page("/stalled")).toMatchObject({ note: "timeout", text: null });
    expect(store.logs.some((l) => l.type === "error" && l.message.includes("/stalled: Timed out"))).toBe(true);
    expect(store.logs.some((l) => l.type === "error" && l.message.includes("/hang: Timed out"))).toBe(true);
  });

  it("refuses a body over the HTML size cap", () => {
    expect(store.page("/huge")).toMatchObject({ note: "too-large", text: null });
  });

  it("records broken links with their status", () => {
    expect(store.page("/missing")).toMatchObject({ statusCode: 404, error: "HTTP 404 Not Found" });
    expect(store.page("/error-500")).toMatchObject({ statusCode: 500 });
  });

  it("records an old address as a redirect and keeps the page it leads to once", () => {
    expect(store.page("/old-grants")).toMatchObject({ statusCode: 301, note: "redirect", text: null });
    const grants = [...store.pages.values()].filter((p) => p.title === "Our grants | Northfield Community Foundation");
    expect(grants.map((p) => new URL(p.url).pathname)).toEqual(["/grants"]);
  });

  it("extracts the text of the PDF call for proposals and the DOCX guidelines", () => {
    const pdf = store.page("/docs/call-for-proposals-2025.pdf");
    expect(pdf).toMatchObject({ kind: "document", title: "Call for Proposals 2025", statusCode: 200, depth: 1 });
    expect(pdf?.text).toContain("Deadline for proposals: 12 December 2025 at 5pm.");
    const docx = store.page("/docs/guidelines.docx");
    expect(docx).toMatchObject({ kind: "document", title: "Applicant Guidelines" });
    expect(docx?.text).toContain("We do not fund individuals, political activity");
  });

  it("marks a legacy .doc it cannot read without failing the job", () => {
    expect(store.page("/docs/old-form.doc")).toMatchObject({ kind: "document", note: "unparseable-document", statusCode: 200 });
  });

  it("flags the JavaScript-only page when rendering is off", () => {
    expect(store.page("/youth-climate")).toMatchObject({ note: "needs-javascript", statusCode: 200 });
  });
});

describe.skipIf(!hasChromium)("JavaScript shells with Chromium", () => {
  it("renders the page and reads the text its script draws", async () => {
    const site = await serveFixtureSite(trapSite());
    try {
      const store = new MemoryStore();
      await runCrawl(`${site.origin}/youth-climate`, settings({ maxDepth: 1, maxPages: 1 }), store);
      const page = store.page("/youth-climate");
      expect(page?.note).toBe("rendered-with-javascript");
      expect(pageText(page!)).toContain("Grants of up to £5,000 for climate projects led by young people");
      expect(pageRequests(site).filter((p) => p === "/youth-climate")).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});
