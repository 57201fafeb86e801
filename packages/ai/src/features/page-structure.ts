import * as cheerio from "cheerio";
import type { AnyNode, Element } from "domhandler";
import type { PageInput } from "../record.js";
import { pageElements } from "./page-elements.js";
import { canonicalUrl, sitePath } from "./url.js";

/** What the HTML says beyond its text: headings, label/value pairs, links in the content, site name. */
export interface PageStructure {
  h1: string | null;
  headings: string[];
  /** Definition lists, two-column table rows and "Label: value" lines. */
  fields: Array<{ label: string; value: string }>;
  /** Links outside nav/header/footer: the ones the page's author chose for this page. */
  contentLinks: Array<{ url: string; text: string }>;
  siteName: string | null;
  copyrightHolder: string | null;
  /** A dated post: og:type article, a <time> in an <article>, or a "Posted on" byline. */
  isArticle: boolean;
  tableHeaders: string[];
  /** The words under photos (figcaption, .caption): not what the page is about. */
  captions: string[];
  /** The addresses of its mailto: links, anywhere in the HTML. */
  mailto: string[];
}

const clean = (s: string): string => s.replace(/\s+/g, " ").trim();
/** A heading's words without the permalink mark themes append to it ("Introduction🔗", "Eligibility¶", "Dates #"). */
const headingText = (s: string): string => clean(s).replace(/(?:\s*[¶§🔗]|\s+#)+$/u, "");
const LABEL_LINE = /^(?:-\s+)?([A-Z][\p{L}\p{N} &/()'’-]{2,40}):\s+(\S.{0,300})$/u;

/** How far into the page's text a "Posted on" byline is looked for. */
const BYLINE_REACH = 600;

/**
 * The first `max` characters of a node's text (whitespace collapsed), as cheerio's .text() would
 * give them, without reading the rest: the text of a whole page was a tenth of the analysis time.
 */
function leadingText(node: AnyNode | undefined, max: number): string {
  // Whitespace is collapsed as the text grows, so the length is known at every step.
  let text = "";
  const trimmedLength = () => text.length - +text.startsWith(" ") - +(text.length > 1 && text.endsWith(" "));
  const walk = (n: AnyNode): boolean => {
    if (n.type === "text") {
      const chunk = n.data.replace(/\s+/g, " ");
      text += text.endsWith(" ") && chunk.startsWith(" ") ? chunk.slice(1) : chunk;
      return trimmedLength() >= max;
    }
    return "children" in n && n.children.some(walk);
  };
  if (node) walk(node);
  return text.trim().slice(0, max);
}

function textFields(text: string): PageStructure["fields"] {
  return text.split("\n").flatMap((line) => {
    const m = LABEL_LINE.exec(line.trim());
    return m ? [{ label: m[1]!, value: m[2]! }] : [];
  });
}

/** Documents have no HTML: their structure is their text's label lines and all their links. */
function fromText(page: PageInput): PageStructure {
  const firstLine = page.text.split("\n").map(clean).find(Boolean) ?? null;
  return {
    h1: page.title ?? firstLine,
    headings: [],
    fields: textFields(page.text),
    contentLinks: page.links,
    siteName: null,
    copyrightHolder: null,
    isArticle: false,
    tableHeaders: [],
    captions: [],
    mailto: [],
  };
}

/** A column of award sizes: its header names the size ("Grant size", "Award amount"). */
const MAX_TIERS = 8;
const AMOUNT_HEADER = /\b(?:grant\s+size|size|amount|award|prize|funding|stipend)\b/i;

/**
 * The columns of a table whose header names award sizes, one size per tier ("100 € | Applicants
 * from Kenya", "1200 € | other countries"), each as one field listing that column: the tiers span
 * the range. A table with a "Minimum award" and a "Maximum award" column gives both ends.
 */
export function amountColumns(header: string[], body: string[][]): Array<{ label: string; value: string }> {
  return header.flatMap((label, at) => {
    if (!AMOUNT_HEADER.test(label)) return [];
    const values = body.map((row) => row[at] ?? "").filter(Boolean);
    // Tiers are a handful of sizes; a long column is a list of grants already made, not a size.
    return values.length >= 2 && values.length <= MAX_TIERS ? [{ label, value: values.join("; ") }] : [];
  });
}

/**
 * The page's own name from its first h1, unless that h1 is wholly one link up to a section the page
 * sits in ("<h1><a href="..">Announcements</a></h1>" atop every post): that names the section, and
 * each post would be listed under it.
 */
function ownH1($: cheerio.CheerioAPI, h1: Element | undefined, pageUrl: string): string | null {
  if (!h1) return null;
  const text = headingText($(h1).text());
  if (!text) return null;
  const links = $(h1).find("a[href]");
  if (links.length !== 1 || headingText(links.text()) !== text) return text;
  const target = sitePath(canonicalUrl(links.attr("href") ?? "", pageUrl));
  const own = sitePath(pageUrl);
  const up = target !== own && (target === "/" || own.startsWith(`${target}/`));
  return up ? null : text;
}

/** Pages whose structure is read without their HTML, which they no longer hold (structureKnown). */
const known = new WeakMap<PageInput, () => PageStructure>();

/**
 * Lets pageStructure read an HTML page's structure from `structure` instead of its HTML: a site
 * preparation keeps its pages' structure, not their HTML.
 */
export function structureKnown(page: PageInput, structure: () => PageStructure): PageInput {
  known.set(page, structure);
  return page;
}

/** Whether the page came as HTML: it holds its HTML, or its structure is known (structureKnown). */
export const isHtmlPage = (page: PageInput): boolean => Boolean(page.html) || known.has(page);

/** How many "Label: value" lines a page's text has: the last fields of a structure read with it. */
export const textFieldCount = (text: string): number => textFields(text).length;

/**
 * The structure of an HTML page read as `text` (its own text, without the site's chrome) where
 * `structure` was read from it with a text of `fromTextFields` label lines (textFieldCount): its
 * "Label: value" lines are read from `text`. A count, not that text: a preparation keeps the text packed.
 */
export function structureOfText(structure: PageStructure, fromTextFields: number, text: string): PageStructure {
  const own = structure.fields.length - fromTextFields;
  return { ...structure, fields: [...structure.fields.slice(0, own), ...textFields(text)] };
}

export function pageStructure(page: PageInput): PageStructure {
  const structure = known.get(page);
  if (structure) return structure();
  if (!page.html) return fromText(page);
  // htmlparser2 (cheerio's xml option in HTML mode) builds the tree several times faster than parse5.
  const $ = cheerio.load(page.html, { xml: { xmlMode: false, decodeEntities: true } });
  const found = pageElements($.root()[0]!);
  const fields: PageStructure["fields"] = [];
  $(found.definitionLists).each((_, dl) => {
    $(dl)
      .children("dt")
      .each((_, dt) => {
        const value = clean($(dt).nextUntil("dt", "dd").text());
        if (value) fields.push({ label: clean($(dt).text()).replace(/:$/, ""), value });
      });
  });
  const tableHeaders: string[] = [];
  $(found.tables).each((_, table) => {
    const rows = $(table).find("tr").get();
    const cells = rows.map((tr) =>
      $(tr)
        .children("th, td")
        .map((_, c) => clean($(c).text()))
        .get(),
    );
    const headed = rows[0] !== undefined && $(rows[0]).children("td").length === 0;
    if (headed) fields.push(...amountColumns(cells[0] ?? [], cells.slice(1)));
  });
  $(found.tableRows).each((_, tr) => {
    const cells = $(tr)
      .children("th, td")
      .map((_, c) => clean($(c).text()))
      .get();
    if ($(tr).children("th").length === cells.length && cells.length > 1) tableHeaders.push(...cells);
    else if (cells.length === 2 && cells[0] && cells[1]) fields.push({ label: cells[0].replace(/:$/, ""), value: cells[1] });
  });
  $(found.paragraphs).each((_, el) => {
    const strong = $(el).children("strong, b").first();
    // Most paragraphs open with no bold label: their text is read only when one does.
    if (!strong.length || strong.index() !== 0) return;
    const label = clean(strong.text()).replace(/:$/, "");
    const value = clean($(el).text()).slice(clean(strong.text()).length).replace(/^:\s*/, "");
    if (label.length < 40 && value) fields.push({ label, value });
  });
  const contentLinks: PageStructure["contentLinks"] = [];
  const seen = new Map<string, { url: string; text: string }>();
  for (const { element: a, inChrome } of found.links) {
    if (inChrome) continue;
    const href = $(a).attr("href") ?? "";
    if (/^(mailto|tel|javascript):/i.test(href)) continue;
    const url = canonicalUrl(href, page.url);
    const text = clean($(a).text()) || clean($(a).attr("title") ?? "");
    const link = seen.get(url);
    // A card links its image, then its headline, to one post: the link's text is the first that has words.
    if (link) {
      link.text ||= text;
      continue;
    }
    const entry = { url, text };
    seen.set(url, entry);
    contentLinks.push(entry);
  }
  const footer = clean($(found.footers).text());
  // The word "Copyright" names a holder only with © or a year after it: "Copyright Policy" is a link.
  const copyright =
    /(?:©|\(c\)|copyright\s*(?:©|\(c\)|(?=\d{4})))\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?)?\s*([\p{Lu}][\p{L}&.'’ -]{2,80}?)(?:[.,|]|\s+all rights|$)/iu.exec(footer);
  const bodyStart = leadingText(found.main, BYLINE_REACH);
  return {
    h1: ownH1(
      $,
      found.headings.find((h) => h.name === "h1"),
      page.url,
    ),
    headings: $(found.headings)
      .map((_, h) => headingText($(h).text()))
      .get()
      .filter(Boolean),
    fields: [...fields, ...textFields(page.text)],
    contentLinks,
    siteName: clean(found.meta.get("og:site_name") ?? "") || null,
    copyrightHolder: copyright?.[1]?.trim() ?? null,
    isArticle: found.meta.get("og:type") === "article" || found.hasByline || /\b(posted|published)\s+(on|by)\b/i.test(bodyStart),
    tableHeaders,
    captions: $(found.captions)
      .map((_, c) => clean($(c).text()))
      .get()
      .filter(Boolean),
    mailto: [...page.html.matchAll(/href=["']mailto:([^"'?]+)/gi)].map((m) => m[1]!),
  };
}
