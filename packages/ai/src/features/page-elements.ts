import { type AnyNode, type Element, isTag } from "domhandler";

/**
 * The elements pageStructure reads, found in one walk over the tree. Each CSS selection of cheerio
 * walks the whole document; a dozen of them were a third of a site's preparation time (CPU
 * profile over the corpus). Every list is in
 * document order, as the selection it replaces (named beside each field).
 */
export interface PageElements {
  /** `dl` */
  definitionLists: Element[];
  /** `table` */
  tables: Element[];
  /** `table tr` */
  tableRows: Element[];
  /** `p, li` */
  paragraphs: Element[];
  /** `a[href]`, and whether it sits inside the site's chrome (`nav, header, footer, [role=…] a`). */
  links: Array<{ element: Element; inChrome: boolean }>;
  /** `footer` */
  footers: Element[];
  /** `h1, h2, h3, h4` */
  headings: Element[];
  /** `main, article, body`, the first. */
  main: Element | undefined;
  /** `meta[property]`'s content, the first of each property. */
  meta: Map<string, string>;
  /** `article time, .byline, .post-date` matched something. */
  hasByline: boolean;
  /** `figcaption, .caption, .wp-caption-text`: the words under a photo. */
  captions: Element[];
}

const CHROME_TAGS = new Set(["nav", "header", "footer"]);
const CHROME_ROLES = new Set(["navigation", "banner", "contentinfo"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4"]);
const BYLINE_CLASSES = ["byline", "post-date"];
const CAPTION_CLASS = /(?:^|\s)(?:[\w-]*caption[\w-]*|photo-credit)(?:\s|$)/i;

interface Context {
  inTable: boolean;
  inChrome: boolean;
  inArticle: boolean;
}

function visit(el: Element, ctx: Context, out: PageElements): void {
  const { name, attribs } = el;
  if (name === "dl") out.definitionLists.push(el);
  else if (name === "table") out.tables.push(el);
  else if (name === "tr" && ctx.inTable) out.tableRows.push(el);
  else if (name === "p" || name === "li") out.paragraphs.push(el);
  else if (name === "a" && attribs.href !== undefined) out.links.push({ element: el, inChrome: ctx.inChrome });
  else if (name === "time" && ctx.inArticle) out.hasByline = true;
  else if (name === "meta" && attribs.property !== undefined && attribs.content !== undefined && !out.meta.has(attribs.property))
    out.meta.set(attribs.property, attribs.content);
  if (name === "footer") out.footers.push(el);
  if (HEADINGS.has(name)) out.headings.push(el);
  if (!out.main && (name === "main" || name === "article" || name === "body")) out.main = el;
  if (attribs.class && BYLINE_CLASSES.some((c) => attribs.class!.split(/\s+/).includes(c))) out.hasByline = true;
  if (name === "figcaption" || (attribs.class && CAPTION_CLASS.test(attribs.class))) out.captions.push(el);
}

/** Walks the tree once, depth first, in document order (children pushed last to first). */
export function pageElements(root: AnyNode): PageElements {
  const out: PageElements = {
    definitionLists: [],
    tables: [],
    tableRows: [],
    paragraphs: [],
    links: [],
    footers: [],
    headings: [],
    main: undefined,
    meta: new Map(),
    hasByline: false,
    captions: [],
  };
  const stack: Array<{ node: AnyNode; ctx: Context }> = [{ node: root, ctx: { inTable: false, inChrome: false, inArticle: false } }];
  while (stack.length) {
    const { node, ctx } = stack.pop()!;
    let inner = ctx;
    if (isTag(node)) {
      visit(node, ctx, out);
      const chrome = CHROME_TAGS.has(node.name) || CHROME_ROLES.has(node.attribs.role ?? "");
      inner = { inTable: ctx.inTable || node.name === "table", inChrome: ctx.inChrome || chrome, inArticle: ctx.inArticle || node.name === "article" };
    }
    if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i]!, ctx: inner });
  }
  return out;
}
