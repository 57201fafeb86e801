/** What an in-depth analysis would change in a crawl's results (Process Opportunity's "Keep in the results"). */
import { formatCurrency, formatFundingRange } from "./format-currency.js";
import { formatDate } from "./format-date.js";
import type { GrantView } from "./opportunity-adapter.js";

export interface AnalysisDifference {
  label: string;
  before: string;
  after: string;
}

const NOT_STATED = "not stated";
const text = (v: string | null) => (v?.trim() ? v.trim() : NOT_STATED);
const range = (g: GrantView) => {
  const r = formatFundingRange(g.amountLow, g.amountHigh, g.currency);
  return r === "N/A" ? NOT_STATED : r;
};
const plain = (html: string | null) =>
  (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The fields a results row shows whose value keeping the analysis changes, in the row's words (as
 * the server keeps it: a field the analysis did not find keeps the crawl's value). Eligibility, long
 * text, is named when it changed, not quoted. A status a person corrected is left out: keeping the
 * analysis does not replace it.
 */
export function analysisDifferences(crawl: GrantView, analysis: GrantView): AnalysisDifference[] {
  const rows: AnalysisDifference[] = [
    { label: "Status", before: crawl.status, after: analysis.status },
    { label: "Due date", before: crawl.dueDate ? formatDate(crawl.dueDate) : NOT_STATED, after: analysis.dueDate ? formatDate(analysis.dueDate) : NOT_STATED },
    { label: "Award amount", before: range(crawl), after: range(analysis) },
    {
      label: "Total funding",
      before: crawl.totalFunding === null ? NOT_STATED : formatCurrency(crawl.totalFunding, crawl.currency),
      after: analysis.totalFunding === null ? NOT_STATED : formatCurrency(analysis.totalFunding, analysis.currency),
    },
    { label: "Funder", before: text(crawl.funder), after: text(analysis.funder) },
  ];
  // Status and due date are kept whole; another field only where the analysis found something.
  const kept = (r: AnalysisDifference) => r.label === "Status" || r.label === "Due date" || r.after !== NOT_STATED;
  const changed = rows.filter((r) => r.before !== r.after && kept(r) && !(r.label === "Status" && crawl.manuallyCorrected));
  if (plain(analysis.eligibility) && plain(crawl.eligibility) !== plain(analysis.eligibility))
    changed.push({
      label: "Eligibility",
      before: crawl.eligibility ? "as the crawl read it" : NOT_STATED,
      after: analysis.eligibility ? "as the analysis read it" : NOT_STATED,
    });
  return changed;
}
