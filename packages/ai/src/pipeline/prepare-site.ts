import { createHash } from "node:crypto";
import {
  type Boilerplate,
  BoilerplateCounts,
  holdsChrome,
  holdsLine,
  lineDigestSet,
  lineDigests,
  pageParts,
  structureWithoutBoilerplate,
  textWithoutBoilerplate,
} from "../features/boilerplate.js";
import { type FeatureContext, type PageFeatures, pageFeatures, readStatusSentences } from "../features/page-features.js";
import { isHtmlPage, type PageStructure, pageStructure, structureKnown, structureOfText, textFieldCount } from "../features/page-structure.js";
import type { PreparedSite } from "../features/prepared-site.js";
import { relevanceScore } from "../features/relevance.js";
import { inboundAnchors, type SiteContext, siteIdentity } from "../features/site-context.js";
import { canonicalUrl, urlTree, withoutIndexFile } from "../features/url.js";
import type { PageInput } from "../record.js";
import { sentences } from "../text/sentences.js";
import { yieldToEventLoop } from "../text/yield.js";
import { withLazyProperties } from "./lazy-properties.js";
import { PackedTexts } from "./packed-texts.js";
import { SharedLinks } from "./shared-links.js";

/** One page as added: what does not depend on the rest of the site. */
interface Entry {
  key: string;
  /** The page as kept (keptPage), and what it is made of. */
  page: PageInput;
  fields: PageFields;
  hasHtml: boolean;
  /** Pages are ordered by this (the crawl's stored order), whenever they arrived. */
  order: number;
  structure: PageStructure;
  /** How many of its structure's fields are its text's label lines (structureOfText). */
  textFields: number;
  /** Its text's lines as digests (lineDigests); none when it is not HTML (its lines are never chrome). */
  lines: Uint16Array;
  /** What makes another URL the same page (see samePage). */
  identities: string[];
}

/**
 * A folder and its index.html ("/fellowships", "/fellowships/index.html") are one page, and so are
 * two web pages of the same text at different addresses (a site's old path kept as an alias,
 * "/form" and "/form.html" both served): labelling.md's "one opportunity, one page". Documents
 * are not merged: two copies of a file are two downloads a programme may list.
 */
function samePage(key: string, page: PageInput): string[] {
  const spelling = `url ${withoutIndexFile(key)}`;
  // A digest, not the text itself: the key is held for every page of the site.
  return page.kind === "document" ? [spelling] : [spelling, `text ${createHash("sha1").update(page.text).digest("base64")}`];
}

/**
 * A page as a site preparation holds it until the end of the crawl: without its HTML, whose
 * structure, read once, is what a chosen page's extraction reads again (structureKnown); `text`
 * is unpacked (PackedTexts) or derived on each read (a page's features keep no copy of the text without chrome). The
 * whole HTML, the text, its lines and its chrome-free copy were each held for every page: 600 MB
 * for bench:job's 2,000 pages; then the HTML compressed, 75 MB.
 */
function keptPage(fields: PageFields, text: () => string, structure?: () => PageStructure): PageInput {
  const page: PageInput = withLazyProperties({ ...fields, html: null }, { text });
  return structure ? structureKnown(page, structure) : page;
}

/** What a page is besides its HTML and text. */
type PageFields = Omit<PageInput, "html" | "text">;

/** A copy that holds none of the page's HTML or text: strings cut from them would keep them whole in memory. */
const detached = structuredClone;

/**
 * Closures are made here, apart from the functions that hold pages: V8 keeps one scope for all
 * closures of a function, so a closure made beside another page's text would keep that text too.
 */
const constant = (text: string) => () => text;

/** The structure of an HTML page read as `text`, from the one read with `fromTextFields` label lines (structureOfText). */
const retexted = (structure: PageStructure, fromTextFields: number, text: () => string) => () => structureOfText(structure, fromTextFields, text());

/** The entry's text without the chrome `b`, derived on each read. */
function ownText(e: Entry, b: Boilerplate): () => string {
  return () => (e.hasHtml ? textWithoutBoilerplate(e.page.text, b) : e.page.text);
}

/**
 * Features as a preparation keeps them: with the page as kept, and the sentences and status
 * sentences read from its text when asked for. Only the pages chosen for a record and their related
 * documents read the sentences; only training reads a kept page's status sentences (an extraction
 * computes its page's features anew). The status sentences of bench:job's 2,000 generated pages,
 * whose words often match the status cues, were about 50 MB.
 */
function keptFeatures({ page: _, sentences: __, statusSentences: ___, structure, ...derived }: PageFeatures, page: PageInput): PageFeatures {
  return withLazyProperties(
    { ...detached(derived), page, structure },
    { sentences: () => sentences(page.text), statusSentences: () => readStatusSentences(page, structure) },
  );
}

/** A page known under another URL that was crawled first. */
interface SetAside {
  page: PageInput;
  order: number;
  identities: string[];
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
  /** The canonical URL kept for each page known by more than one URL (samePage). */
  private readonly kept = new Map<string, string>();
  /** Pages known under another URL that was crawled first, by canonical URL. */
  private readonly setAside = new Map<string, SetAside>();
  private readonly texts = new PackedTexts();
  private readonly links = new SharedLinks();

  constructor(private readonly today: Date) {
    this.identity = { today, funder: null, dayFirst: false, sharedNames: [] };
  }

  get size(): number {
    return this.entries.size;
  }

  /** The site's identity as known so far, which the features of its pages depend on. */
  get context(): FeatureContext {
    return this.identity;
  }

  /**
   * Adds a fetched page (failed and empty ones are ignored); a later fetch of the same URL replaces
   * it. Of the URLs of one page (samePage), the one crawled first is kept and the others are set
   * aside, so the site lists it once and the result is the same whatever order pages arrive in.
   */
  add(page: PageInput, order: number): void {
    if (!page.text.trim() || (page.statusCode ?? 200) >= 400) return;
    const key = canonicalUrl(page.url);
    const known = this.entries.get(key) ?? this.setAside.get(key);
    if (known && known.order > order) return;
    this.remove(key);
    const identities = samePage(key, page);
    const { html: _, text, links: pageLinks, ...own } = page;
    const fields = { ...detached(own), links: this.links.of(pageLinks) };
    // Read before the page may be set aside: it is kept without its HTML, and may be added again.
    const hasHtml = isHtmlPage(page);
    const { contentLinks, ...parsed } = pageStructure(page);
    const structure = { ...detached(parsed), contentLinks: this.links.of(contentLinks) };
    const textFields = textFieldCount(text);
    const packedText = this.texts.pack(text);
    const kept = keptPage(fields, packedText, hasHtml ? retexted(structure, textFields, packedText) : undefined);
    const others = [...new Set(identities.map((id) => this.kept.get(id)).filter((k): k is string => k !== undefined))];
    if (others.some((k) => this.entries.get(k)!.order < order)) {
      this.setAside.set(key, { page: kept, order, identities });
      return;
    }
    const displaced = others.map((other) => this.remove(other)!);
    for (const d of displaced) this.setAside.set(canonicalUrl(d.page.url), d);
    for (const id of identities) this.kept.set(id, key);
    const parts = hasHtml ? pageParts(page, structure) : null;
    if (parts) this.counts.count(parts, 1);
    const lines = parts ? lineDigests(parts) : new Uint16Array();
    this.entries.set(key, { key, page: kept, fields, hasHtml, order, structure, textFields, lines, identities });
    this.features.delete(key);
    // A page set aside as another URL of one just displaced may now be a page of its own.
    const freed = new Set(displaced.flatMap((d) => d.identities));
    if (!freed.size) return;
    const waiting = [...this.setAside.values()].filter((a) => a.identities.some((id) => freed.has(id))).sort((a, b) => a.order - b.order);
    for (const aside of waiting) if (this.setAside.get(canonicalUrl(aside.page.url)) === aside) this.add(aside.page, aside.order);
  }

  /** Forgets the page at `key`, kept or set aside; returns it when it was kept. */
  private remove(key: string): SetAside | undefined {
    this.setAside.delete(key);
    const e = this.entries.get(key);
    if (!e) return undefined;
    // Counted out as it was counted in: its lines are read again from its text.
    if (e.hasHtml) this.counts.count(pageParts(e.page, e.structure), -1);
    for (const id of e.identities) if (this.kept.get(id) === key) this.kept.delete(id);
    this.entries.delete(key);
    this.features.delete(key);
    return { page: e.page, order: e.order, identities: e.identities };
  }

  /** Brings every page's features up to date with the site as known now; returns the pages computed anew. */
  async refresh(): Promise<PageFeatures[]> {
    const ordered = this.ordered();
    this.updateBoilerplate(ordered);
    const computed: PageFeatures[] = [];
    for (const e of ordered) {
      if (this.features.has(e.key)) continue;
      if (computed.length % EVERY === EVERY - 1) await yieldToEventLoop();
      const f = this.pageFeatures(e);
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

  private entryOf(page: PageInput): Entry {
    return this.entries.get(canonicalUrl(page.url))!;
  }

  /** The page's features under the site's chrome and identity as known now (see keptFeatures). */
  private pageFeatures(e: Entry): PageFeatures {
    const text = ownText(e, this.boilerplate);
    const computed = pageFeatures(keptPage(e.fields, constant(text())), this.identity, this.ownStructure(e));
    return keptFeatures(computed, keptPage(e.fields, text, e.hasHtml ? retexted(e.structure, e.textFields, text) : undefined));
  }

  /** New chrome and identity; forgets the features of the pages they change. */
  private updateBoilerplate(ordered: Entry[]): void {
    const next = this.counts.boilerplate();
    const lines = changed(this.boilerplate.lines, next.lines);
    const links = changed(this.boilerplate.links, next.links);
    this.boilerplate = next;
    if (lines.length || links.length) {
      // By its lines' digests, not its text: a page's own text changes only where a line of it is a changed one.
      const wanted = lineDigestSet(lines);
      const changedChrome = { lines: new Set(lines), links: new Set(links) };
      for (const e of ordered) if (holdsLine(e.lines, wanted) || holdsChrome(e.structure, changedChrome)) this.features.delete(e.key);
    }
    const identity = siteIdentity(
      ordered.map((e) => e.page),
      this.today,
      (p) => this.entryOf(p).structure,
      (p) => (this.entryOf(p).hasHtml ? textWithoutBoilerplate(p.text, next) : p.text),
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
export async function prepareSite(pages: PageInput[], today: Date): Promise<PreparedSite> {
  const preparation = new SitePreparation(today);
  for (const [i, page] of pages.entries()) {
    if (i % EVERY === EVERY - 1) await yieldToEventLoop();
    preparation.add(page, i);
  }
  return preparation.prepare();
}
