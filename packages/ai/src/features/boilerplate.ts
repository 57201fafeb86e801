import type { PageInput } from "../record.js";
import { DigestCounts } from "./digest-counts.js";
import type { PageStructure } from "./page-structure.js";

/** What a site repeats on most of its pages: menus, sidebars, footers the crawler's text kept. */
export interface Boilerplate {
  /** Text lines, trimmed, found on most HTML pages. */
  lines: Set<string>;
  /** Content-link targets found on most HTML pages: a menu or a sidebar, not the author's choice. */
  links: Set<string>;
}

const EMPTY: Boilerplate = { lines: new Set(), links: new Set() };

/** A page's text lines and content-link targets, each once: what it adds to a site's counts. */
export interface PageParts {
  lines: Set<string>;
  links: Set<string>;
}

export function pageParts(page: PageInput, structure: PageStructure): PageParts {
  return {
    lines: new Set(
      page.text
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ),
    links: new Set(structure.contentLinks.map((l) => l.url)),
  };
}

/**
 * A page's lines as 16-bit digests, to ask which of a site's changed chrome lines it holds without
 * reading its text (a preparation keeps the text packed). Two lines of one digest only make a page
 * computed again for nothing: with a few hundred lines a page and a few changed ones, a page in
 * twenty or so, a few times a crawl. 32-bit digests were 24 MB of a 20,000-page site's 500.
 */
export function lineDigests(parts: PageParts): Uint16Array {
  return Uint16Array.from(parts.lines, shortDigest);
}

const shortDigest = (line: string): number => lineDigest(line) & 0xffff;

/** Whether a page of `digests` (lineDigests) holds one of the lines of `wanted` (lineDigestSet). */
export const holdsLine = (digests: Uint16Array, wanted: Set<number>): boolean => digests.some((d) => wanted.has(d));

export const lineDigestSet = (lines: string[]): Set<number> => new Set(lines.map(shortDigest));

/** No line or link is chrome unless at least this many pages repeat it. */
const MIN_REPEATS = 4;

/**
 * The distinct lines (and links) a site's counts hold, at most 8 MB of table: a site of 2,000 pages
 * of a hundred lines of their own each stays within it; past it, on sites of many thousand pages of
 * mostly distinct lines, the rarest are forgotten (DigestCounts).
 */
const MAX_COUNTED = 2 ** 18;

/**
 * Lines and links on at least 60% (and at least MIN_REPEATS) of a site's HTML pages. A site's own chrome
 * is not always in nav/header/footer elements (CMS themes use divs and asides), and a repeated
 * "Recent posts" headline or "Apply" menu item would otherwise count as each page's content.
 * Sites of fewer than 5 HTML pages have too little to compare and keep everything. The counts
 * grow page by page as a crawl delivers them (SitePreparation).
 */
export class BoilerplateCounts {
  private pages = 0;
  private readonly lines: RepeatCounts;
  private readonly links: RepeatCounts;

  /** `limit`: the distinct lines (and links) counted at most (DigestCounts). */
  constructor(limit = MAX_COUNTED) {
    this.lines = new RepeatCounts(limit);
    this.links = new RepeatCounts(limit);
  }

  /** Counts an HTML page in (`sign` 1) or out again (-1, a page replaced by a later fetch). */
  count(parts: PageParts, sign: 1 | -1): void {
    this.pages += sign;
    for (const line of parts.lines) this.lines.add(lineDigest(line), line, sign);
    for (const url of parts.links) this.links.add(lineDigest(url), url, sign);
  }

  boilerplate(): Boilerplate {
    if (this.pages < 5) return EMPTY;
    const min = Math.max(MIN_REPEATS, Math.ceil(this.pages * 0.6));
    return { lines: this.lines.atLeast(min), links: this.links.atLeast(min) };
  }
}

/**
 * How many pages hold each line (or link), and which ones MIN_REPEATS pages or more hold: a crawl
 * asks for the chrome every half second, and most lines are a single page's own, so only the
 * repeated ones are looked at (scanning every line made the analysis quadratic in pages). Counts
 * are kept by a line's (or link's) digest: only a repeated line's words are kept, not every line of the site.
 */
class RepeatCounts {
  private readonly counts: DigestCounts;
  /** What the repeated digests stand for, in the order they became repeated. */
  private readonly repeated = new Map<number, string>();

  constructor(limit: number) {
    this.counts = new DigestCounts(limit, (key) => this.repeated.delete(key));
  }

  add(key: number, value: string, sign: 1 | -1): void {
    const n = this.counts.add(key, sign);
    if (n < MIN_REPEATS) this.repeated.delete(key);
    // A copy: the line as split is a slice that would keep its page's whole text in memory.
    else if (!this.repeated.has(key)) this.repeated.set(key, structuredClone(value));
  }

  atLeast(min: number): Set<string> {
    return new Set([...this.repeated].filter(([k]) => this.counts.get(k) >= min).map(([, value]) => value));
  }
}

/**
 * A 53-bit digest of a line or a link (two 32-bit multiplicative hashes of its UTF-16 units): a number,
 * held without the line. A site of a million distinct lines has two that share a digest with odds of
 * about 1 in 20,000; those two are counted as one line.
 */
function lineDigest(line: string): number {
  let a = 0x811c9dc5;
  let b = 0x2545f491 ^ line.length;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  b = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
  b ^= b >>> 16;
  return (b >>> 0) * 2 ** 21 + (a >>> 11);
}

/** An HTML page's text without the site's repeated lines; all of it when nothing else is left. */
export function textWithoutBoilerplate(text: string, b: Boilerplate): string {
  if (!b.lines.size) return text;
  const own = text
    .split("\n")
    .filter((l) => !b.lines.has(l.trim()))
    .join("\n");
  return own.trim() ? own : text;
}

/** A field as the text line it was read from: what the chrome's lines are compared with. */
const fieldLine = (f: { label: string; value: string }) => `${f.label}: ${f.value}`;

/** The structure without links and "Label: value" lines that belong to the site's chrome. */
export function structureWithoutBoilerplate(s: PageStructure, b: Boilerplate): PageStructure {
  if (!b.lines.size && !b.links.size) return s;
  return {
    ...s,
    contentLinks: s.contentLinks.filter((l) => !b.links.has(l.url)),
    fields: s.fields.filter((f) => !b.lines.has(fieldLine(f))),
  };
}

/** Whether a structure has a field or content link among `changed` chrome lines and links: its structureWithoutBoilerplate changes with them. */
export const holdsChrome = (s: PageStructure, changed: Boilerplate): boolean =>
  s.fields.some((f) => changed.lines.has(fieldLine(f))) || s.contentLinks.some((l) => changed.links.has(l.url));
