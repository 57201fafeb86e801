import type { PageFeatures } from "../features/page-features.js";
import { isCallDocument } from "../features/page-signals.js";
import type { PreparedSite } from "../features/prepared-site.js";
import { relatedDocuments } from "../features/related-documents.js";
import { RELEVANCE_THRESHOLD } from "../features/relevance.js";
import { semanticScores } from "../features/semantic-scores.js";
import { attachRelatedPages, opportunityProbabilities } from "../model/apply.js";
import { type AnalyserModels, requireCommittedModels } from "../model/models.js";
import type { AnalysisProvider } from "../providers/types.js";
import type { GrantRecord, PageInput } from "../record.js";
import { STAGE_MESSAGES } from "../stages.js";
import { prepareSite } from "./prepare-site.js";
import { withoutProgrammeIndexes } from "./programme-index.js";

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
  /** Models to use instead of the committed ones (cross-validation scores each fold with its own). */
  models?: AnalyserModels;
  /**
   * What the user said of pages of this site, by canonical URL (canonicalUrl): true "This is an
   * opportunity", false "Not an opportunity". A marked page is listed (or not) whatever the model says.
   */
  marks?: ReadonlyMap<string, boolean>;
}

function checkAbort(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException("Analysis aborted", "AbortError");
}

/** Pages the OpenAI-compatible provider is asked about at most, the local model's highest ranked first. */
const MAX_MODEL_PAGES = 60;

/**
 * The pages that become records, and those of them that own related documents. The local
 * provider takes the page model's opportunities; a language model is asked about the pages the
 * local model ranks highest, down to half its threshold, and decides itself (every page it keeps
 * is a programme). Without "only grant opportunities", grant-relevant pages by the rules join the
 * list, and so do the pages the page model gives at least a quarter of its threshold (the near
 * misses a person unticks the box to see), all ranked below the programmes by their probability.
 */
function choosePages(prepared: PreparedSite, probability: Map<string, number>, threshold: number, opts: AnalyseSiteOptions) {
  const p = (f: PageFeatures) => probability.get(f.key) ?? 0;
  const ranked = [...prepared.features].sort((a, b) => p(b) - p(a));
  const local = opts.provider.name === "local";
  const programmes = local ? localProgrammes(ranked, p, threshold, opts.marks) : ranked.filter((f) => p(f) >= threshold / 2).slice(0, MAX_MODEL_PAGES);
  const listed = new Set(programmes);
  const chosen = opts.onlyGrantOpportunities
    ? programmes
    : [...programmes, ...ranked.filter((f) => !listed.has(f) && ((prepared.relevance.get(f.key) ?? 0) >= RELEVANCE_THRESHOLD || p(f) >= threshold / 4))];
  return { chosen, owners: new Set((local ? programmes : chosen).map((f) => f.key)) };
}

/**
 * The page model's opportunities. A funder's site has at least one programme as a rule, so when no
 * page reaches the threshold the best-ranked page is kept if it comes within half of it (the same
 * margin the language model's candidates get): an empty list helps nobody, a near miss often does.
 * The near miss is a page or a call document, not a report or a form: out of fold on the 64 shared
 * sites the near misses kept were three programmes' pages and two annual reports' PDFs.
 * An index of programmes found is not one of them (withoutProgrammeIndexes).
 */
function localProgrammes(ranked: PageFeatures[], p: (f: PageFeatures) => number, threshold: number, marks?: ReadonlyMap<string, boolean>): PageFeatures[] {
  const above = withoutProgrammeIndexes(
    ranked.filter((f) => p(f) >= threshold),
    marks,
  );
  const best = ranked.find((f) => f.page.kind !== "document" || isCallDocument(f));
  return above.length || !best || p(best) < threshold / 2 ? above : [best];
}

/**
 * The analysis of one crawled site: the page model ranks every page, the chosen pages are
 * extracted by the provider, then semantic scores and related documents by the related-document
 * model. Stage messages are the phrases the UI waits for.
 */
export async function analyseSite(pages: PageInput[], opts: AnalyseSiteOptions): Promise<SiteAnalysis> {
  return analysePrepared(await prepareSite(pages, opts.today), opts);
}

/** The analysis of a site already prepared, all at once or page by page as it was crawled (SitePreparation). */
export async function analysePrepared(prepared: PreparedSite, opts: AnalyseSiteOptions): Promise<SiteAnalysis> {
  const before = opts.provider.usage();
  const stage = async (type: "info" | "success" | "error", message: string) => opts.onStage?.(type, message);
  const models = opts.models ?? requireCommittedModels();
  const probability = opportunityProbabilities(prepared, models, opts.marks);
  // The page's grant relevance is the model's probability that it is an opportunity page.
  const relevance = Object.fromEntries(prepared.features.map((f) => [f.page.url, Math.round((probability.get(f.key) ?? 0) * 1000) / 1000]));
  await stage("info", `Scored ${prepared.features.length} pages for grant relevance`);
  checkAbort(opts.signal);

  const { chosen, owners } = choosePages(prepared, probability, models.page.threshold, opts);
  const noun = opts.onlyGrantOpportunities ? ["opportunity", "opportunities"] : ["grant-relevant page", "grant-relevant pages"];
  await stage("info", `Found ${chosen.length} ${noun[chosen.length === 1 ? 0 : 1]}`);

  await stage("info", STAGE_MESSAGES.waitingForAnalyses);
  // Statuses are read by the same models that ranked the pages (a fold's own in cross-validation).
  const context = { ...prepared.site, models };
  const extracted = await Promise.all(chosen.map(async (f) => ({ f, record: await opts.provider.extract(f.page, context) })));
  checkAbort(opts.signal);
  for (const fallback of opts.provider.fallbacks?.() ?? [])
    await stage("error", `AI answer unusable for ${fallback.url}; used the local rules (${fallback.reason})`);
  const kept = extracted.filter((x): x is { f: PageFeatures; record: GrantRecord } => x.record !== null);

  const semantic = semanticScores(prepared.features.map((f) => ({ key: f.key, similarity: f.similarity, relevance: probability.get(f.key) ?? 0 })));
  await stage("info", STAGE_MESSAGES.analyzingRelationships);
  // Documents belong to programmes; grant-relevant pages listed below them (filter off) get none.
  const attached = attachRelatedPages(prepared, new Set(kept.map((x) => x.f.key).filter((k) => owners.has(k))), models);
  const opportunities = kept.map(({ f, record }) => ({
    ...record,
    relevance_score: relevance[f.page.url] ?? record.relevance_score,
    ...semantic.get(f.key),
    relatedDocuments: relatedDocuments(f, attached.get(f.key) ?? []),
  }));
  await stage("success", STAGE_MESSAGES.relationshipsDone);
  checkAbort(opts.signal);

  const usage = opts.provider.usage();
  await stage("success", STAGE_MESSAGES.allDone);
  return {
    relevance,
    opportunities,
    tokens: { prompt: usage.promptTokens - before.promptTokens, completion: usage.completionTokens - before.completionTokens },
  };
}
