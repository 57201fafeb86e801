import type { PageFeatures } from "../analysis/page-features.js";
import { isCandidate } from "../analysis/opportunity-detection.js";
import { CALL_DOCUMENT, NEGATIVE_SEGMENT, POSITIVE_SEGMENT, PROGRAM_NAME, SUPPORTING_ROLE, hasApply, isNegativePage, supportingRole } from "../analysis/page-signals.js";
import { pathOf } from "../analysis/url.js";
import type { FeatureVector } from "./softmax-regression.js";
import { addWords } from "./tokens.js";

/** What the rest of the site says about a page: the link graph and the URL tree around it. */
export interface SiteGraph {
  /** Content links pointing at each page (canonical URL → anchor texts). */
  inbound: Map<string, string[]>;
  /** Pages whose URL sits under each page's URL. */
  children: Map<string, number>;
  /** Pages sharing each page's parent folder. */
  siblings: Map<string, number>;
  /** Rule candidates (pages that read like a programme on their own). */
  candidates: Set<string>;
  pageCount: number;
  /** The year of the analysis: a title naming an earlier year speaks of a past cycle. */
  year: number;
}

const parentOf = (path: string) => path.replace(/\/[^/]*\/?$/, "") || "/";

export function siteGraph(features: PageFeatures[], today: Date): SiteGraph {
  const inbound = new Map<string, string[]>();
  const paths = features.map((f) => pathOf(f.key).replace(/\/$/, "") || "/");
  for (const f of features) for (const l of f.structure.contentLinks) if (l.url !== f.key) (inbound.get(l.url) ?? inbound.set(l.url, []).get(l.url)!).push(l.text);
  const folderSizes = new Map<string, number>();
  for (const p of paths) folderSizes.set(parentOf(p), (folderSizes.get(parentOf(p)) ?? 0) + 1);
  const children = new Map<string, number>();
  const siblings = new Map<string, number>();
  features.forEach((f, i) => {
    const p = paths[i]!;
    children.set(f.key, p === "/" ? 0 : paths.filter((q) => q.startsWith(`${p}/`)).length);
    siblings.set(f.key, (folderSizes.get(parentOf(p)) ?? 1) - 1);
  });
  return { inbound, children, siblings, candidates: new Set(features.filter((f) => isCandidate(f).isOpportunity).map((f) => f.key)), pageCount: features.length, year: today.getUTCFullYear() };
}

const log1 = (n: number) => Math.log1p(n) / Math.log(50);

/**
 * The page classifier's view of a page: the rule signals (facts found, vocabulary, URL and title
 * cues), the link graph, and words of its title, URL, headings and the links pointing at it.
 * Word features are learned from the corpus; they enter a model only if several sites share them.
 */
export function pageVector(f: PageFeatures, graph: SiteGraph, relevance: number): FeatureVector {
  const x: FeatureVector = new Map();
  const set = (name: string, v: number | boolean) => {
    const n = typeof v === "boolean" ? +v : v;
    if (n) x.set(name, n);
  };
  const segs = f.segments;
  const last = (segs.at(-1) ?? "").replace(/\.[a-z0-9]+$/, "");
  const candidate = isCandidate(f);
  const linkedCandidates = new Set(f.structure.contentLinks.map((l) => l.url).filter((u) => u !== f.key && graph.candidates.has(u))).size;
  const anchors = graph.inbound.get(f.key) ?? [];
  set("deadline", Boolean(f.dueDate.dueDate));
  set("rolling", f.dueDate.rolling);
  set("timing", f.hasTiming);
  set("amount", f.amounts.low !== null || f.amounts.high !== null);
  set("total", f.amounts.total !== null);
  set("eligibility", f.eligibility.text !== null);
  set("apply", hasApply(f));
  set("closedWords", f.closedSentence !== null);
  set("programTitle", PROGRAM_NAME.test(f.title));
  set("supportingTitle", SUPPORTING_ROLE.test(f.title));
  set("supportingRole", supportingRole(f));
  set("positiveSegment", segs.some((s) => POSITIVE_SEGMENT.test(s)));
  set("negativeSegment", segs.slice(0, 2).some((s) => NEGATIVE_SEGMENT.test(s)));
  set("negativePage", isNegativePage(f));
  set("article", f.structure.isArticle);
  set("document", f.page.kind === "document");
  set("callDocument", f.page.kind === "document" && CALL_DOCUMENT.test(`${f.title} ${f.page.text.slice(0, 400)}`));
  set("home", segs.length === 0);
  set("urlDepth", Math.min(segs.length, 5) / 5);
  set("crawlDepth", Math.min(f.page.depth, 5) / 5);
  set("ruleCandidate", candidate.isOpportunity);
  set("relevance", relevance);
  set("words", log1(f.page.text.split(/\s+/).length / 20));
  set("fields", log1(f.structure.fields.length));
  set("headings", log1(f.structure.headings.length));
  set("contentLinks", log1(f.structure.contentLinks.length));
  set("linksToCandidates", log1(linkedCandidates));
  set("indexOfCandidates", linkedCandidates >= 3);
  set("inbound", log1(anchors.length));
  set("inboundProgramAnchor", anchors.some((a) => PROGRAM_NAME.test(a)));
  set("children", log1(graph.children.get(f.key) ?? 0));
  set("siblings", log1(graph.siblings.get(f.key) ?? 0));
  set("titleYear", /\b(?:19|20)\d\d\b/.test(f.title));
  set("pastYearTitle", Number(/\b((?:19|20)\d\d)\b/.exec(f.title)?.[1] ?? 9999) < graph.year);
  set("numericSlug", /^\d+$/.test(last));
  addWords(x, "t", f.title, 12);
  addWords(x, "u", segs.join(" ").replace(/[-_.]+/g, " "), 12);
  addWords(x, "l", last.replace(/[-_.]+/g, " "), 6);
  addWords(x, "h", f.structure.headings.slice(1, 8).join(" "), 25);
  addWords(x, "a", anchors.slice(0, 10).join(" "), 15);
  addWords(x, "w", f.page.text.slice(0, 1500), 80);
  return x;
}
