import type { PageInput } from "@grantscout/ai";
import { evaluateSites } from "@grantscout/ai/bench";
import { runCrawl } from "@grantscout/crawler";
import { serveFixtureSite } from "@grantscout/crawler/fixtures";
import { createMemoryStore } from "./memory-store.js";

/**
 * The quality benchmark through the product's own crawler: each labelled fixture site is served on
 * 127.0.0.1, crawled, and the crawled pages (HTML and extracted PDF/DOCX text) go to the analyser.
 */
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
let crawlSeconds = 0;

async function crawlSite(pages: Parameters<typeof serveFixtureSite>[0]): Promise<PageInput[]> {
  const served = await serveFixtureSite(pages);
  const { store, pages: fetched } = createMemoryStore();
  const started = performance.now();
  try {
    await runCrawl(served.origin, { maxDepth: 10, rateLimit: 0, respectRobotsTxt: true, saveHtmlContent: false, maxPages: 500, allowPrivateNetworks: true }, store);
  } finally {
    crawlSeconds += (performance.now() - started) / 1000;
    await served.close();
  }
  return fetched
    .filter((p) => p.statusCode !== null && p.statusCode < 400 && p.text)
    .map((p) => ({ url: p.url, title: p.title, text: p.text ?? "", html: p.html, links: p.links, kind: p.kind, depth: p.depth, statusCode: p.statusCode, contentType: p.contentType }));
}

const evaluation = await evaluateSites((site) => crawlSite(site.pages));
for (const s of evaluation.sites) console.log(`${s.site}: ${s.pages} pages crawled and analysed in ${s.seconds.toFixed(2)} s`);
const o = evaluation.overall;
const pages = evaluation.sites.reduce((a, s) => a + s.pages, 0);
console.log(`
Quality through the crawler (local provider, ${evaluation.sites.length} labelled fixture sites)
  Opportunity detection  P ${pct(o.detection.precision)}  R ${pct(o.detection.recall)}  F1 ${pct(o.detection.f1)}
  Status accuracy        ${pct(o.statusAccuracy)}
  Due date exact match   ${pct(o.dueDateExactMatch)}
  Amount (min/max) match ${pct(o.amountMatch)}
  Related documents      P ${pct(o.related.precision)}  R ${pct(o.related.recall)}  F1 ${pct(o.related.f1)}
  Analysis speed         ${evaluation.secondsPer100Pages.toFixed(2)} s per 100 pages
  Crawl + analysis       ${(((crawlSeconds + evaluation.sites.reduce((a, s) => a + s.seconds, 0)) / pages) * 100).toFixed(2)} s per 100 pages`);
