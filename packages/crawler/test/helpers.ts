import type { FixtureSite, ServedSite } from "../fixtures/index.js";
import type { CrawlSettings } from "../src/index.js";

export const settings = (overrides: Partial<CrawlSettings> = {}): CrawlSettings => ({
  maxDepth: 3,
  rateLimit: 0,
  respectRobotsTxt: true,
  saveHtmlContent: false,
  maxPages: 100,
  allowPrivateNetworks: true,
  ...overrides,
});

/**
 * A plain site with a known link graph and no robots.txt or sitemap:
 * / -> a1 a2 a3; a1 -> b1 b2; a2 -> b3; a3 -> a1; bN -> cN; cN -> /.
 */
export function plainSite(delayMs = 0): FixtureSite {
  const links: Record<string, string[]> = {
    "/": ["/a1", "/a2", "/a3"],
    "/a1": ["/b1", "/b2"],
    "/a2": ["/b3"],
    "/a3": ["/a1"],
    "/b1": ["/c1"],
    "/b2": ["/c2"],
    "/b3": ["/c3"],
    "/c1": ["/"],
    "/c2": ["/"],
    "/c3": ["/"],
  };
  return Object.fromEntries(
    Object.entries(links).map(([path, targets]) => [
      path,
      {
        delayMs,
        body: `<html><head><title>Page ${path}</title></head><body><h1>Grants page ${path}</h1>
<p>Information about funding programmes for local charities and community groups.</p>
${targets.map((t) => `<a href="${t}">Go to ${t}</a>`).join(" ")}</body></html>`,
      },
    ]),
  );
}

/** Paths the server saw, without robots.txt and sitemap.xml. */
export const pageRequests = (site: ServedSite): string[] => site.requests.map((r) => r.path).filter((p) => p !== "/robots.txt" && p !== "/sitemap.xml");
