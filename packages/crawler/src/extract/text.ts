/** Readable text from the tag and text events of one parse, with line breaks where the layout has them. */
import type { Handler } from "htmlparser2";

/** Not content: code, embedded media, and site-wide navigation repeated on every page. */
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "head", "nav", "footer", "select", "button"]);

const BLOCKS = new Set([
  "div",
  "section",
  "article",
  "main",
  "aside",
  "header",
  "address",
  "blockquote",
  "pre",
  "figure",
  "figcaption",
  "dl",
  "dt",
  "dd",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "caption",
  "form",
  "fieldset",
  "legend",
  "hr",
  "details",
  "summary",
  "body",
  "html",
  "li",
  "br",
]);
/** Set apart from their surroundings by a blank line. */
const PARAGRAPHS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "table", "ul", "ol"]);
const CELL = "\u0001";
/**
 * Whitespace other than a single space, or two spaces: what /\s+/ collapsing would change. The
 * class spells out JavaScript's \s minus the space because V8 scans it about twice as fast.
 */
const NEEDS_COLLAPSE = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| {2}/;

/** Every run of whitespace as one space; most text needs no change, so it is tested first. */
export function collapseWhitespace(text: string): string {
  return NEEDS_COLLAPSE.test(text) ? text.replace(/\s+/g, " ") : text;
}

/**
 * Builds the text line by line: a line's text is gathered as it comes and its whitespace collapsed
 * once when the line ends (most lines need no collapsing, and whitespace-only lines are frequent).
 */
class Lines {
  readonly lines: string[] = [];
  private line = "";
  private gap = false;
  private hasCells = false;

  append(text: string): void {
    this.line += text;
  }

  cell(): void {
    this.line += CELL;
    this.hasCells = true;
  }

  /** Ends the current line; `paragraph` asks for a blank line before the next one. */
  end(paragraph: boolean): void {
    let line = collapseWhitespace(this.line.trim());
    if (this.hasCells)
      line = line
        .split(CELL)
        .map((c) => c.trim())
        .filter(Boolean)
        .join(" | ");
    this.line = "";
    this.hasCells = false;
    if (line && line !== "-") {
      if (this.gap && this.lines.length) this.lines.push("");
      this.lines.push(line);
      this.gap = false;
    }
    if (paragraph) this.gap = true;
  }
}

/** An element whose content is not read: SKIPPED, or hidden by its attributes. */
export function hidesContent(name: string, a: Record<string, string>): boolean {
  return (
    SKIPPED.has(name) ||
    "hidden" in a ||
    a["aria-hidden"] === "true" ||
    a.role === "navigation" ||
    (a.style !== undefined && /display\s*:\s*none/i.test(a.style))
  );
}

/**
 * An htmlparser2 handler (every open gets its close). Only the body's text counts when the page
 * has a <body>. Lines are trimmed and empty ones dropped; headings, paragraphs, lists and tables
 * are set apart by one blank line; list items start with "- "; table cells are joined with " | ".
 */
export class ReadableText implements Partial<Handler> {
  private out = new Lines();
  /** Open elements, innermost last, and whether each hides its content. */
  private readonly openNames: string[] = [];
  private readonly openHidden: boolean[] = [];
  /** Open elements that hide their content (SKIPPED or hidden); text shows only at 0. */
  private hiddenDepth = 0;
  private body: "before" | "inside" | "after" = "before";

  onopentag(name: string, attribs: Record<string, string>): void {
    const hidden = hidesContent(name, attribs);
    this.openNames.push(name);
    this.openHidden.push(hidden);
    if (name === "body" && this.body === "before") {
      this.body = "inside";
      this.out = new Lines(); // text before <body> is not the body's
    }
    if (hidden) this.hiddenDepth++;
    if (this.hiddenDepth > 0) return;
    const paragraph = PARAGRAPHS.has(name);
    if (paragraph || BLOCKS.has(name)) this.out.end(paragraph);
    if (name === "li") this.out.append("- ");
  }

  onclosetag(): void {
    const name = this.openNames.pop();
    if (name === undefined) return;
    if (this.openHidden.pop()) this.hiddenDepth--;
    else if (this.hiddenDepth === 0) this.closeVisible(name);
  }

  private closeVisible(name: string): void {
    const paragraph = PARAGRAPHS.has(name);
    if (name === "td" || name === "th") this.out.cell();
    else if (paragraph || BLOCKS.has(name)) this.out.end(paragraph);
    if (name === "body" && this.body === "inside") this.body = "after";
  }

  ontext(data: string): void {
    if (this.hiddenDepth === 0 && this.body !== "after") this.out.append(data);
  }

  toString(): string {
    this.out.end(false);
    return this.out.lines.join("\n");
  }
}
