import { namesYearBefore } from "../extract/year-context.js";
import { isCandidate } from "../features/opportunity-detection.js";
import type { PageFeatures } from "../features/page-features.js";
import {
  CALL_DOCUMENT,
  hasApply,
  hasNegativeSegment,
  isNegativeByName,
  isNegativePage,
  POSITIVE_SEGMENT,
  PROGRAM_NAME,
  SUPPORTING_ROLE,
  supportingRole,
} from "../features/page-signals.js";
import type { PreparedSite } from "../features/prepared-site.js";
import { parentFolder, sitePath, withoutIndexFile } from "../features/url.js";
import type { FeatureVector } from "./softmax-regression.js";

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
  /** Rule candidates in each parent folder: a page among programmes is likely one of them. */
  candidatesInFolder: Map<string, number>;
  /** Pages whose URL sits under a rule candidate's URL: a programme's own sub-pages, usually. */
  underCandidate: Set<string>;
  /** Pages whose parent folder's own page is named for a programme ("/fellowships/apply" under "Fellowships"). */
  underProgramme: Set<string>;
  /** Each page's fewest links from the start page over the crawled pages (linkDepths). */
  linkDepth: Map<string, number>;
  /** Pages the start page (the home page, as a rule) links to in its content: on a site of one programme, its programme among them. */
  linkedFromHome: Set<string>;
  /** Pages a rule candidate links to in its content, and how many candidates do. */
  linkedFromCandidate: Map<string, number>;
  pageCount: number;
  /** The year of the analysis: a title naming an earlier year speaks of a past cycle. */
  year: number;
  /** Each page's place among the site's pages by rule relevance (0 = the most relevant). */
  relevanceRank: Map<string, number>;
  /** The highest rule relevance on the site. */
  maxRelevance: number;
}

/** Whether a folder above the path, short of the root, is one of the paths. */
function hasAncestorIn(path: string, paths: ReadonlySet<string>): boolean {
  for (let p = parentFolder(path); p !== "/"; p = parentFolder(p)) if (paths.has(p)) return true;
  return false;
}

/** The link graph and URL tree of a prepared site, as the page model reads them. */
export function siteGraph({ features, site, relevance, tree }: PreparedSite): SiteGraph {
  const inbound = new Map<string, string[]>();
  for (const f of features)
    for (const l of f.structure.contentLinks) if (l.url !== f.key) (inbound.get(l.url) ?? inbound.set(l.url, []).get(l.url)!).push(l.text);
  const children = new Map(features.map((f) => [f.key, tree.pagesUnder(f.key)]));
  const siblings = new Map(features.map((f) => [f.key, tree.folderSize(parentFolder(sitePath(f.key))) - 1]));
  const candidates = new Set(features.filter((f) => isCandidate(f).isOpportunity).map((f) => f.key));
  const candidatePaths = new Set([...candidates].map(sitePath));
  const candidatesInFolder = new Map<string, number>();
  for (const folder of [...candidatePaths].map(parentFolder)) candidatesInFolder.set(folder, (candidatesInFolder.get(folder) ?? 0) + 1);
  const underCandidate = new Set(features.filter((f) => hasAncestorIn(sitePath(f.key), candidatePaths)).map((f) => f.key));
  const programmeFolders = new Set(features.filter((f) => PROGRAM_NAME.test(f.title) && !supportingRole(f)).map((f) => withoutIndexFile(sitePath(f.key))));
  programmeFolders.delete("/");
  const underProgramme = new Set(features.filter((f) => programmeFolders.has(parentFolder(sitePath(f.key)))).map((f) => f.key));
  const linkedFromCandidate = new Map<string, number>();
  for (const f of features)
    if (candidates.has(f.key))
      for (const l of f.structure.contentLinks) if (l.url !== f.key) linkedFromCandidate.set(l.url, (linkedFromCandidate.get(l.url) ?? 0) + 1);
  return {
    inbound,
    children,
    siblings,
    candidates,
    candidatesInFolder,
    underCandidate,
    underProgramme,
    linkedFromCandidate,
    linkDepth: linkDepths(features),
    linkedFromHome: new Set(features.filter((f) => f.page.depth === 0).flatMap((f) => f.structure.contentLinks.map((l) => l.url))),
    pageCount: features.length,
    year: site.today.getUTCFullYear(),
    ...relevanceOrder(features, relevance),
  };
}

/**
 * Each page's fewest links from the start page, over the links of the pages crawled. The crawl's
 * own depth is that of the link it was first found by, which depends on which pages were fetched
 * first: a resumed crawl, or another concurrency, stored other depths for the same site.
 */
function linkDepths(features: PageFeatures[]): Map<string, number> {
  // Links are stored as the crawl wrote them, as the pages' own URLs are.
  const keyOf = new Map(features.map((f) => [f.page.url, f.key]));
  const linksOf = new Map(features.map((f) => [f.key, f.page.links]));
  let level = features.filter((f) => f.page.depth === 0).map((f) => f.key);
  const depth = new Map(level.map((k) => [k, 0]));
  for (let d = 1; level.length; d++) {
    const next: string[] = [];
    for (const k of level)
      for (const l of linksOf.get(k) ?? []) {
        const target = keyOf.get(l.url);
        if (target === undefined || depth.has(target)) continue;
        depth.set(target, d);
        next.push(target);
      }
    level = next;
  }
  return depth;
}

const log1 = (n: number) => Math.log1p(n) / Math.log(50);

/**
 * Where each page stands on its own site: a site with one programme has it near the top, whatever
 * the absolute scores. A page's rank is how many pages score higher, so equal pages share it: ranked
 * by position, pages of one template took their ranks from the order they were crawled in, and a
 * resumed crawl scored them otherwise than an uninterrupted one.
 */
function relevanceOrder(features: PageFeatures[], relevance: Map<string, number>) {
  const r = (f: PageFeatures) => relevance.get(f.key) ?? 0;
  const scores = features.map(r).sort((a, b) => b - a);
  const rank = new Map<number, number>();
  for (const [i, score] of scores.entries()) if (!rank.has(score)) rank.set(score, i);
  return { relevanceRank: new Map(features.map((f) => [f.key, rank.get(r(f))!])), maxRelevance: scores[0] ?? 0 };
}

/**
 * labelling.md: "a program's own FAQ/eligibility/how-to-apply sub-pages" are not opportunities. A
 * page that names such a part, or a document, that sits under or is linked from a page that reads
 * like a programme is one of them, whatever the page model says (it has seen few of them).
 */
export function isProgrammeSubPage(f: PageFeatures, graph: SiteGraph): boolean {
  return (
    NEVER_PROGRAMME.test(f.title.trim()) ||
    (namesProgrammePart(f) && (graph.underCandidate.has(f.key) || graph.underProgramme.has(f.key) || graph.linkedFromCandidate.has(f.key)))
  );
}

/** A page that names a part of a programme (its form, FAQ, guidelines), or a document: a programme's call or form is filed so. */
const namesProgrammePart = (f: PageFeatures) => supportingRole(f) || ROLE_SUFFIX.test(f.title.trim()) || f.page.kind === "document";

/**
 * The same reading once the page model has listed its programmes (by key): a page that names a part
 * of a programme under or linked from a listed one is that programme's ("Applications" links its
 * "Apply Now!" form), as under or linked from a page that reads like a programme by the rules.
 */
export function partsOfListed(features: PageFeatures[], listed: ReadonlySet<string>): Set<string> {
  const paths = new Set([...listed].map(sitePath));
  const linked = new Set(features.filter((f) => listed.has(f.key)).flatMap((f) => f.structure.contentLinks.filter((l) => l.url !== f.key).map((l) => l.url)));
  return new Set(features.filter((f) => namesProgrammePart(f) && (hasAncestorIn(sitePath(f.key), paths) || linked.has(f.key))).map((f) => f.key));
}

/**
 * An FAQ, a policy or a list of past awards is never the programme, wherever it sits: one
 * programme's FAQ is its sub-page, the funder's FAQ for all its grants is "general prose with no
 * program to apply to", and policies and "news of awards made or grantees chosen" are named among
 * what is not an opportunity (labelling.md). Only a title that ends so: a "Science Policy
 * Fellowship" is a programme.
 */
const NEVER_PROGRAMME =
  /\b(?:faqs?|frequently\s+asked\s+questions|q\s*(?:&|and)\s*a|polic(?:y|ies)|(?:past|previous|recent|former)\s+(?:grants?|awards?|grantees|recipients|winners|fellows|scholars|awardees|projects)|grantees|recipients|awardees|winners)$/i;

/** A title that ends by naming a part of a programme: "Arts Grant FAQ", "Fellowship – eligibility", "Program Details". */
const ROLE_SUFFIX =
  /\b(?:faqs?|frequently\s+asked\s+questions|guidelines?|guidance|eligibility|how\s+to\s+apply|application\s+(?:form|guide|process|instructions)|budget(?:\s+template)?|criteria|timeline|rules|terms(?:\s+and\s+conditions)?|contact|details|information|info)$/i;

/** labelling.md's "policies": a page about how the funder runs things, not a programme to apply to. */
export const POLICY =
  /\b(?:polic(?:y|ies)|rules|requirements|handbook|procedures?|processes|templates?|compensation|limits|bylaws|by-laws|governance|charter|committees?|code\s+of\s+conduct)\b/i;

/**
 * The page classifier's view of a page: the rule signals (facts found, vocabulary, URL and title
 * cues) and the link graph. Words of titles, URLs, headings and anchors were tried as features
 * too; leave-sites-out cross-validation scored them lower (F1 0.60 against 0.64 for signals only):
 * with a few dozen sites, a site's own words do not carry over to the next site.
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
  set("closedWords", f.closedWords);
  set("programTitle", PROGRAM_NAME.test(f.title));
  set("supportingTitle", SUPPORTING_ROLE.test(f.title));
  set("supportingRole", supportingRole(f));
  set("roleSuffix", ROLE_SUFFIX.test(f.title.trim()));
  set("policy", POLICY.test(f.title) || POLICY.test(last.replace(/[-_]+/g, " ")));
  set("underCandidate", graph.underCandidate.has(f.key));
  set(
    "positiveSegment",
    segs.some((s) => POSITIVE_SEGMENT.test(s)),
  );
  set("negativeSegment", hasNegativeSegment(segs));
  // The article mark-up is left out: it says how a site's generator dresses its pages (some mark every
  // page an article, og:type), not what a page is. Cross-validated with it: F1 71.0% against 72.6%.
  set("negativePage", isNegativeByName(f));
  // labelling.md: a post announcing one call is the opportunity when no programme page exists; alone,
  // "news" weighs against a page, so a post that names a call and gives its facts is set apart.
  set(
    "announcedCall",
    isNegativePage(f) && (PROGRAM_NAME.test(f.title) || CALL_DOCUMENT.test(f.title)) && (Boolean(f.dueDate.dueDate || f.hasTiming) || hasApply(f)),
  );
  set("document", f.page.kind === "document");
  set("callDocument", f.page.kind === "document" && CALL_DOCUMENT.test(`${f.title} ${f.page.text.slice(0, 400)}`));
  set("home", segs.length === 0);
  set("urlDepth", Math.min(segs.length, 5) / 5);
  set("crawlDepth", Math.min(graph.linkDepth.get(f.key) ?? f.page.depth, 5) / 5);
  set("ruleCandidate", candidate.isOpportunity);
  set("relevance", relevance);
  const rank = graph.relevanceRank.get(f.key) ?? graph.pageCount;
  set("relevanceTop1", rank === 0);
  set("relevanceTop3", rank < 3);
  set("relevanceTop10", rank < 10);
  set("relevanceOfSiteMax", graph.maxRelevance > 0 ? relevance / graph.maxRelevance : 0);
  set("words", log1(f.wordCount / 20));
  set("fields", log1(f.structure.fields.length));
  set("headings", log1(f.structure.headings.length));
  set("contentLinks", log1(f.structure.contentLinks.length));
  set("linksToCandidates", log1(linkedCandidates));
  set("indexOfCandidates", linkedCandidates >= 3);
  set("inbound", log1(anchors.length));
  // Pages that read like programmes (a cycle's call, a sister programme) link to a programme's own page, the canonical page labelling.md lists.
  set("linkedFromCandidates", log1(graph.linkedFromCandidate.get(f.key) ?? 0));
  set("linkedFromHome", graph.linkedFromHome.has(f.key));
  set(
    "inboundProgramAnchor",
    anchors.some((a) => PROGRAM_NAME.test(a)),
  );
  set("children", log1(graph.children.get(f.key) ?? 0));
  const siblings = graph.siblings.get(f.key) ?? 0;
  set("siblings", log1(siblings));
  const candidateSiblings = (graph.candidatesInFolder.get(parentFolder(sitePath(f.key))) ?? 0) - +graph.candidates.has(f.key);
  set("siblingCandidates", siblings >= 2 ? candidateSiblings / siblings : 0);
  set("titleYear", /\b(?:19|20)\d\d\b/.test(f.title));
  set("pastYearTitle", namesYearBefore(f.title, graph.year));
  set("numericSlug", /^\d+$/.test(last));
  return x;
}
