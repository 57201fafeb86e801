import type { GrantRecord, PageInput } from "../record.js";
import type { AnalysisProvider } from "../providers/types.js";
import { findBoilerplate, structureWithoutBoilerplate, withoutBoilerplate } from "./boilerplate.js";
import { detectOpportunities } from "./opportunity-detection.js";
import { pageFeatures, type PageFeatures } from "./page-features.js";
import { pageStructure } from "./page-structure.js";
import { clusterRelatedDocuments } from "./related-documents.js";
import { RELEVANCE_THRESHOLD, relevanceScore } from "./relevance.js";
import { semanticScores } from "./semantic-scores.js";
import { buildSiteContext } from "./site-context.js";
import { canonicalUrl } from "./url.js";

export interface SiteAnalysis {
  /** Grant relevance 0–1 of every page, keyed by the page's URL as given. */
  relevance: Record<string, number>;
  opportunities: GrantRecord[];
  tokens: { prompt: number; completion: number };
}

export interface AnalyseSiteOptions {
  provider: AnalysisProvider;
  /** true: only detected opportunities at/above RELEVANCE_THRESHOLD; false: every page at/above it. */
  onlyGrantOpportunities: boolean;
  today: Date;
  onStage?: (type: "info" | "success" | "error", message: string) => void | Promise<void>;
  signal?: AbortSignal;
}

function checkAbort(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException("Analysis aborted", "AbortError");
}

/**
 * The analysis of one crawled site: relevance of every page, opportunity detection, extraction
 * by the provider, semantic scores and related documents. Stage messages are the phrases the
 * UI waits for.
 */
export async function analyseSite(pages: PageInput[], opts: AnalyseSiteOptions): Promise<SiteAnalysis> {
  const before = opts.provider.usage();
  const stage = async (type: "info" | "success" | "error", message: string) => opts.onStage?.(type, message);
  const crawled = [...new Map(pages.filter((p) => p.text.trim() && (p.statusCode ?? 200) < 400).map((p) => [canonicalUrl(p.url), p])).values()];
  const rawStructures = new Map(crawled.map((p) => [canonicalUrl(p.url), pageStructure(p)]));
  // Menus, sidebars and footers repeated across the site are not any page's own content.
  const boilerplate = findBoilerplate(crawled, rawStructures);
  const usable = crawled.map((p) => withoutBoilerplate(p, boilerplate));
  const structures = new Map([...rawStructures].map(([k, s]) => [k, structureWithoutBoilerplate(s, boilerplate)]));
  const site = buildSiteContext(usable, opts.today, structures);
  const features: PageFeatures[] = usable.map((p) => pageFeatures(p, site, structures.get(canonicalUrl(p.url))));
  const relevance: Record<string, number> = {};
  const score = new Map<string, number>();
  for (const f of features) {
    const r = relevanceScore(f, site.inboundAnchors[f.key] ?? []);
    relevance[f.page.url] = r;
    score.set(f.key, r);
  }
  await stage("info", `Scored ${features.length} pages for grant relevance`);
  checkAbort(opts.signal);

  const detections = detectOpportunities(features);
  const chosen = features.filter((f) => (score.get(f.key) ?? 0) >= RELEVANCE_THRESHOLD && (!opts.onlyGrantOpportunities || detections.get(f.key)?.isOpportunity));
  await stage("info", `Found ${chosen.length} ${opts.onlyGrantOpportunities ? "opportunities" : "grant-relevant pages"}`);

  await stage("info", "Waiting for pending AI analyses");
  const extracted = await Promise.all(chosen.map(async (f) => ({ f, record: await opts.provider.extract(f.page, site) })));
  checkAbort(opts.signal);
  for (const fallback of opts.provider.fallbacks?.() ?? []) await stage("error", `AI answer unusable for ${fallback.url}; used the local rules (${fallback.reason})`);
  const kept = extracted.filter((x): x is { f: PageFeatures; record: GrantRecord } => x.record !== null);

  const semantic = semanticScores(features.map((f) => ({ key: f.key, text: `${f.title}\n${f.page.text}`, relevance: score.get(f.key) ?? 0 })));
  await stage("info", "Analyzing document relationships");
  const opportunityPages = kept.map((x) => x.f.page);
  const opportunities = kept.map(({ f, record }) => ({
    ...record,
    relevance_score: score.get(f.key) ?? record.relevance_score,
    ...semantic.get(f.key),
    relatedDocuments: clusterRelatedDocuments(f.page, usable, opportunityPages, boilerplate.links),
  }));
  await stage("success", "Completed related document analysis");
  checkAbort(opts.signal);

  const usage = opts.provider.usage();
  await stage("success", "All AI analyses completed");
  return { relevance, opportunities, tokens: { prompt: usage.promptTokens - before.promptTokens, completion: usage.completionTokens - before.completionTokens } };
}
