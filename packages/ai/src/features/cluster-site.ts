import { localEmbedding } from "../embedding/local-embedding.js";
import type { PageInput } from "../record.js";
import { isNegativePage } from "./page-signals.js";
import { type PageStructure, pageStructure } from "./page-structure.js";
import { PathIndex, parentsOf } from "./path-index.js";
import { nameWords, programNameTokens } from "./program-name.js";
import { canonicalUrl, isUnder, pathOf, segments } from "./url.js";

/** A page as clustering compares it. */
export interface Doc {
  page: PageInput;
  key: string;
  path: string;
  structure: PageStructure;
  links: Map<string, string>;
  readonly vector: number[];
  negative: boolean;
  /** The distinctive words of its name, and the words of its title and opening, where a programme's name would be repeated. */
  nameTokens: string[];
  readonly headWords: Set<string>;
}

/** The structure a caller has already read for a page (a prepared site's), so it is not parsed again. */
export type KnownStructure = (page: PageInput) => PageStructure | undefined;

// Pure but memoised per PageInput object: clustering compares every opportunity with every page.
const caches = new WeakMap<Set<string>, WeakMap<PageInput, Doc>>();
export const NO_CHROME = new Set<string>();
export const NONE_KNOWN: KnownStructure = () => undefined;
export function docOf(page: PageInput, chrome: Set<string>, known: KnownStructure): Doc {
  let cache = caches.get(chrome);
  if (!cache) caches.set(chrome, (cache = new WeakMap()));
  let d = cache.get(page);
  if (!d) {
    // Parsing the page again was a fifth of a site's analysis time (CPU profile over the corpus).
    const raw = known(page) ?? pageStructure(page);
    const structure = chrome.size ? { ...raw, contentLinks: raw.contentLinks.filter((l) => !chrome.has(l.url)) } : raw;
    const key = canonicalUrl(page.url);
    const title = structure.h1 ?? page.title ?? "";
    // Computed when first compared: a site's clustering compares only the pages near its programmes.
    let vector: number[] | undefined;
    let headWords: Set<string> | undefined;
    d = {
      page,
      key,
      path: pathOf(key).toLowerCase(),
      structure,
      links: new Map(structure.contentLinks.map((l) => [l.url, l.text])),
      get vector() {
        return (vector ??= localEmbedding(`${title}\n${page.text.slice(0, 3000)}`));
      },
      negative: isNegativePage({ title, structure, segments: segments(page.url) }),
      nameTokens: programNameTokens(title),
      get headWords() {
        return (headWords ??= nameWords(`${title} ${page.text.slice(0, 300)}`));
      },
    };
    cache.set(page, d);
  }
  return d;
}

/**
 * What clustering needs of a site whichever opportunity it is asked about, computed once per list
 * of candidates: asked for each of a site's opportunities in turn, computing it every time cost
 * pages × opportunities², 45 s for 500 programmes on 2,000 pages (bench:scaling).
 */
export class ClusterSite {
  /** The candidates that may be attached, one per URL, in their order. */
  readonly pool: Map<string, Doc>;
  readonly opportunities: Doc[];
  readonly opportunityKeys: Set<string>;
  /** The pool's pages that are not opportunities, and their positions among them. */
  private readonly pages: Doc[];
  private readonly position = new Map<Doc, number>();
  private readonly pathIndex: PathIndex;
  /** Opportunities each page links to; pages linking to two or more list them. */
  private readonly linkedOpportunities = new Map<Doc, string[]>();
  private readonly listings: Set<Doc>;
  /** Pages linking to each URL, in order. */
  private readonly linkers = new Map<string, Doc[]>();
  private readonly programPagesOf = new Map<Doc, Doc[]>();
  private readonly viaOf = new Map<Doc, Map<string, Doc[]>>();
  private poolOrder: Map<string, number> | null = null;
  private ties: ReturnType<ClusterSite["buildTies"]> | null = null;

  constructor(candidates: Doc[], opportunities: Doc[]) {
    this.pool = new Map(candidates.filter((c) => !c.negative).map((c) => [c.key, c]));
    this.opportunities = opportunities;
    this.opportunityKeys = new Set(opportunities.map((x) => x.key));
    this.pages = [...this.pool.values()].filter((c) => !this.opportunityKeys.has(c.key));
    this.pathIndex = new PathIndex(this.pages.map((v) => v.path));
    for (const [i, v] of this.pages.entries()) {
      this.position.set(v, i);
      this.linkedOpportunities.set(
        v,
        [...v.links.keys()].filter((k) => this.opportunityKeys.has(k)),
      );
      for (const target of v.links.keys()) listAt(this.linkers, target).push(v);
    }
    this.listings = new Set(this.pages.filter((v) => this.linkedOpportunities.get(v)!.length >= 2));
  }

  /** The pool, or the part of it at these URLs, in its order. */
  candidates(only?: Iterable<string>): Doc[] {
    if (!only) return [...this.pool.values()];
    const order = (this.poolOrder ??= new Map([...this.pool.keys()].map((k, i) => [k, i])));
    const keys = [...new Set(only)].filter((k) => order.has(k)).sort((a, b) => order.get(a)! - order.get(b)!);
    return keys.map((k) => this.pool.get(k)!);
  }

  /** Pages of a programme: linked from its page or under its URL, listings aside, in order. */
  programPages(x: Doc): Doc[] {
    let list = this.programPagesOf.get(x);
    if (!list) {
      const linked = [...x.links.keys()].flatMap((k) => {
        const v = this.pool.get(k);
        return v && this.position.has(v) ? [this.position.get(v)!] : [];
      });
      const positions = [...new Set([...linked, ...this.pathIndex.under(x.path)])].sort((a, b) => a - b);
      this.programPagesOf.set(x, (list = positions.map((i) => this.pages[i]!).filter((v) => !this.listings.has(v))));
    }
    return list;
  }

  /** The first page of the programme that links to `c`, other than `c` itself. */
  via(x: Doc, c: Doc): Doc | undefined {
    let byTarget = this.viaOf.get(x);
    if (!byTarget) {
      byTarget = new Map();
      // The first two linking pages of each target: one of them may be the target itself.
      for (const v of this.programPages(x))
        for (const target of v.links.keys()) {
          const list = listAt(byTarget, target);
          if (list.length < 2) list.push(v);
        }
      this.viaOf.set(x, byTarget);
    }
    return byTarget.get(c.key)?.find((v) => v !== c);
  }

  /** Pages that list `o`: they link to it, and sit above it or link to another opportunity too. */
  parents(o: Doc): Doc[] {
    return (this.linkers.get(o.key) ?? []).filter((c) => isUnder(o.path, c.path) || this.linkedOpportunities.get(c)!.some((k) => k !== o.key));
  }

  /**
   * The opportunities with a tie to page `c` besides its name and content: a link either way, `c`
   * under its URL, or a link to it from one of its pages. Only they can score above ATTACH + MARGIN
   * (a name and content alone reach ATTACH at most), so only they can take a page from another.
   */
  tiedTo(c: Doc): Set<Doc> {
    const ties = (this.ties ??= this.buildTies());
    const out = new Set<Doc>(ties.linkedTo.get(c.key));
    for (const parent of parentsOf(c.path)) for (const x of ties.atPath.get(parent) ?? []) out.add(x);
    for (const target of c.links.keys()) for (const x of ties.atKey.get(target) ?? []) out.add(x);
    return out;
  }

  private buildTies() {
    const linkedTo = new Map<string, Set<Doc>>();
    const atPath = new Map<string, Doc[]>();
    const atKey = new Map<string, Doc[]>();
    for (const x of this.opportunities) {
      const targets = new Set([...x.links.keys(), ...this.programPages(x).flatMap((v) => [...v.links.keys()])]);
      for (const target of targets) (linkedTo.get(target) ?? linkedTo.set(target, new Set()).get(target)!).add(x);
      if (x.path !== "/") listAt(atPath, x.path.replace(/\/$/, "")).push(x);
      listAt(atKey, x.key).push(x);
    }
    return { linkedTo, atPath, atKey };
  }
}

const sites = new WeakMap<PageInput[], { opportunities: PageInput[]; chrome: Set<string>; site: ClusterSite }>();

/**
 * The site of these candidates and opportunities, built once for all the opportunities asked about
 * with the same lists. `o` counts among the opportunities whether it is listed or not.
 */
export function clusterSite(o: Doc, candidates: PageInput[], opportunities: PageInput[], chrome: Set<string>, doc: (p: PageInput) => Doc): ClusterSite {
  const cached = sites.get(candidates);
  if (cached?.opportunities === opportunities && cached.chrome === chrome && cached.site.opportunityKeys.has(o.key)) return cached.site;
  const docs = opportunities.map(doc);
  if (!docs.some((x) => x.key === o.key)) return new ClusterSite(candidates.map(doc), [...docs, o]);
  const site = new ClusterSite(candidates.map(doc), docs);
  sites.set(candidates, { opportunities, chrome, site });
  return site;
}

function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}
