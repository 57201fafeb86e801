import type { PageInput } from "../record.js";
import type { PageStructure } from "./page-structure.js";
import { canonicalUrl } from "./url.js";

/** What a site repeats on most of its pages: menus, sidebars, footers the crawler's text kept. */
export interface Boilerplate {
  /** Text lines, trimmed, found on most HTML pages. */
  lines: Set<string>;
  /** Content-link targets found on most HTML pages: a menu or a sidebar, not the author's choice. */
  links: Set<string>;
}

const EMPTY: Boilerplate = { lines: new Set(), links: new Set() };

/**
 * Lines and links on at least 60% (and at least 4) of a site's HTML pages. A site's own chrome
 * is not always in nav/header/footer elements (CMS themes use divs and asides), and a repeated
 * "Recent posts" headline or "Apply" menu item would otherwise count as each page's content.
 * Sites of fewer than 5 HTML pages have too little to compare and keep everything.
 */
export function findBoilerplate(pages: PageInput[], structures: Map<string, PageStructure>): Boilerplate {
  const html = pages.filter((p) => p.html);
  if (html.length < 5) return EMPTY;
  const min = Math.max(4, Math.ceil(html.length * 0.6));
  const lineCounts = new Map<string, number>();
  const linkCounts = new Map<string, number>();
  for (const p of html) {
    for (const line of new Set(
      p.text
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ))
      lineCounts.set(line, (lineCounts.get(line) ?? 0) + 1);
    const links = new Set((structures.get(canonicalUrl(p.url))?.contentLinks ?? []).map((l) => l.url));
    for (const url of links) linkCounts.set(url, (linkCounts.get(url) ?? 0) + 1);
  }
  const frequent = (counts: Map<string, number>) => new Set([...counts].filter(([, n]) => n >= min).map(([k]) => k));
  return { lines: frequent(lineCounts), links: frequent(linkCounts) };
}

/** The page without the site's repeated lines (documents are left as they are). */
export function withoutBoilerplate(page: PageInput, b: Boilerplate): PageInput {
  if (!page.html || !b.lines.size) return page;
  const text = page.text
    .split("\n")
    .filter((l) => !b.lines.has(l.trim()))
    .join("\n");
  return text.trim() ? { ...page, text } : page;
}

/** The structure without links and "Label: value" lines that belong to the site's chrome. */
export function structureWithoutBoilerplate(s: PageStructure, b: Boilerplate): PageStructure {
  if (!b.lines.size && !b.links.size) return s;
  return {
    ...s,
    contentLinks: s.contentLinks.filter((l) => !b.links.has(l.url)),
    fields: s.fields.filter((f) => !b.lines.has(`${f.label}: ${f.value}`)),
  };
}
