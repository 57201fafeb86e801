/** Readable text from a parsed HTML tree, with line breaks where the layout has them. */

/** The parts of the domhandler node shape we read; cheerio does not export the type. */
export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

/** Not content: code, embedded media, and site-wide navigation repeated on every page. */
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "head", "nav", "footer", "select", "button"]);

const BLOCKS = new Set([
  "div", "section", "article", "main", "aside", "header", "address", "blockquote", "pre", "figure", "figcaption",
  "dl", "dt", "dd", "thead", "tbody", "tfoot", "tr", "caption", "form", "fieldset", "legend",
  "hr", "details", "summary", "body", "html", "li", "br",
]);
/** Set apart from their surroundings by a blank line. */
const PARAGRAPHS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "table", "ul", "ol"]);
const CELL = "\u0001";

/** Builds the text line by line while walking, so no large intermediate strings are split again. */
class Lines {
  readonly lines: string[] = [];
  private line = "";
  private gap = false;
  // Tracked as flags because endsWith()/includes() on a growing concatenated string flatten it each time.
  private trailingSpace = true;
  private hasCells = false;

  append(text: string): void {
    let collapsed = text.replace(/\s+/g, " ");
    if (this.trailingSpace && collapsed.charCodeAt(0) === 32) collapsed = collapsed.slice(1);
    if (!collapsed) return;
    this.line += collapsed;
    this.trailingSpace = collapsed.charCodeAt(collapsed.length - 1) === 32;
  }

  cell(): void {
    this.line += CELL;
    this.hasCells = true;
  }

  /** Ends the current line; `paragraph` asks for a blank line before the next one. */
  end(paragraph: boolean): void {
    let line = this.line.trimEnd();
    if (this.hasCells) line = line.split(CELL).map((c) => c.trim()).filter(Boolean).join(" | ");
    this.line = "";
    this.trailingSpace = true;
    this.hasCells = false;
    if (line && line !== "-") {
      if (this.gap && this.lines.length) this.lines.push("");
      this.lines.push(line);
      this.gap = false;
    }
    if (paragraph) this.gap = true;
  }
}

function isHidden(a: Record<string, string>): boolean {
  return "hidden" in a || a["aria-hidden"] === "true" || a.role === "navigation" || (a.style !== undefined && /display\s*:\s*none/i.test(a.style));
}

function walk(node: DomNode, out: Lines): void {
  if (node.type === "text") return out.append(node.data ?? "");
  if (node.type !== "tag" && node.type !== "root") return;
  const name = node.name ?? "";
  if (SKIPPED.has(name) || (node.attribs && isHidden(node.attribs))) return;
  const paragraph = PARAGRAPHS.has(name);
  const block = paragraph || BLOCKS.has(name);
  if (block) out.end(paragraph);
  if (name === "li") out.append("- ");
  for (const child of node.children ?? []) walk(child, out);
  if (name === "td" || name === "th") out.cell();
  else if (block) out.end(paragraph);
}

/**
 * Lines are trimmed and empty ones dropped; headings, paragraphs, lists and tables are set apart
 * by one blank line; list items start with "- "; table cells are joined with " | ".
 */
export function readableText(root: DomNode): string {
  const out = new Lines();
  walk(root, out);
  out.end(false);
  return out.lines.join("\n");
}
