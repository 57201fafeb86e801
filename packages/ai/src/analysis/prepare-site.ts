import type { AnalyserModels } from "../model/models.js";
import type { PageInput } from "../record.js";
import { yieldToEventLoop } from "../text/yield.js";
import { type Boilerplate, BoilerplateCounts, type PageParts, pageParts, structureWithoutBoilerplate, withoutBoilerplate } from "./boilerplate.js";
import { type FeatureContext, type PageFeatures, pageFeatures } from "./page-features.js";
import { type PageStructure, pageStructure } from "./page-structure.js";
import { relevanceScore } from "./relevance.js";
import { inboundAnchors, type SiteContext, siteIdentity } from "./site-context.js";
import { canonicalUrl, type UrlTree, urlTree, withoutIndexFile } from "./url.js";

/** A crawled site read once: its own content without chrome, each page's features and rule relevance. */
export interface PreparedSite {
  /** Pages with text, one per canonical URL, chrome removed. */
  pages: PageInput[];
  boilerplate: Boilerplate;
  site: SiteContext;
  features: PageFeatures[];
  /** Rule relevance 0–1 by canonical URL. */
  relevance: Map<string, number>;
  /** Where the pages sit in the site's URL tree (shared by the page and related-document models). */
  tree: UrlTree;
}

/** One page as added: what does not depend on the rest of the site. */
interface Entry {
  key: string;
  page: PageInput;
  /** Pages are ordered by this (the crawl's stored order), whenever they arrived. */
  order: number;
  structure: PageStructure;
  parts: PageParts | null;
  /** Its content links' targets. */
  links: Set<string>;
  /** Its "Label: value" fields as lines: they too are dropped when they are chrome. */
  fieldLines: Set<string>;
}

const EVERY = 10;

/**
 * A site prepared page by page, as a crawl delivers its pages (issue #14). Adding a page does its
 * own work (the HTML's structure); `refresh` computes the features of pages not yet computed under
 * the site context known so far. Features depend on the site only through its chrome (the lines
 * and links most pages repeat) and its identity (funder, date order, shared headings), so when
 * those change, only the pages they touch are computed again. `prepare` is one last refresh:
 * its result is the same whether pages came one by one or all at once (prepareSite).
 */
export class SitePreparation {
  private readonly entries = new Map<string, Entry>();
  private readonly counts = new BoilerplateCounts();
  private boilerplate: Boilerplate = new BoilerplateCounts().boilerplate();
  private identity: FeatureContext;
  private readonly features = new Map<string, PageFeatures>();
  /** The canonical URL kept for each page spelled more than one way (withoutIndexFile). */
  private readonly spellings = new Map<string, string>();

  constructor(
    private readonly today: Date,
    private readonly models?: AnalyserModels,
  ) {
    this.identity = { today, funder: null, dayFirst: false, sharedNames: [] };
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Adds a fetched page (failed and empty ones are ignored); a later fetch of the same URL replaces
   * it. A folder and its index.html ("/fellowships", "/fellowships/index.html") are one page: the
   * spelling crawled first stays, so the site lists it once whatever order pages arrive in.
   */
  add(page: PageInput, order: number): void {
    if (!page.text.trim() || (page.statusCode ?? 200) >= 400) return;
    const key = canonicalUrl(page.url);
    const same = withoutIndexFile(key);
    const other = this.spellings.get(same);
    if (other !== undefined && other !== key) {
      if (this.entries.get(other)!.order < order) return;
      this.remove(other);
    }
    this.spellings.set(same, key);
    const old = this.entries.get(key);
    if (old && old.order > order) return;
    if (old?.parts) this.counts.count(old.parts, -1);
    const structure = pageStructure(page);
    const parts = page.html ? pageParts(page, structure) : null;
    if (parts) this.counts.count(parts, 1);
    const fieldLines = new Set(structure.fields.map((f) => `${f.label}: ${f.value}`));
    this.entries.set(key, { key, page, order, structure, parts, links: new Set(structure.contentLinks.map((l) => l.url)), fieldLines });
    this.features.delete(key);
  }

  private remove(key: string): void {
    const e = this.entries.get(key)!;
    if (e.parts) this.counts.count(e.parts, -1);
    this.entries.delete(key);
    this.features.delete(key);
  }

  /** Brings every page's features up to date with the site as known now; returns the pages computed anew. */
  async refresh(): Promise<PageFeatures[]> {
    const ordered = this.ordered();
    this.updateBoilerplate(ordered);
    const computed: PageFeatures[] = [];
    for (const e of ordered) {
      if (this.features.has(e.key)) continue;
      if (computed.length % EVERY === EVERY - 1) await yieldToEventLoop();
      const f = pageFeatures(withoutBoilerplate(e.page, this.boilerplate), this.identity, this.ownStructure(e));
      this.features.set(e.key, f);
      computed.push(f);
    }
    return computed;
  }

  /** The prepared site of every page added so far. */
  async prepare(): Promise<PreparedSite> {
    await this.refresh();
    const ordered = this.ordered();
    const features = ordered.map((e) => this.features.get(e.key)!);
    const structures = new Map(features.map((f) => [f.key, f.structure]));
    const site: SiteContext = {
      ...this.identity,
      inboundAnchors: inboundAnchors(
        features.map((f) => f.page),
        (p) => structures.get(canonicalUrl(p.url))!,
      ),
      models: this.models,
    };
    const relevance = new Map(features.map((f) => [f.key, relevanceScore(f, site.inboundAnchors[f.key] ?? [])]));
    return { pages: features.map((f) => f.page), boilerplate: this.boilerplate, site, features, relevance, tree: urlTree(features.map((f) => f.key)) };
  }

  private ordered(): Entry[] {
    return [...this.entries.values()].sort((a, b) => a.order - b.order);
  }

  private ownStructure(e: Entry): PageStructure {
    return structureWithoutBoilerplate(e.structure, this.boilerplate);
  }

  /** New chrome and identity; forgets the features of the pages they change. */
  private updateBoilerplate(ordered: Entry[]): void {
    const next = this.counts.boilerplate();
    const lines = changed(this.boilerplate.lines, next.lines);
    const links = changed(this.boilerplate.links, next.links);
    this.boilerplate = next;
    if (lines.length || links.length)
      for (const e of ordered)
        if (lines.some((l) => e.parts?.lines.has(l) || e.fieldLines.has(l)) || links.some((l) => e.links.has(l))) this.features.delete(e.key);
    const identity = siteIdentity(
      ordered.map((e) => e.page),
      this.today,
      (p) => this.entries.get(canonicalUrl(p.url))!.structure,
      (p) => withoutBoilerplate(p, next).text,
    );
    if (JSON.stringify(identity) !== JSON.stringify(this.identity)) this.features.clear();
    this.identity = identity;
  }
}

/** What is in one set and not the other. */
function changed(a: Set<string>, b: Set<string>): string[] {
  return [...[...a].filter((x) => !b.has(x)), ...[...b].filter((x) => !a.has(x))];
}

/** A whole crawled site prepared at once. */
export async function prepareSite(pages: PageInput[], today: Date, models?: AnalyserModels): Promise<PreparedSite> {
  const preparation = new SitePreparation(today, models);
  for (const [i, page] of pages.entries()) {
    if (i % EVERY === EVERY - 1) await yieldToEventLoop();
    preparation.add(page, i);
  }
  return preparation.prepare();
}
