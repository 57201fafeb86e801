import { findJobById } from "@grantscout/db";
import { describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { readBeyondDepth } from "../src/spec/index.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, links: Array<[string, string]> = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${links.map(([href, text]) => `<a href="${href}">${text}</a>`).join(" ")}</body></html>`,
});

/** Three programmes two clicks from the home page; a depth-1 crawl sees their links but fetches none of them. */
const site = {
  "/": page("Lakeshore Foundation", [
    ["/programs", "Our programs"],
    ["/about", "About"],
  ]),
  "/about": page("About the foundation", [["/about/team", "Our team"]]),
  "/programs": page("Programs", [
    ["/programs/arts-grant", "Lakeshore Arts Grant"],
    ["/programs/youth-fund", "Youth Fund"],
    ["/programs/river-fellowship", "River Fellowship"],
    ["/programs/arts-grant", "Read more"],
    ["/what-we-do/environment", "Environment programme"],
    ["/grants/ceremony.jpg", "Grant ceremony photo"],
    ["/about", "About"],
  ]),
  "/programs/arts-grant": page("Lakeshore Arts Grant"),
  "/programs/youth-fund": page("Youth Fund"),
  "/programs/river-fellowship": page("River Fellowship"),
  "/what-we-do/environment": page("Environment"),
  "/about/team": page("Our team"),
};

const t = withServedSite(site);

describe("likely programme pages beyond the depth limit", () => {
  it("counts the links the crawl saw but did not fetch because of depth whose anchor and URL both name a programme", async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 1, rateLimit: 20, saveHtmlContent: true });
    await runCrawlJob(t.env.services, id);
    const beyond = readBeyondDepth(await t.caller().crawl.results({ jobId: id }));
    expect(beyond?.max_depth).toBe(1);
    // Not the score-1 environment page, the photo, or a second anchor of the same page; not /about (crawled).
    expect(beyond?.likely_programmes).toBe(3);
    expect(beyond?.examples.map((e) => new URL(e.url).pathname).sort()).toEqual(["/programs/arts-grant", "/programs/river-fellowship", "/programs/youth-fund"]);
    expect(beyond?.examples.find((e) => e.url.endsWith("/arts-grant"))).toMatchObject({
      text: "Lakeshore Arts Grant",
      found_on: `${t.fixture.origin}/programs`,
    });
  });

  it("re-crawls one level deeper with the same options, and the deeper crawl leaves none behind", async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 1, rateLimit: 20, respectRobotsTxt: false });
    await runCrawlJob(t.env.services, id);
    const deeper = await t.caller().crawl.deeper({ jobId: id });
    expect(deeper.id).not.toBe(id);
    const [before, after] = await Promise.all([findJobById(t.env.services.db, id), findJobById(t.env.services.db, deeper.id)]);
    expect(after?.url).toBe(before?.url);
    expect(after?.options).toEqual({ ...before?.options, maxDepth: 2 });
    await runCrawlJob(t.env.services, deeper.id);
    const beyond = readBeyondDepth(await t.caller().crawl.results({ jobId: deeper.id }));
    expect(beyond).toMatchObject({ max_depth: 2, likely_programmes: 0, examples: [] });
  });

  it("refuses to go deeper than the deepest depth", async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 10, rateLimit: 20 });
    await expect(t.caller().crawl.deeper({ jobId: id })).rejects.toThrow(/deepest depth, 10/);
  });
});
