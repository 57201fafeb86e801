import { findLatestOpportunityByUrl, keepAnalysisInRecord } from "@grantscout/db";
import { storedRecordSchema } from "../adapters/served-grant.js";
import type { KeepAnalysisInput } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { badRequest, notFound } from "./errors.js";

/**
 * What an in-depth analysis may change in the crawl's record: what the page says about the
 * opportunity. The crawl's ranking, URL group and related documents (rows of their own) stay.
 */
const KEPT_FIELDS = [
  "summary",
  "posted_date",
  "totalFundingAvailable",
  "fundingVehicles",
  "type",
  "funder",
  "eligibility",
  "for",
  "regions",
  "countries",
  "states",
  "areaOfInterest",
  "keywords",
  "contactInformation",
  "rfpLink",
  "fundingOpportunityNumber",
  "expectedNumberOfAwards",
  "confidence",
] as const;
/** An award range is kept whole: a low from one reading and a high from another would say neither. */
const AMOUNT_FIELDS = ["fundingAmountLow", "fundingAmountHigh", "currency"] as const;

const present = (v: unknown) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0);
const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The analysis over the crawl's record. Its status (with due date) is taken whole: that is what it
 * is kept for. Other fields only where it found something: a single page read on its own lacks
 * what the crawl learnt from the site (its funder's name), and an absence must not erase that.
 */
function keptRecord(record: Record<string, unknown>, analysis: Record<string, unknown>) {
  const found = (keys: readonly string[]) => Object.fromEntries(keys.filter((k) => present(analysis[k])).map((k) => [k, analysis[k]]));
  const amounts =
    present(analysis.fundingAmountLow) || present(analysis.fundingAmountHigh) ? Object.fromEntries(AMOUNT_FIELDS.map((k) => [k, analysis[k]])) : {};
  // The status's and due date's sentences go with them; the others only where the analysis has one.
  const said = asObject(analysis.evidence);
  const evidence = {
    ...asObject(record.evidence),
    ...Object.fromEntries(Object.entries(said).filter(([, v]) => present(v))),
    status: said.status ?? null,
    due_date: said.due_date ?? null,
  };
  return { ...record, ...found(KEPT_FIELDS), ...amounts, status: analysis.status, evidence };
}

/**
 * "Keep in the results" (issue #44, item 2): the last analysis Process Opportunity stored with a
 * crawled opportunity becomes its record in that crawl's results, so the list, the job card and every
 * export say what the analysis page says. A person's status correction stands.
 */
export async function keepAnalysis(services: AppServices, input: KeepAnalysisInput) {
  const row =
    (await findLatestOpportunityByUrl(services.db, input.url)) ??
    notFound(`No crawl found ${input.url}: only an opportunity in a crawl's results can keep its analysis there`);
  const analysis = row.analysis ?? badRequest(`${input.url} has no analysis to keep: run "Analyze & Extract Details" first`);
  if (input.enrichedAt && analysis.enrichedAt !== input.enrichedAt)
    badRequest("A newer analysis of this opportunity was made since this page was opened: reload the page to see it, then keep it");
  const parsed = storedRecordSchema.safeParse({ ...keptRecord(row.record, analysis), url: row.url, title: row.title ?? row.record.title });
  if (!parsed.success) badRequest(`The analysis of ${input.url} could not be read back; run the analysis again`);
  const record = parsed.data;
  const status = row.manually_corrected ? null : record.status.current;
  await keepAnalysisInRecord(services.db, row.id, { status, dueDate: record.status.due_date, record });
  const shown = status ?? row.status;
  return {
    success: true,
    jobId: row.job_id,
    status: shown,
    correctionKept: row.manually_corrected,
    message: row.manually_corrected
      ? `Crawl ${row.job_id}'s results now show this analysis; your status correction (${row.status}) stands`
      : `Crawl ${row.job_id}'s results now show this analysis (status: ${shown})`,
  };
}
