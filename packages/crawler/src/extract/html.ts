import { type Handler, Parser } from "htmlparser2";
import type { FetchedPage, PageLink } from "../types.js";
import { linkTarget } from "../url/normalise.js";
import { collapseWhitespace, hidesContent, ReadableText } from "./text.js";

interface HtmlContent {
  title: string | null;
  links: PageLink[];
}

export interface ParsedHtml {
  content: HtmlContent;
  /** See looksLikeJsShell. */
  jsShell: boolean;
}

/** htmlparser2 in HTML mode: forgiving, and fast. */
export const PARSE_OPTIONS = { xmlMode: false, decodeEntities: true } as const;

const MOUNT_IDS = new Set(["root", "app", "__next", "___gatsby", "__nuxt"]);
/** Readable text shorter than this, on a page with scripts or an empty mount point, is a JavaScript shell's. */
const SHELL_MAX_TEXT = 200;

/** The text of one open element, all of it (hidden parts included), gathered as it streams past. */
interface Capture {
  depth: number;
  text: string;
  /** Called when the element closes. */
  done?: (text: string) => void;
}

interface Anchor {
  href: string;
  capture: Capture;
  /** aria-label, title, then the alt of its first image: the name of a link without text. */
  label: string | undefined;
  imageAlt: string | undefined;
}

const clean = (s: string): string => collapseWhitespace(s).trim();

/**
 * Counts the visible characters other than whitespace, outside the elements whose content is not
 * read (see hidesContent), and stops at `enough`. A page with that many has as much readable text
 * (unless they are outside its <body> or lines of a lone dash, which are not read), so it is no
 * shell, and nearly every page gets there in its first lines: only the others need their readable
 * text, which is otherwise derived off the fetch path (pageText).
 */
class VisibleCharacters {
  count = 0;
  private readonly hidden: boolean[] = [];
  private hiddenDepth = 0;

  constructor(private readonly enough: number) {}

  open(name: string, attribs: Record<string, string>): void {
    if (this.count >= this.enough) return;
    const hidden = hidesContent(name, attribs);
    this.hidden.push(hidden);
    if (hidden) this.hiddenDepth++;
  }

  close(): void {
    if (this.count < this.enough && this.hidden.pop()) this.hiddenDepth--;
  }

  text(data: string): void {
    if (this.count < this.enough && this.hiddenDepth === 0) this.count += data.replace(/\s+/g, "").length;
  }
}

/**
 * One streaming pass over the page (no DOM is built: a tree of a 100 KB page is ~1 MB of short-lived
 * objects, which kept the crawler's heap several times larger than the pages it holds).
 */
class PageScanner implements Partial<Handler> {
  readonly visible = new VisibleCharacters(SHELL_MAX_TEXT);
  readonly anchors: Anchor[] = [];
  base: string | null = null;
  title: string | null = null;
  h1: string | null = null;
  scripts = 0;
  /** Open mount points (#root, #app...) and whether each has shown any text yet. */
  private readonly mounts: Array<{ depth: number; hasText: boolean }> = [];
  emptyMount = false;
  private depth = 0;
  private readonly captures: Capture[] = [];
  private readonly openAnchors: Anchor[] = [];
  private titleSeen = false;
  private h1Seen = false;

  onopentag(name: string, attribs: Record<string, string>): void {
    this.depth++;
    this.visible.open(name, attribs);
    if (name === "a" || name === "area") {
      if (attribs.href) this.openAnchor(attribs);
    } else if (name === "title" && !this.titleSeen) {
      this.titleSeen = true;
      this.capture((text) => (this.title = clean(text)));
    } else if (name === "h1" && !this.h1Seen) {
      this.h1Seen = true;
      this.capture((text) => (this.h1 = clean(text)));
    } else if (name === "base" && attribs.href) this.base ??= attribs.href;
    else if (name === "script") this.scripts++;
    else if (name === "img") for (const a of this.openAnchors) a.imageAlt ??= attribs.alt;
    if ((attribs.id && MOUNT_IDS.has(attribs.id)) || "data-reactroot" in attribs) this.mounts.push({ depth: this.depth, hasText: false });
  }

  onclosetag(): void {
    this.visible.close();
    const depth = this.depth--;
    const { captures, openAnchors, mounts } = this;
    while (captures.length && captures[captures.length - 1]!.depth === depth) {
      const capture = captures.pop()!;
      capture.done?.(capture.text);
    }
    if (openAnchors.length && openAnchors[openAnchors.length - 1]!.capture.depth === depth) openAnchors.pop();
    if (mounts.length && mounts[mounts.length - 1]!.depth === depth) this.emptyMount ||= !mounts.pop()!.hasText;
  }

  ontext(data: string): void {
    this.visible.text(data);
    for (const capture of this.captures) capture.text += data;
    if (this.mounts.length && /\S/.test(data)) for (const mount of this.mounts) mount.hasText = true;
  }

  private openAnchor(attribs: Record<string, string>): void {
    const anchor = { href: attribs.href!, capture: this.capture(), label: attribs["aria-label"] ?? attribs.title, imageAlt: undefined };
    this.anchors.push(anchor);
    this.openAnchors.push(anchor);
  }

  private capture(done?: (text: string) => void): Capture {
    const capture = { depth: this.depth, text: "", done };
    this.captures.push(capture);
    return capture;
  }
}

function anchorText(a: Anchor): string {
  return clean(a.capture.text) || clean(a.label ?? a.imageAlt ?? "");
}

/**
 * A JavaScript shell is a page whose content is drawn by scripts: its readable text is under
 * SHELL_MAX_TEXT characters AND it has a script tag or an empty app mount point (#root, #app,
 * #__next...). Short pages without scripts (a bare "moved" notice) are not shells.
 */
function looksLikeJsShell(scan: PageScanner, html: string): boolean {
  if (scan.visible.count >= SHELL_MAX_TEXT || !(scan.scripts > 0 || scan.emptyMount)) return false;
  return readableText(html).length < SHELL_MAX_TEXT;
}

/** <base href> as written (not normalised: its trailing slash decides how relative links resolve). */
function baseUrl(href: string | null, pageUrl: string): string {
  const base = href ? URL.parse(href, pageUrl) : null;
  return base && (base.protocol === "http:" || base.protocol === "https:") ? base.href : pageUrl;
}

/**
 * The page's title and links, and whether it is a JavaScript shell. Links are resolved against
 * <base href> and the page URL, normalised, de-duplicated and filtered by `keep`.
 */
export function parseHtml(html: string, pageUrl: string, keep: (url: string) => boolean): ParsedHtml {
  const scan = new PageScanner();
  new Parser(scan, PARSE_OPTIONS).end(html);
  const base = baseUrl(scan.base, pageUrl);
  const origin = new URL(base).origin;
  const links = new Map<string, PageLink>();
  for (const a of scan.anchors) {
    const target = linkTarget(a.href, base, origin);
    if (!target || !keep(target.url) || links.get(target.url)?.text) continue;
    links.set(target.url, { ...target, text: anchorText(a) });
  }
  return { content: { title: scan.title || scan.h1 || null, links: [...links.values()] }, jsShell: looksLikeJsShell(scan, html) };
}

/** The readable text of an HTML page (see ReadableText). */
export function readableText(html: string): string {
  const text = new ReadableText();
  new Parser(text, PARSE_OPTIONS).end(html);
  return text.toString();
}

/**
 * A fetched page's text. A crawl keeps an HTML page's HTML and leaves its readable text to be
 * derived here by whoever reads the page, so the fetch path only parses what the crawl itself
 * needs, titles and links (issue #14: the text was about a fifth of the crawler's CPU per page).
 */
export function pageText(page: Pick<FetchedPage, "text" | "html">): string | null {
  return page.text ?? (page.html === null ? null : readableText(page.html));
}
