import { prefersDayFirst } from "../extract/dates.js";
import type { PageInput } from "../record.js";
import { isHtmlPage, type PageStructure, pageStructure } from "./page-structure.js";
import { canonicalUrl } from "./url.js";

/** What extraction needs to know about the whole site, beyond the one page it reads. */
export interface SiteContext {
  today: Date;
  /** The funder's name: og:site_name, else the title suffix (or prefix) most titles share, else the © holder. */
  funder: string | null;
  /** Whether numeric dates on this site are written day first (4/3/2027 = 4 March). */
  dayFirst: boolean;
  /** Anchor texts of content links pointing at each page, keyed by canonical URL. */
  inboundAnchors: Record<string, string[]>;
  /**
   * Headings and titles that many pages share (a logo or banner marked up as h1, a sidebar's
   * heading, a <title> that is only the site's name): not a page's own name.
   */
  sharedNames?: string[];
  /** User instructions for model-based providers (enrichment); the local rules cannot follow them. */
  prompt?: { customPrompt?: string; customSystemPrompt?: string; steps?: string[]; model?: string };
}

const SEPARATOR = /\s+[|–—-]\s+|\s+::\s+/;

function mostCommon(values: Array<string | null>): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

const SEPARATORS = new RegExp(SEPARATOR.source, "g");

/** Everything after each separator of a title, and everything before: "A – B | C" has "B | C", "C", "A" and "A – B". */
function affixes(title: string): string[] {
  const cuts = [...title.matchAll(SEPARATORS)];
  return [...cuts.map((m) => title.slice(m.index + m[0].length)), ...cuts.map((m) => title.slice(0, m.index))].map((s) => s.trim()).filter(Boolean);
}

/**
 * The site name most titles end (or begin) with: of the parts before or after a separator that at least
 * 30% of the distinct titles share, the longest of those nearly as common as the most common one. Distinct
 * titles, because the name is what stays while the rest changes: 27 pages titled "Site | General Overview"
 * do not make "General Overview" the site. The longest, because a site's name may hold a separator itself
 * ("Summit 2024 – Lisbon"): its last part alone is a place, not the site. Nearly as common, because
 * "Post | Blog | Example Trust" on a third of the pages names a section, not the site.
 */
function titleAffix(titles: Array<string | null>): string | null {
  const distinct = new Set(titles.filter((t): t is string => Boolean(t)));
  const counts = new Map<string, number>();
  for (const t of distinct) for (const s of new Set(affixes(t))) counts.set(s, (counts.get(s) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  const min = Math.max(2, distinct.size * 0.3, top * 0.8);
  return [...counts].filter(([, n]) => n >= min).sort((a, b) => b[0].length - a[0].length)[0]?.[0] ?? null;
}

/** The site context that pages' features depend on: whose site it is and how it writes dates. */
export function siteIdentity(
  pages: PageInput[],
  today: Date,
  structureOf: (p: PageInput) => PageStructure,
  textOf = (p: PageInput) => p.text,
): Omit<SiteContext, "inboundAnchors"> {
  const htmlPages = pages.filter(isHtmlPage);
  const sampled = htmlPages.slice(0, 60);
  const sample = sampled.map(structureOf);
  const funder = mostCommon(sample.map((s) => s.siteName)) ?? titleAffix(htmlPages.map((p) => p.title)) ?? mostCommon(sample.map((s) => s.copyrightHolder));
  return { today, funder, dayFirst: prefersDayFirst(textPrefix(pages, textOf, 400_000)), sharedNames: sharedNames(sample, sampled) };
}

/** The pages' texts joined in order, up to `max` characters (without joining the whole site). */
function textPrefix(pages: PageInput[], textOf: (p: PageInput) => string, max: number): string {
  const parts: string[] = [];
  let length = 0;
  for (const p of pages) {
    if (length >= max) break;
    const text = textOf(p);
    parts.push(text);
    length += text.length + 1;
  }
  return parts.join("\n").slice(0, max);
}

/** Anchor texts of content links pointing at each page, keyed by canonical URL. */
export function inboundAnchors(pages: PageInput[], structureOf: (p: PageInput) => PageStructure): Record<string, string[]> {
  const anchors: Record<string, string[]> = {};
  for (const p of pages) {
    if (!isHtmlPage(p)) continue;
    const self = canonicalUrl(p.url);
    for (const link of structureOf(p).contentLinks) {
      if (!link.text || link.url === self) continue;
      (anchors[link.url] ??= []).push(link.text);
    }
  }
  return anchors;
}

export function buildSiteContext(pages: PageInput[], today: Date, structures?: Map<string, PageStructure>): SiteContext {
  const structureOf = (p: PageInput) => structures?.get(canonicalUrl(p.url)) ?? pageStructure(p);
  return { ...siteIdentity(pages, today, structureOf), inboundAnchors: inboundAnchors(pages, structureOf) };
}

function sharedNames(sample: PageStructure[], pages: PageInput[]): string[] {
  const counts = new Map<string, number>();
  for (const [i, s] of sample.entries())
    for (const name of new Set([...s.headings, pages[i]?.title?.trim()])) if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= Math.max(3, sample.length * 0.3)).map(([h]) => h);
}

/**
 * A page's own name: its h1, else its title without the site-name suffix, else its first heading
 * (a <title> that is only the site's name says nothing of the page). The site's name, a banner or
 * a heading many pages share is never it.
 */
export function cleanTitle(page: PageInput, structure: PageStructure, site: Pick<SiteContext, "funder" | "sharedNames">): string {
  const funder = site.funder;
  const shared = (name: string) => name.toLowerCase() === funder?.toLowerCase() || (site.sharedNames?.includes(name) ?? false);
  const h1 = structure.h1;
  if (h1 && !shared(h1)) return withoutStatusPhrase(h1);
  const title = page.title ?? "";
  // The site's name may hold a separator itself: it goes as a whole.
  const named = funder && title.endsWith(funder) ? title.slice(0, -funder.length).replace(/(?:\s+[|–—-]|\s+::)\s*$/, "") : title;
  const parts = named
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  const own = parts.find((p) => !shared(p)) ?? structure.headings.find((h) => !shared(h));
  return withoutStatusPhrase((own ?? parts[0] ?? title) || h1 || page.url);
}

/**
 * A status said in a name ("Green Grants RFP - This RFP is currently closed", "[CLOSED] Arts Fund",
 * "Travel Awards (applications open)") is the page's status, which has its own field: the name is
 * what comes before or after it. The status is read from the page's sentences as ever.
 */
const STATUS_WORDS = String.raw`(?:(?:this|the)\s+[\w\s]{1,30}?\s+(?:is|are)\s+)?(?:(?:now|currently)\s+)?(?:closed|open(?:\s+for\s+(?:applications|submissions|nominations))?|(?:applications?|submissions|nominations)\s+(?:are\s+)?(?:now\s+)?(?:open|closed)|(?:now\s+)?accepting\s+(?:applications|submissions|nominations)|deadline\s+(?:has\s+)?passed|coming\s+soon)`;
const TRAILING_STATUS = new RegExp(String.raw`\s*(?:\s[-–—|:]\s*|\(|\[)\s*${STATUS_WORDS}\s*[.!)\]]?\s*$`, "i");
const LEADING_STATUS = new RegExp(String.raw`^\s*(?:\[\s*${STATUS_WORDS}\s*\]|\(\s*${STATUS_WORDS}\s*\)|${STATUS_WORDS}\s*[:–—-])\s*`, "i");

export function withoutStatusPhrase(name: string): string {
  const cut = name.replace(TRAILING_STATUS, "").replace(LEADING_STATUS, "").trim();
  return cut.length >= 3 ? cut : name;
}
