import { cosine } from "../embedding/local-embedding.js";
import type { PageInput, RelatedDocumentRecord } from "../record.js";
import { quote, sentences } from "../text/sentences.js";
import { type ClusterSite, clusterSite, type Doc, docOf, type KnownStructure, NO_CHROME, NONE_KNOWN } from "./cluster-site.js";
import type { PageFeatures } from "./page-features.js";
import { programNameTokens, sharedName } from "./program-name.js";
import { classifyRelationship } from "./relationship.js";
import { fileTypeOf, isUnder, pathOf } from "./url.js";

interface Affinity {
  score: number;
  reason: string;
}

/** How strongly a page belongs to one opportunity, with the strongest piece of evidence as a sentence. */
function affinity(o: Doc, c: Doc, site: ClusterSite): Affinity {
  const evidence: Array<[number, string]> = [];
  const anchor = o.links.get(c.key);
  if (anchor !== undefined) evidence.push([0.55, anchor ? `Linked from the program page with anchor text '${anchor}'` : "Linked from the program page"]);
  if (isUnder(c.path, o.path)) evidence.push([0.5, `Its URL sits under the program page (${c.path})`]);
  const via = site.via(o, c);
  if (via) evidence.push([0.35, `Linked from '${via.structure.h1 ?? via.page.title ?? via.page.url}', a page of this program`]);
  if (c.links.has(o.key)) evidence.push([0.3, "Links back to the program page"]);
  const name = sharedName(o.nameTokens, c.headWords);
  if (name) evidence.push([0.3, `Shares the program name '${name}'`]);
  const similarity = cosine(o.vector, c.vector);
  evidence.sort((a, b) => b[0] - a[0]);
  const score = Math.min(1, evidence.reduce((s, [w], i) => s + (i === 0 ? w : w / 2), 0) + 0.2 * Math.max(0, similarity));
  return { score, reason: evidence[0]?.[1] ?? `Similar content (cosine ${similarity.toFixed(2)})` };
}

const ATTACH = 0.5;
/** How much more strongly another opportunity must hold a page to take it. */
const MARGIN = 0.05;

export interface ClusterOptions {
  /** Link targets repeated across the site (menus, sidebars), which say nothing about one page. */
  siteChrome?: Set<string>;
  /** The structure of pages already read. */
  known?: KnownStructure;
  /** The URLs (canonical) of the only candidates the caller will look up; the others are not scored. */
  only?: Iterable<string>;
}

/**
 * The documents that belong to one opportunity, each with its relationship, a 0–1 relevance
 * score and the reason it was attached. A page is attached to the opportunity it is most tied to
 * (links, URL nesting, shared program name, content similarity), not to every opportunity; a
 * parent index is attached to the programmes it lists; other opportunities are attached as
 * related opportunities only when one page links to the other. What is known of the site is
 * computed once for the candidates and opportunities given, so ask about each of a site's
 * opportunities with the same two lists.
 */
export function clusterRelatedDocuments(
  opportunity: PageInput,
  candidates: PageInput[],
  allOpportunities: PageInput[],
  { siteChrome = NO_CHROME, known = NONE_KNOWN, only }: ClusterOptions = {},
): RelatedDocumentRecord[] {
  const doc = (page: PageInput) => docOf(page, siteChrome, known);
  const o = doc(opportunity);
  const site = clusterSite(o, candidates, allOpportunities, siteChrome, doc);
  const parents = site.parents(o);
  const parent = [...parents].sort((a, b) => b.path.length - a.path.length)[0];
  const isParent = new Set(parents);
  const pool = site.candidates(only).filter((c) => c.key !== o.key);
  const out: RelatedDocumentRecord[] = [];
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
    if (site.opportunityKeys.has(c.key)) {
      const anchor = o.links.get(c.key) ?? c.links.get(o.key);
      if (anchor !== undefined) out.push(record(0.6, `The two opportunities link to each other ('${anchor || title}')`, true, false));
      continue;
    }
    if (isParent.has(c)) continue;
    const mine = affinity(o, c, site);
    if (mine.score < ATTACH) continue;
    // Exclusive: a page tied more strongly to another opportunity belongs to that one.
    const rivals = [...site.tiedTo(c)].filter((x) => x.key !== o.key);
    const best = Math.max(0, ...rivals.map((x) => affinity(x, c, site).score));
    if (best > mine.score + MARGIN) continue;
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
