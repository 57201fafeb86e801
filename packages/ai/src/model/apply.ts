import { isoDay } from "../extract/dates.js";
import type { StatusValue } from "../extract/status-classification.js";
import { rollsPastDeadline, statesRolling, statesUpcoming } from "../extract/status-classification.js";
import type { PageFeatures } from "../features/page-features.js";
import { isNegativePage, PROGRAM_NAME } from "../features/page-signals.js";
import type { PreparedSite } from "../features/prepared-site.js";
import { siblingPattern } from "../features/url-cluster.js";
import type { AnalyserModels } from "./models.js";
import { isProgrammeSubPage, POLICY, pageVector, partsOfListed, siteGraph } from "./page-vector.js";
import { programmeTabs } from "./programme-tabs.js";
import { pairContext, relatedCandidates, relatedVector } from "./related-vector.js";
import { predictSoftmax } from "./softmax-regression.js";
import { ruleStatus, statusVector } from "./status-vector.js";

/**
 * The page model's probability that each page (by canonical URL) is the main page of an
 * opportunity; a programme's own sub-page (FAQ, eligibility…) is halved and at most a quarter of
 * the threshold (asSubPage). A page the user marked is certain (1 or 0), and pages like it
 * (siblingPattern) move with it: their probability doubles beside "This is an opportunity" and
 * halves beside "Not an opportunity". A person's judgement of one page of a family is evidence
 * about its siblings that no signal carries; doubling lists a sibling that was within half the
 * threshold, not one the model saw no sign in.
 */
export function opportunityProbabilities(prepared: PreparedSite, models: AnalyserModels, marks?: ReadonlyMap<string, boolean>): Map<string, number> {
  const graph = siteGraph(prepared);
  const like = markedPatterns(marks);
  const subPages = new Set(prepared.features.filter((f) => isProgrammeSubPage(f, graph)).map((f) => f.key));
  const model = new Map(
    prepared.features.map((f) => {
      const mark = marks?.get(f.key);
      if (mark !== undefined) return [f.key, +mark];
      const p = predictSoftmax(models.page, pageVector(f, graph, prepared.relevance.get(f.key) ?? 0))[1]!;
      return [f.key, subPages.has(f.key) ? asSubPage(p, models.page.threshold) : movedByMarks(f.key, p, like)];
    }),
  );
  asTabs(model, programmeTabs(prepared.features), subPages, models.page.threshold, marks);
  const listed = new Set([...model].filter(([key, p]) => p >= models.page.threshold && !subPages.has(key)).map(([key]) => key));
  for (const key of partsOfListed(prepared.features, listed))
    if (!marks?.has(key)) {
      subPages.add(key);
      model.set(key, asSubPage(model.get(key)!, models.page.threshold));
    }
  return liftedBySiblings(prepared.features, model, models.page.threshold, subPages, marks);
}

/**
 * Each tab of a programme (programmeTabs) is its sub-page, and the programme is as likely as its
 * likeliest tab: the words that make a programme likely often sit on its criteria or context tab,
 * while labelling.md lists the programme's own page. A page the user marked keeps its mark.
 */
function asTabs(p: Map<string, number>, tabs: Map<string, string>, subPages: Set<string>, threshold: number, marks?: ReadonlyMap<string, boolean>) {
  const raw = new Map(p);
  for (const [tab, parent] of tabs) {
    if (marks?.has(tab) || subPages.has(parent)) continue;
    subPages.add(tab);
    p.set(tab, asSubPage(raw.get(tab)!, threshold));
    if (!marks?.has(parent)) p.set(parent, Math.max(p.get(parent)!, raw.get(tab)!));
  }
}

/**
 * A programme's sub-page ranks below the pages that may be programmes: its probability halved, at
 * most a quarter of the threshold (the least a page needs to be listed with the filter off), so that
 * its FAQ and apply pages do not crowd the programme itself out of the Possible programmes.
 */
const asSubPage = (p: number, threshold: number) => Math.min(p / 2, threshold / 4);

const PROGRAM_NAMES = new RegExp(PROGRAM_NAME.source, "gi");

/** The programme noun a title ends its name with ("… Research Award" → award), singular. */
function programmeNoun(title: string): string | null {
  return [...title.matchAll(PROGRAM_NAMES)].at(-1)?.[0].toLowerCase().replace(/s$/, "") ?? null;
}

/** A page the site's other programmes of its kind cannot vouch for: a post, a dated one, a policy. */
const unvouched = (f: PageFeatures) => isNegativePage(f) || POLICY.test(f.title) || /^(?:19|20)\d\d-\d\d-\d\d/.test(f.segments.at(-1) ?? "");

/**
 * Site-level inference (issue #41): a site's programmes of one kind share a folder and a name. Once
 * a page of a folder is found, a sibling whose title names the same kind of programme ("… Award"
 * beside "… Award") is one too, when the model saw some sign of it (a quarter of the threshold) and
 * it is not a post, a dated one or a policy (a folder of announcements names every call it reports).
 * Leave-sites-out: recall 61.7% → 64.5%, precision 86.3% → 84.6%; lifting every URL-pattern sibling
 * instead, news included, listed the funder's other pages as much as its programmes. The editions of
 * one call are alike too: a sibling titled as a found page but for its numbers ("2018 … CFP" beside
 * "2017 … CFP") is another edition (kindsInFolder).
 */
function liftedBySiblings(features: PageFeatures[], p: Map<string, number>, threshold: number, subPages: Set<string>, marks?: ReadonlyMap<string, boolean>) {
  const kinds = new Map(features.map((f) => [f.key, kindsInFolder(f)]));
  const found = new Set(features.filter((f) => (p.get(f.key) ?? 0) >= threshold && !subPages.has(f.key)).flatMap((f) => kinds.get(f.key)!));
  const out = new Map(p);
  for (const f of features) {
    const q = p.get(f.key) ?? 0;
    if (q >= threshold || q < threshold / 4 || subPages.has(f.key) || marks?.has(f.key) || unvouched(f)) continue;
    if (kinds.get(f.key)!.some((kind) => found.has(kind))) out.set(f.key, threshold);
  }
  return out;
}

/**
 * A page's folder (siblingPattern) with each kind of programme it may be, as keys: the programme noun
 * its title names, and its title with every number as "#" when it has one (the editions of one call).
 * None outside a named folder.
 */
function kindsInFolder(f: PageFeatures): string[] {
  const pattern = siblingPattern(f.key);
  if (!pattern) return [];
  const noun = programmeNoun(f.title);
  const edition = /\d/.test(f.title) ? f.title.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim() : null;
  return [noun && `${pattern} ${noun}`, edition && `${pattern} edition ${edition}`].filter((k) => k !== null);
}

/** Each marked page's sibling pattern and the factor its mark moves its siblings by (a "yes" wins a tie). */
export function markedPatterns(marks?: ReadonlyMap<string, boolean>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [url, yes] of marks ?? []) {
    const pattern = siblingPattern(url);
    if (pattern && out.get(pattern) !== 2) out.set(pattern, yes ? 2 : 0.5);
  }
  return out;
}

/** A page's probability moved by the marks of the pages like it (markedPatterns), at most 1. */
export function movedByMarks(url: string, p: number, patterns: ReadonlyMap<string, number>): number {
  const pattern = siblingPattern(url);
  return pattern ? Math.min(1, p * (patterns.get(pattern) ?? 1)) : p;
}

/**
 * An opportunity's status: what its words say by the status model, else its deadline against
 * today (after it: open; on or before: closed), else unknown — labelling.md's three bases.
 */
export function predictStatus(f: PageFeatures, today: Date, models: AnalyserModels): { status: StatusValue; basis: "explicit" | "date" | "none" } {
  // labelling.md: "a page that says closed is closed whatever its dates"; "rolling/ongoing is open".
  const rule = ruleStatus(f, today);
  if (rule === "closed" && f.closedSentence !== null) return { status: "closed", basis: "explicit" };
  if (rule === "open" && (f.dueDate.rolling || f.statusSentences.some(statesRolling))) return { status: "open", basis: "explicit" };
  // "Opens on 1 March", "the next round opens in the spring", "coming soon": the words settle it (labelling.md).
  if (rule === "upcoming" && f.statusSentences.some((s) => statesUpcoming(s, today, f.pageYear))) return { status: "upcoming", basis: "explicit" };
  const p = predictSoftmax(models.status, statusVector(f, today));
  const said = models.status.classes[p.indexOf(Math.max(...p))]!;
  const due = f.dueDate.dueDate;
  // "Applications are now open" on a call whose deadline has passed was true when written: it is closed
  // now, unless it takes applications past its deadline ("at any time"; not "while funding lasts").
  if (said === "open" && due && due <= isoDay(today) && !f.statusSentences.some(rollsPastDeadline)) return { status: "closed", basis: "date" };
  if (said !== "none") return { status: said as StatusValue, basis: "explicit" };
  if (due) return { status: due > isoDay(today) ? "open" : "closed", basis: "date" };
  return { status: "unknown", basis: "none" };
}

export interface Attachment {
  page: PageFeatures;
  probability: number;
}

/**
 * The pages that belong to each opportunity, by the related-document model. A page goes to the
 * one opportunity it most probably belongs to (labelling.md: related pages belong to it alone),
 * and other opportunities are never attached as documents.
 */
export function attachRelatedPages(prepared: PreparedSite, opportunities: Set<string>, models: AnalyserModels): Map<string, Attachment[]> {
  const ctx = pairContext(prepared, opportunities);
  const best = new Map<string, { owner: string; probability: number; page: PageFeatures }>();
  for (const key of opportunities) {
    const o = ctx.byKey.get(key);
    if (!o) continue;
    for (const c of relatedCandidates(o, ctx)) {
      if (opportunities.has(c.key)) continue;
      const probability = predictSoftmax(models.related, relatedVector(o, c, ctx))[1]!;
      if (probability < models.related.threshold) continue;
      const current = best.get(c.key);
      if (!current || probability > current.probability) best.set(c.key, { owner: key, probability, page: c });
    }
  }
  const out = new Map<string, Attachment[]>([...opportunities].map((k) => [k, []]));
  for (const { owner, probability, page } of best.values()) out.get(owner)!.push({ page, probability });
  return out;
}
