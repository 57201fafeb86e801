import { readGrant } from "./opportunity-adapter.js";

/** One CSV row per opportunity, RFC 4180 quoted; the first line is the header. */
const COLUMNS: Array<[string, (g: ReturnType<typeof readGrant>) => unknown]> = [
  ["Title", (g) => g.title],
  ["URL", (g) => g.url],
  ["Status", (g) => g.status],
  ["Due Date", (g) => g.dueDate],
  ["Funder", (g) => g.funder],
  ["Type", (g) => g.type],
  ["Funding Low", (g) => g.amountLow],
  ["Funding High", (g) => g.amountHigh],
  ["Currency", (g) => g.currency],
  ["Relevance", (g) => g.relevanceScore],
  ["Confidence", (g) => g.confidence],
  ["Keywords", (g) => g.keywords.join("; ")],
  ["Manually Corrected", (g) => (g.manuallyCorrected ? "yes" : "no")],
  ["Summary", (g) => g.summary],
];

/** Quotes a cell; text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function opportunitiesToCsv(grants: unknown[]): string {
  const rows = grants.map(readGrant).map((g) => COLUMNS.map(([, get]) => csvCell(get(g))).join(","));
  return [COLUMNS.map(([name]) => name).join(","), ...rows].join("\r\n") + "\r\n";
}
