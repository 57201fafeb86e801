import { type LabelledSite, loadFixtureSites } from "../fixtures/index.js";
import { analyseSite, createLocalProvider, type PageInput } from "../src/index.js";
import { type Counts, type QualityScores, scoreSite, summarise } from "../src/quality/score.js";

export interface SiteResult {
  site: string;
  pages: number;
  seconds: number;
  counts: Counts;
}

export interface Evaluation {
  sites: SiteResult[];
  overall: QualityScores;
  secondsPer100Pages: number;
}

/**
 * Runs the local analyser over every labelled fixture site and scores it. Where the pages come
 * from is pluggable: the fixture sources directly, or a real crawl of the served fixtures.
 */
export async function evaluateSites(loadPages: (site: LabelledSite) => Promise<PageInput[]>, sites?: LabelledSite[]): Promise<Evaluation> {
  const results: SiteResult[] = [];
  for (const site of sites ?? (await loadFixtureSites())) {
    const pages = await loadPages(site);
    const started = performance.now();
    const analysis = await analyseSite(pages, { provider: createLocalProvider(), onlyGrantOpportunities: true, today: site.today });
    const seconds = (performance.now() - started) / 1000;
    results.push({ site: site.name, pages: pages.length, seconds, counts: scoreSite(site.labels, analysis.opportunities) });
  }
  const pages = results.reduce((a, r) => a + r.pages, 0);
  const seconds = results.reduce((a, r) => a + r.seconds, 0);
  return { sites: results, overall: summarise(results.map((r) => r.counts)), secondsPer100Pages: pages ? (seconds / pages) * 100 : 0 };
}
