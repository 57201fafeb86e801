import { namesYearBefore } from "../extract/year-context.js";
import type { PageFeatures } from "../features/page-features.js";
import { isNegativePage, NEGATIVE_SEGMENT, PROGRAM_NAME, SUPPORTING_ROLE } from "../features/page-signals.js";
import { PathIndex } from "../features/path-index.js";
import type { PreparedSite } from "../features/prepared-site.js";
import { programNameTokens } from "../features/program-name.js";
import { clusterRelatedDocuments } from "../features/related-documents.js";
import { canonicalUrl, isUnder, parentFolder, sitePath, type UrlTree } from "../features/url.js";
import type { FeatureVector } from "./softmax-regression.js";
import { words } from "./tokens.js";

/** What the related-document model knows of the site: who links to whom in content, and each page's features. */
export interface PairContext {
  byKey: Map<string, PageFeatures>;
  /** Canonical URL → pages whose content links to it. */
  linkedFrom: Map<string, Set<string>>;
  /** Pages the site's rules or model take for opportunities. */
  opportunities: Set<string>;
  /** The hand-written affinity rules' attachments of one opportunity (page URL → score), computed on demand. */
  ruleAttachments(opportunity: string): Map<string, number>;
  tree: UrlTree;
  /** The pages under a URL path (isUnder), in the site's order. */
  under(path: string): string[];
  /** Pages of a series: see seriesPages. */
  series: Set<string>;
  /** The year of the analysis. */
  year: number;
}

export function pairContext({ features, boilerplate, tree, site }: PreparedSite, opportunities: Set<string>): PairContext {
  const linkedFrom = new Map<string, Set<string>>();
  for (const f of features)
    for (const l of f.structure.contentLinks) if (l.url !== f.key) (linkedFrom.get(l.url) ?? linkedFrom.set(l.url, new Set()).get(l.url)!).add(f.key);
  const byKey = new Map(features.map((f) => [f.key, f]));
  const pages = features.map((f) => f.page);
  const structures = new Map(features.map((f) => [f.page, f.structure]));
  const oppPages = [...opportunities].flatMap((k) => byKey.get(k)?.page ?? []);
  const cache = new Map<string, Map<string, number>>();
  const keys = [...byKey.keys()];
  const paths = new PathIndex(keys.map(sitePath));
  const ctx: PairContext = {
    byKey,
    linkedFrom,
    opportunities,
    tree,
    under: (path) => paths.under(path).map((i) => keys[i]!),
    series: seriesPages(features),
    year: site.today.getUTCFullYear(),
    ruleAttachments: (key) => {
      let found = cache.get(key);
      if (!found) {
        const o = byKey.get(key);
        // The rules score only the pages the model will ask about: the opportunity's candidates.
        const only = o ? relatedCandidates(o, ctx).map((c) => c.key) : [];
        const docs = o ? clusterRelatedDocuments(o.page, pages, oppPages, { siteChrome: boilerplate.links, known: (p) => structures.get(p), only }) : [];
        cache.set(key, (found = new Map(docs.map((d) => [canonicalUrl(d.url), d.relevanceScore]))));
      }
      return found;
    },
  };
  return ctx;
}

/** Pages of one folder titled alike but for a number make a series. */
const SERIES_MIN = 3;

/**
 * Web pages that belong to a series: SERIES_MIN or more pages of one folder whose titles differ only
 * by a number ("Special Projects 2017", "… 2018", …). A series is an archive of cycles or a listing,
 * not one programme's documents (labelling.md's related pages are its instructions, FAQ, forms).
 */
function seriesPages(features: PageFeatures[]): Set<string> {
  // Each web page's folder and title with its numbers blanked; pages with no number in the title have none.
  const shapes = features.map((f) =>
    /\d/.test(f.title) && f.page.kind !== "document" ? `${parentFolder(sitePath(f.key))}|${f.title.toLowerCase().replace(/\d+/g, "#")}` : null,
  );
  const counts = new Map<string, number>();
  for (const s of shapes) if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  return new Set(features.filter((_, i) => (counts.get(shapes[i] ?? "") ?? 0) >= SERIES_MIN).map((f) => f.key));
}

/** Pages that might belong to an opportunity: linked from it, under its URL, or linking to it. */
export function relatedCandidates(o: PageFeatures, ctx: PairContext): PageFeatures[] {
  const path = sitePath(o.key);
  const keys = new Set<string>([...o.structure.contentLinks.map((l) => l.url), ...(ctx.linkedFrom.get(o.key) ?? [])]);
  for (const k of ctx.under(path)) keys.add(k);
  keys.delete(o.key);
  return [...keys]
    .filter((k) => !ctx.series.has(k))
    .map((k) => ctx.byKey.get(k))
    .filter((c): c is PageFeatures => c !== undefined);
}

/**
 * How a candidate page stands to one opportunity: links both ways, URL nesting, shared name, its
 * own role, the hand-written rules' verdict. (Words of titles and anchors scored lower in
 * cross-validation than these signals alone.)
 */
export function relatedVector(o: PageFeatures, c: PageFeatures, ctx: PairContext): FeatureVector {
  const x: FeatureVector = new Map();
  const set = (name: string, v: number | boolean) => {
    const n = typeof v === "boolean" ? +v : v;
    if (n) x.set(name, n);
  };
  const op = sitePath(o.key);
  const cp = sitePath(c.key);
  const anchor = o.structure.contentLinks.find((l) => l.url === c.key)?.text ?? null;
  const name = programNameTokens(o.title);
  const cWords = new Set(words(`${c.title} ${c.page.text.slice(0, 400)}`, 200));
  const linkers = ctx.linkedFrom.get(c.key) ?? new Set();
  const oppLinkers = [...linkers].filter((k) => ctx.opportunities.has(k)).length;
  const rule = ctx.ruleAttachments(o.key).get(c.key);
  set("ruleAttached", rule !== undefined);
  set("ruleScore", rule ?? 0);
  set("linkedFromOpportunity", anchor !== null);
  set(
    "linksBack",
    c.structure.contentLinks.some((l) => l.url === o.key),
  );
  set("under", isUnder(cp, op));
  set("directChild", op !== "/" && parentFolder(cp) === op);
  set("sibling", parentFolder(cp) === parentFolder(op));
  set("above", cp === "/" || isUnder(op, cp));
  set("nameShared", name.length > 0 && name.every((t) => cWords.has(t)));
  set("nameOverlap", name.length ? name.filter((t) => cWords.has(t)).length / name.length : 0);
  set("otherOpportunity", ctx.opportunities.has(c.key));
  set("linkedByOtherOpportunities", Math.min(oppLinkers - (anchor !== null ? 1 : 0), 5) / 5);
  set("linkers", Math.min(linkers.size, 10) / 10);
  set("supportingTitle", SUPPORTING_ROLE.test(c.title));
  set("programTitle", PROGRAM_NAME.test(c.title));
  set("negative", isNegativePage(c));
  set(
    "negativeSegment",
    c.segments.some((s) => NEGATIVE_SEGMENT.test(s)),
  );
  set("document", c.page.kind === "document");
  // A page of an earlier year ("2017 awards", "/special/2017.html") speaks of a past cycle, not of this one's documents.
  set("pastYear", namesYearBefore(`${c.title} ${c.segments.at(-1) ?? ""}`, ctx.year));
  set("facts", [c.dueDate.dueDate, c.amounts.high ?? c.amounts.low, c.eligibility.text].filter(Boolean).length / 3);
  // A programme has a few pages of its own; a folder of dozens (fellows, past grants) is a listing.
  set("pagesUnderOpportunity", Math.log1p(ctx.tree.pagesUnder(o.key)) / Math.log(100));
  set("siblingsOfCandidate", Math.log1p(ctx.tree.folderSize(parentFolder(cp))) / Math.log(100));
  return x;
}
