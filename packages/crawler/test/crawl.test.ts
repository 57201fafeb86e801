import childProcess from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { html } from "../fixtures/html.js";
import { type FixtureSite, type ServedSite, serveFixtureSite, trapSite } from "../fixtures/index.js";
import { pageText, runCrawl, USER_AGENT } from "../src/index.js";
import { pageRequests, plainSite, settings } from "./helpers.js";
import { MemoryStore } from "./memory-store.js";

let site: ServedSite | undefined;
afterEach(() => site?.close());

async function crawl(fixture = plainSite(), overrides = {}) {
  site = await serveFixtureSite(fixture);
  const store = new MemoryStore();
  const outcome = await runCrawl(`${site.origin}/`, settings(overrides), store);
  return { store, outcome, site };
}

describe("depth", () => {
  it("maxDepth 1 fetches the start page and its direct links only", async () => {
    const { store, outcome } = await crawl(plainSite(), { maxDepth: 1 });
    expect(outcome).toBe("completed");
    expect(store.paths().sort()).toEqual(["/", "/a1", "/a2", "/a3"]);
    expect(store.page("/")?.depth).toBe(0);
    expect(store.page("/a2")?.depth).toBe(1);
  });

  it("maxDepth 2 adds the links of those pages, at depth 2", async () => {
    const { store, site } = await crawl(plainSite(), { maxDepth: 2 });
    expect(store.paths().sort()).toEqual(["/", "/a1", "/a2", "/a3", "/b1", "/b2", "/b3"]);
    expect(store.page("/b3")?.depth).toBe(2);
    expect(pageRequests(site).filter((p) => p.startsWith("/c"))).toEqual([]);
    expect(store.page("/a1")?.links).toEqual([
      { url: `${site.origin}/b1`, text: "Go to /b1" },
      { url: `${site.origin}/b2`, text: "Go to /b2" },
    ]);
  });
});

describe("the crawler's own overhead", () => {
  // crawlee's autoscaling snapshots spawn `ps` (blocking the server's event loop for tens of ms),
  // and one of them used to hold up the first request; at fixed concurrency they are switched off.
  it("starts no child process while crawling", async () => {
    const spawn = vi.spyOn(childProcess, "spawn");
    try {
      const { outcome } = await crawl(plainSite(), { maxDepth: 2 });
      expect(outcome).toBe("completed");
      expect(spawn).not.toHaveBeenCalled();
    } finally {
      spawn.mockRestore();
    }
  });
});

describe("page cap", () => {
  it("never saves more than maxPages nor requests pages beyond it", async () => {
    const { store, site, outcome } = await crawl(plainSite(), { maxPages: 5, concurrency: 8 });
    expect(outcome).toBe("completed");
    expect(store.pages.size).toBe(5);
    expect(pageRequests(site)).toHaveLength(5);
  });
});

describe("link priority", () => {
  // The home page links to eight plain pages before the fellowship; the cap leaves room for three.
  const page = (body: string) => ({ contentType: "text/html", body: `<title>Page</title>${body}` });
  const crowded = (): FixtureSite => ({
    "/": page([...Array.from({ length: 8 }, (_, i) => `<a href="/page-${i}">Page ${i}</a>`), `<a href="/fellowship">Fellowship</a>`].join(" ")),
    ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`/page-${i}`, page("<p>Plain.</p>")])),
    "/fellowship": page(`<p>Apply.</p><a href="/fellowship/faq">FAQ</a>`),
    "/fellowship/faq": page("<p>Answers.</p>"),
  });
  const priority = ({ url }: { url: string }) => (url.includes("fellowship") ? 2 : 0);

  it("fetches the likeliest links first, so the page cap keeps them", async () => {
    const { store } = await crawl(crowded(), { maxPages: 3, concurrency: 1, linkPriority: priority });
    expect(store.paths().sort()).toEqual(["/", "/fellowship", "/fellowship/faq"]);
  });

  it("fetches a likely link as if it were a level shallower per point of priority", async () => {
    const { store } = await crawl(crowded(), { maxPages: 5, concurrency: 1, linkPriority: (l: { url: string }) => (l.url.includes("fellowship") ? 1 : 0) });
    // The FAQ (depth 2, priority 1) goes with the plain links of depth 1, ahead of them.
    expect(store.paths().sort()).toEqual(["/", "/fellowship", "/fellowship/faq", "/page-0", "/page-1"]);
  });

  it("without a priority, links go in the order the pages gave them", async () => {
    const { store } = await crawl(crowded(), { maxPages: 3, concurrency: 1 });
    expect(store.paths().sort()).toEqual(["/", "/page-0", "/page-1"]);
  });
});

describe("redirects", () => {
  const page = (title: string, body: string) => ({ contentType: "text/html", body: `<title>${title}</title><h1>${title}</h1>${body}` });
  const site = (): FixtureSite => ({
    "/": html("Home", `<a href="/old-fund">Our fund</a> <a href="/guide">Guide</a>`),
    "/old-fund": { status: 301, headers: { location: "/fund" } },
    "/fund": html("Community Fund", `<p>Grants for local groups.</p><a href="/fund/apply">How to apply</a>`),
    "/fund/apply": html("How to apply", "<p>Apply online.</p>"),
    "/guide": { status: 301, headers: { location: "/guide/" } },
    "/guide/": html("Guide", "<p>Read this first.</p>"),
  });

  it("keeps a redirect as a redirect and the page it leads to once, at the same depth", async () => {
    const { store, site: served } = await crawl(site(), { maxDepth: 2 });
    expect(store.page("/old-fund")).toMatchObject({ statusCode: 301, note: "redirect", text: null, depth: 1 });
    expect(store.page("/fund")).toMatchObject({ title: "Community Fund | Northfield Community Foundation", statusCode: 200, depth: 1 });
    expect(store.page("/fund/apply")).toMatchObject({ depth: 2 });
    expect(pageRequests(served).filter((p) => p === "/fund")).toHaveLength(1);
    expect(store.logs).toContainEqual({ type: "info", message: expect.stringMatching(/old-fund redirects to .*\/fund \(301\)/) });
  });

  it("requests pages as the site spells them, so a CMS that adds trailing slashes costs no redirects", async () => {
    const cms: FixtureSite = {
      "/": page("Home", `<a href="/grants/">Grants</a> <a href="/members/">Members</a>`),
      "/grants": { status: 301, headers: { location: "/grants/" } },
      "/grants/": page("Grants", `<a href="arts/">Arts</a>`),
      "/grants/arts": { status: 301, headers: { location: "/grants/arts/" } },
      "/grants/arts/": page("Arts", "<p>Arts grants.</p>"),
      "/robots.txt": { contentType: "text/plain", body: "User-agent: *\nDisallow: /members/\n" },
    };
    const { store, site: served } = await crawl(cms, { maxDepth: 3 });
    expect(pageRequests(served).sort()).toEqual(["/", "/grants/", "/grants/arts/"]);
    expect(store.page("/grants/arts")).toMatchObject({ title: "Arts", depth: 2, note: null });
    expect(store.page("/members")).toMatchObject({ note: "robots-disallowed" });
  });

  it("follows a site that moved: the host its start page redirects to is crawled, across a resume too", async () => {
    const moved = await serveFixtureSite({
      "/": page("New home", `<a href="/grants">Grants</a> <a href="/about">About</a>`),
      "/grants": page("Grants", `<a href="/grants/arts">Arts</a>`),
      "/about": page("About", `<a href="/about/team">Team</a>`),
      "/about/team": page("Team", "<p>Our grants team.</p>"),
      "/grants/arts": page("Arts", "<p>Arts grants.</p>"),
    });
    let old: ServedSite | undefined;
    try {
      old = await serveFixtureSite({ "/": { status: 301, headers: { location: `${moved.origin}/` } } });
      const store = new MemoryStore();
      const controller = new AbortController();
      store.onSave = () => store.pages.size === 3 && controller.abort();
      expect(await runCrawl(`${old.origin}/`, settings({ maxDepth: 3, concurrency: 1 }), store, controller.signal)).toBe("stopped");
      store.onSave = () => {};
      expect(await runCrawl(`${old.origin}/`, settings({ maxDepth: 3 }), store)).toBe("completed");
      expect([...store.pages.keys()].sort()).toEqual(
        [
          `${moved.origin}/`,
          `${moved.origin}/about`,
          `${moved.origin}/about/team`,
          `${moved.origin}/grants`,
          `${moved.origin}/grants/arts`,
          `${old.origin}/`,
        ].sort(),
      );
      expect(store.pages.get(`${old.origin}/`)).toMatchObject({ note: "redirect", statusCode: 301 });
      expect(store.logs.some((l) => l.message === `The site has moved to ${new URL(moved.origin).host}; crawling it there`)).toBe(true);
    } finally {
      await Promise.all([moved.close(), old?.close()]);
    }
  });

  it("keeps the cookies a site sets, so a cookie-check redirect is not a loop", async () => {
    const gate = ({ cookie }: { cookie: string }) =>
      cookie.includes("visited=1")
        ? page("Grants", "<p>Applications are open.</p>")
        : { status: 302, headers: { location: "/grants", "set-cookie": "visited=1; Path=/" } };
    const { store } = await crawl({ "/": page("Home", `<a href="/grants">Grants</a>`), "/grants": gate }, { maxDepth: 1 });
    expect(store.page("/grants")).toMatchObject({ title: "Grants", statusCode: 200, note: null });
  });

  it("tries the start page over plain HTTP when the server does not speak HTTPS", async () => {
    const plain = await serveFixtureSite({ "/": page("Home", `<a href="/grants">Grants</a>`), "/grants": page("Grants", "<p>Open.</p>") });
    try {
      const store = new MemoryStore();
      const httpsStart = plain.origin.replace(/^http:/, "https:");
      await runCrawl(`${httpsStart}/`, settings({ maxDepth: 1 }), store);
      expect(store.pages.get(`${httpsStart}/`)).toMatchObject({ note: "fetch-error", statusCode: null });
      expect(store.pages.get(`${plain.origin}/grants`)).toMatchObject({ title: "Grants", statusCode: 200 });
      expect(store.logs.some((l) => l.message.includes("cannot be reached over HTTPS"))).toBe(true);
    } finally {
      await plain.close();
    }
  });

  it("treats a redirect that only adds a trailing slash as the same page", async () => {
    const { store } = await crawl(site(), { maxDepth: 1 });
    expect(store.page("/guide")).toMatchObject({ title: "Guide | Northfield Community Foundation", note: null, statusCode: 200 });
    expect(store.paths()).not.toContain("/guide/");
  });
});

describe("a funder site", () => {
  let shared: Awaited<ReturnType<typeof crawl>>;
  beforeAll(async () => {
    shared = await crawl(trapSite(), { maxDepth: 2, requestTimeoutMs: 1500 });
    site = undefined; // closed in afterAll, not after each test
  });
  afterAll(() => shared.site.close());

  it("fetches each page once whatever the link spelling, with our User-Agent, and writes no crawlee storage", () => {
    const { store, site } = shared;
    expect(pageRequests(site).filter((p) => p.startsWith("/grants/arts"))).toEqual(["/grants/arts"]);
    expect(site.requests.every((r) => r.userAgent === USER_AGENT)).toBe(true);
    expect(store.logs.some((l) => l.type === "success" && l.message === `Fetched ${site.origin}/grants/arts (200)`)).toBe(true);
    expect(store.progressed).toContain(`${site.origin}/grants/arts`);
    expect(existsSync("storage")).toBe(false);
    expect(existsSync("packages/crawler/storage")).toBe(false);
  });

  it("reads the sitemap: a page linked from nowhere else is crawled at depth 1", () => {
    expect(shared.store.page("/grants/small-grants")?.depth).toBe(1);
    expect(pageText(shared.store.page("/grants/small-grants")!)).toContain("Grants of up to £500");
  });

  it("skips robots.txt-disallowed pages and records them", () => {
    expect(pageRequests(shared.site)).not.toContain("/private/board-minutes");
    expect(shared.store.page("/private/board-minutes")).toMatchObject({ note: "robots-disallowed", statusCode: null });
  });

  it("never requests images or archives, nor leaves the site", () => {
    const requested = pageRequests(shared.site);
    expect(requested).not.toContain("/images/logo.png");
    expect(requested).not.toContain("/downloads/application-pack.zip");
    expect(shared.store.page("/")?.links.map((l) => l.url)).not.toContain("https://elsewhere.example.com/");
  });
});

describe("robots.txt not respected", () => {
  it("fetches disallowed pages", async () => {
    const { store, site } = await crawl(trapSite(), { maxDepth: 1, respectRobotsTxt: false, requestTimeoutMs: 500 });
    expect(pageRequests(site)).toContain("/private/board-minutes");
    expect(store.page("/private/board-minutes")?.statusCode).toBe(200);
  });
});
