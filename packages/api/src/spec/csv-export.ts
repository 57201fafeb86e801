import { statusReason } from "./grant-table.js";
import type { GrantView } from "./opportunity-adapter.js";

/**
 * Summary and eligibility are sanitised HTML on screen; a spreadsheet wants their text. Each tag
 * becomes a space so paragraphs do not run together (sanitize-html, with no tags allowed, joins them
 * and re-encodes entities), and the entities that sanitised HTML carries are decoded.
 */
function plainText(html: string | null): string | null {
  if (!html) return html;
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** One CSV row per opportunity, RFC 4180 quoted; the first line is the header. The fields of the results rows. */
const COLUMNS: Array<[string, (g: GrantView) => unknown]> = [
  ["Title", (g) => g.title],
  ["URL", (g) => g.url],
  ["Status", (g) => g.status],
  ["Due Date", (g) => g.dueDate],
  ["Status Reason", (g) => statusReason(g)],
  ["Funder", (g) => g.funder],
  ["Type", (g) => g.type],
  ["Funding Low", (g) => g.amountLow],
  ["Funding High", (g) => g.amountHigh],
  ["Currency", (g) => g.currency],
  ["Relevance", (g) => g.relevanceScore],
  ["Confidence", (g) => g.confidence],
  ["Keywords", (g) => g.keywords.join("; ")],
  ["Manually Corrected", (g) => (g.manuallyCorrected ? "yes" : "no")],
  ["Correction Note", (g) => (g.manuallyCorrected ? g.correctionNote : null)],
  ["Apply Link", (g) => g.rfpLink],
  ["Eligibility", (g) => plainText(g.eligibility)],
  ["Summary", (g) => plainText(g.summary)],
];

/** Quotes a cell; text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function opportunitiesToCsv(grants: GrantView[]): string {
  const rows = grants.map((g) => COLUMNS.map(([, get]) => csvCell(get(g))).join(","));
  return `${[COLUMNS.map(([name]) => name).join(","), ...rows].join("\r\n")}\r\n`;
}
