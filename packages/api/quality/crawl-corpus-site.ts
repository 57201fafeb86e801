import { grantLinkPriority, type PageInput } from "@grantscout/ai";
import { pageText, runCrawl } from "@grantscout/crawler";
import { createMemoryStore } from "../bench/memory-store.js";
import type { CorpusSite } from "./corpus.js";
import { serveCorpusSite } from "./serve-corpus-site.js";

export interface CrawledSite {
  /** The served origin, replaced in URLs by "http://corpus.test" so results do not depend on the port. */
  pages: PageInput[];
  crawlSeconds: number;
}

export const CORPUS_ORIGIN = "http://corpus.test";

/** Crawls a corpus site with the product's crawler, as a user would: from its start path, to its labelled depth. */
export async function crawlCorpusSite(site: CorpusSite): Promise<CrawledSite> {
  const served = await serveCorpusSite(site);
  const { store, pages } = createMemoryStore();
  const started = performance.now();
  try {
    const start = new URL(site.labels.start_path, served.origin).href;
    await runCrawl(
      start,
      {
        maxDepth: site.labels.max_depth,
        rateLimit: 0,
        respectRobotsTxt: true,
        saveHtmlContent: false,
        maxPages: 500,
        allowPrivateNetworks: true,
        linkPriority: grantLinkPriority,
      },
      store,
    );
  } finally {
    await served.close();
  }
  const crawlSeconds = (performance.now() - started) / 1000;
  const local = (s: string) => s.replaceAll(served.origin, CORPUS_ORIGIN);
  return {
    crawlSeconds,
    pages: pages
      .map((p) => ({ ...p, text: pageText(p) }))
      .filter((p) => p.statusCode !== null && p.statusCode < 400 && p.text && !p.redirect)
      .map((p) => ({
        url: local(p.url),
        title: p.title,
        text: p.text ?? "",
        html: p.html === null ? null : local(p.html),
        links: p.links.map((l) => ({ url: local(l.url), text: l.text })),
        kind: p.kind,
        depth: p.depth,
        statusCode: p.statusCode,
        contentType: p.contentType,
      })),
  };
}
