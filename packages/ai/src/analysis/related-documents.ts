import { cosine, localEmbedding } from "../embedding/local-embedding.js";
import type { PageInput, RelatedDocumentRecord } from "../record.js";
import { quote, sentences } from "../text/sentences.js";
import type { PageFeatures } from "./page-features.js";
import { isNegativePage } from "./page-signals.js";
import { type PageStructure, pageStructure } from "./page-structure.js";
import { programNameTokens, sharedName } from "./program-name.js";
import { classifyRelationship } from "./relationship.js";
import { canonicalUrl, fileTypeOf, isUnder, pathOf, segments } from "./url.js";

interface Doc {
  page: PageInput;
  key: string;
  path: string;
  structure: PageStructure;
  links: Map<string, string>;
  vector: number[];
  negative: boolean;
  /** Title and opening words, where a programme's name would be repeated. */
  head: string;
}

/** The structure a caller has already read for a page (a prepared site's), so it is not parsed again. */
type KnownStructure = (page: PageInput) => PageStructure | undefined;

// Pure but memoised per PageInput object: clustering compares every opportunity with every page.
const caches = new WeakMap<Set<string>, WeakMap<PageInput, Doc>>();
const NO_CHROME = new Set<string>();
const NONE_KNOWN: KnownStructure = () => undefined;
function docOf(page: PageInput, chrome: Set<string>, known: KnownStructure): Doc {
  let cache = caches.get(chrome);
  if (!cache) caches.set(chrome, (cache = new WeakMap()));
  let d = cache.get(page);
  if (!d) {
    // Parsing the page again was a fifth of a site's analysis time (CPU profile over the corpus).
    const raw = known(page) ?? pageStructure(page);
    const structure = chrome.size ? { ...raw, contentLinks: raw.contentLinks.filter((l) => !chrome.has(l.url)) } : raw;
    const key = canonicalUrl(page.url);
    const title = structure.h1 ?? page.title ?? "";
    d = {
      page,
      key,
      path: pathOf(key).toLowerCase(),
      structure,
      links: new Map(structure.contentLinks.map((l) => [l.url, l.text])),
      vector: localEmbedding(`${title}\n${page.text.slice(0, 3000)}`),
      negative: isNegativePage({ title, structure, segments: segments(page.url) }),
      head: `${title} ${page.text.slice(0, 300)}`,
    };
    cache.set(page, d);
  }
  return d;
}

interface Affinity {
  score: number;
  reason: string;
}

/** How strongly a page belongs to one opportunity, with the strongest piece of evidence as a sentence. */
function affinity(o: Doc, c: Doc, programPages: Doc[]): Affinity {
  const evidence: Array<[number, string]> = [];
  const anchor = o.links.get(c.key);
  if (anchor !== undefined) evidence.push([0.55, anchor ? `Linked from the program page with anchor text '${anchor}'` : "Linked from the program page"]);
  if (isUnder(c.path, o.path)) evidence.push([0.5, `Its URL sits under the program page (${c.path})`]);
  const via = programPages.find((v) => v !== c && v.links.has(c.key));
  if (via) evidence.push([0.35, `Linked from '${via.structure.h1 ?? via.page.title ?? via.page.url}', a page of this program`]);
  if (c.links.has(o.key)) evidence.push([0.3, "Links back to the program page"]);
  const name = sharedName(programNameTokens(o.structure.h1 ?? o.page.title ?? ""), c.head);
  if (name) evidence.push([0.3, `Shares the program name '${name}'`]);
  const similarity = cosine(o.vector, c.vector);
  evidence.sort((a, b) => b[0] - a[0]);
  const score = Math.min(1, evidence.reduce((s, [w], i) => s + (i === 0 ? w : w / 2), 0) + 0.2 * Math.max(0, similarity));
  return { score, reason: evidence[0]?.[1] ?? `Similar content (cosine ${similarity.toFixed(2)})` };
}

const ATTACH = 0.5;

/**
 * The documents that belong to one opportunity, each with its relationship, a 0–1 relevance
 * score and the reason it was attached. A page is attached to the opportunity it is most tied to
 * (links, URL nesting, shared program name, content similarity), not to every opportunity; a
 * parent index is attached to the programmes it lists; other opportunities are attached as
 * related opportunities only when one page links to the other. `siteChrome` lists link targets
 * repeated across the site (menus, sidebars), which say nothing about one page. `known` gives the
 * structure of pages already read.
 */
export function clusterRelatedDocuments(
  opportunity: PageInput,
  candidates: PageInput[],
  allOpportunities: PageInput[],
  siteChrome: Set<string> = NO_CHROME,
  known: KnownStructure = NONE_KNOWN,
): RelatedDocumentRecord[] {
  const doc = (page: PageInput) => docOf(page, siteChrome, known);
  const o = doc(opportunity);
  const others = allOpportunities.map(doc).filter((x) => x.key !== o.key);
  const opportunityKeys = new Set([o.key, ...others.map((x) => x.key)]);
  const pool = [
    ...new Map(
      candidates
        .map(doc)
        .filter((c) => c.key !== o.key && !c.negative)
        .map((c) => [c.key, c]),
    ).values(),
  ];
  const pages = pool.filter((c) => !opportunityKeys.has(c.key));
  const out: RelatedDocumentRecord[] = [];
  const listings = new Set(pages.filter((v) => [...opportunityKeys].filter((k) => v.links.has(k)).length >= 2));
  // Pages of a programme: linked from its page or under its URL; documents they link to belong to it too.
  const programPagesCache = new Map<Doc, Doc[]>();
  const programPages = (x: Doc) => {
    let list = programPagesCache.get(x);
    if (!list) programPagesCache.set(x, (list = pages.filter((v) => !listings.has(v) && (x.links.has(v.key) || isUnder(v.path, x.path)))));
    return list;
  };
  const parents = pages.filter((c) => c.links.has(o.key) && (isUnder(o.path, c.path) || others.some((x) => c.links.has(x.key))));
  const parent = parents.sort((a, b) => b.path.length - a.path.length)[0];
  for (const c of pool) {
    const title = c.structure.h1 ?? c.page.title;
    const record = (relevanceScore: number, matchReason: string, isOpportunity: boolean, isParent: boolean): RelatedDocumentRecord => ({
      url: c.page.url,
      title,
      matchReason,
      relevanceScore: Math.round(relevanceScore * 100) / 100,
      relationship: classifyRelationship({ anchorText: o.links.get(c.key) ?? null, title, url: c.page.url, isOpportunity, isParent }),
      summary: sentences(c.page.text).find((s) => s.length > 40) ? quote(sentences(c.page.text).find((s) => s.length > 40)!, 200) : null,
      fileType: fileTypeOf(c.page.url, c.page.contentType),
    });
    if (c === parent) {
      out.push(record(0.8, `Lists this opportunity (anchor text '${c.links.get(o.key) || title}')`, false, true));
      continue;
    }
    if (opportunityKeys.has(c.key)) {
      const anchor = o.links.get(c.key) ?? c.links.get(o.key);
      if (anchor !== undefined) out.push(record(0.6, `The two opportunities link to each other ('${anchor || title}')`, true, false));
      continue;
    }
    if (parents.includes(c)) continue;
    const mine = affinity(o, c, programPages(o));
    if (mine.score < ATTACH) continue;
    // Exclusive: a page tied more strongly to another opportunity belongs to that one.
    const best = Math.max(0, ...others.map((x) => affinity(x, c, programPages(x)).score));
    if (best > mine.score + 0.05) continue;
    out.push(record(mine.score, mine.reason, false, false));
  }
  return out.sort((a, b) => b.relevanceScore - a.relevanceScore);
}

/**
 * The records of the pages the related-document model attached to an opportunity, each with
 * its relationship, the model's probability as relevance, and the plainest piece of evidence.
 */
export function relatedDocuments(o: PageFeatures, attached: Array<{ page: PageFeatures; probability: number }>): RelatedDocumentRecord[] {
  const oPath = pathOf(o.key).toLowerCase();
  return attached
    .map(({ page: c, probability }) => {
      const anchor = o.structure.contentLinks.find((l) => l.url === c.key)?.text ?? null;
      const cPath = pathOf(c.key).toLowerCase();
      const isParent = isUnder(oPath, cPath);
      const name = sharedName(programNameTokens(o.title), `${c.title} ${c.page.text.slice(0, 300)}`);
      const reason =
        (anchor !== null && (anchor ? `Linked from the program page with anchor text '${anchor}'` : "Linked from the program page")) ||
        (isUnder(cPath, oPath) && `Its URL sits under the program page (${cPath})`) ||
        (c.structure.contentLinks.some((l) => l.url === o.key) && "Links back to the program page") ||
        (name && `Shares the program name '${name}'`) ||
        "Near the program page on the site";
      const summary = c.sentences.find((s) => s.length > 40);
      return {
        url: c.page.url,
        title: c.title,
        relationship: classifyRelationship({ anchorText: anchor, title: c.title, url: c.page.url, isOpportunity: false, isParent }),
        relevanceScore: Math.round(probability * 100) / 100,
        matchReason: reason,
        summary: summary ? quote(summary, 200) : null,
        fileType: fileTypeOf(c.page.url, c.page.contentType),
      };
    })
    .sort((a, b) => b.relevanceScore - a.relevanceScore);
}
