import { describe, expect, it } from "vitest";
import { fixturePageInputs, loadFixtureSites } from "../fixtures/index.js";
import { canonicalUrl } from "../src/features/url.js";
import { analyseSite, clusterRelatedDocuments, createLocalProvider } from "../src/index.js";

describe("the related-document rules asked about a site's opportunities in turn", () => {
  it("score the pages a caller asks about exactly as when they score every page", async () => {
    for (const site of await loadFixtureSites()) {
      const pages = fixturePageInputs(site);
      const found = await analyseSite(pages, { provider: createLocalProvider(), onlyGrantOpportunities: true, today: site.today });
      const byUrl = new Map(pages.map((p) => [p.url, p]));
      const opportunities = found.opportunities.map((o) => byUrl.get(o.url)!);
      for (const [i, o] of opportunities.entries()) {
        const all = clusterRelatedDocuments(o, pages, opportunities);
        // Every other page, a different half for each opportunity.
        const only = pages.filter((_, j) => (i + j) % 2 === 0).map((p) => canonicalUrl(p.url));
        const asked = new Set(only);
        const some = clusterRelatedDocuments(o, pages, opportunities, { only });
        expect(some, `${site.name}: ${o.url}`).toEqual(all.filter((d) => asked.has(canonicalUrl(d.url))));
      }
      expect(opportunities.length, site.name).toBeGreaterThan(0);
    }
  });
});
