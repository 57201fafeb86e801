import type { SiteLabels } from "@grantscout/ai";
import type { LabelFile } from "./corpus.js";

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The labels as the scorer reads them, on the day of the run: a status decided by its deadline
 * alone ("date") is recomputed against today (labelling.md), the others are as written.
 */
export function siteLabels(file: LabelFile, today: Date): SiteLabels {
  return {
    opportunities: file.opportunities.map((o) => ({
      path: o.path,
      statusBasis: o.status_basis,
      status: o.status_basis === "date" && o.due_date ? (o.due_date > isoDay(today) ? "open" : "closed") : o.status,
      due_date: o.due_date,
      fundingAmountLow: o.amount_min,
      fundingAmountHigh: o.amount_max,
      related: o.related_paths,
      relatedOptional: o.related_optional,
    })),
    nonOpportunities: file.non_opportunity_examples,
    acceptableExtra: file.acceptable_extra.map((e) => e.path),
  };
}
