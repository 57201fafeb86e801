import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { PageInput } from "@grantscout/ai";
import { type CorpusSite, corpusPagesDir, loadCorpus, sitePagesFile } from "./corpus.js";
import { crawlCorpusSite } from "./crawl-corpus-site.js";

export interface CrawledCorpusSite {
  site: CorpusSite;
  pages: PageInput[];
  crawlSeconds: number;
}

/**
 * Crawls are kept in .cache/corpus-crawls, keyed by the site's stored pages, so training and
 * evaluation runs after the first skip the crawl. `--recrawl` (or a changed crawler) refreshes them.
 */
const CACHE = resolve(import.meta.dirname, "../../../.cache/corpus-crawls");
const recrawl = process.argv.includes("--recrawl");

function cacheKey(site: CorpusSite): string {
  const stat = statSync(sitePagesFile(corpusPagesDir()!, site.name)!);
  return join(CACHE, `${site.name}-${stat.size}-${Math.round(stat.mtimeMs)}.json.gz`);
}

async function crawlCached(site: CorpusSite): Promise<CrawledCorpusSite> {
  const file = cacheKey(site);
  if (!recrawl && existsSync(file)) return { site, ...(JSON.parse(gunzipSync(readFileSync(file)).toString()) as Omit<CrawledCorpusSite, "site">) };
  const crawled = await crawlCorpusSite(site);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(file, gzipSync(JSON.stringify(crawled)));
  return { site, ...crawled };
}

/** Every corpus site crawled by the product's crawler, a few at a time. */
export async function crawlCorpus(only?: string[]): Promise<CrawledCorpusSite[]> {
  const sites = loadCorpus(only);
  const out: CrawledCorpusSite[] = [];
  for (let i = 0; i < sites.length; i += 4) out.push(...(await Promise.all(sites.slice(i, i + 4).map(crawlCached))));
  return out;
}

/** The number of folds `pnpm bench:quality` splits the corpus into unless told otherwise. */
export const BENCH_FOLDS = 5;

/** The sites in an order of their own for each seed (mulberry32 keys, sorted): another fold split. */
export function shuffledSites<T>(sites: T[], seed: number): T[] {
  const key = (i: number) => {
    let t = (Math.imul(seed, 0x9e3779b1) + Math.imul(i + 1, 0x6d2b79f5)) >>> 0;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return sites
    .map((s, i) => ({ s, k: key(i) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.s);
}

/** The sites split into k folds for leave-sites-out cross-validation: fold i holds every k-th site from the i-th. */
export function siteFolds<T>(sites: T[], k: number): T[][] {
  return Array.from({ length: k }, (_, i) => sites.filter((_, j) => j % k === i));
}
