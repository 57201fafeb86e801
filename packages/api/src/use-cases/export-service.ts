import { enrichOpportunity, type GrantRecord, yieldToEventLoop } from "@grantscout/ai";
import { fetchedPagesByUrl, listOpportunities, listRelatedDocuments } from "@grantscout/db";
import { toPageInput } from "../adapters/page-input.js";
import { toServedGrant } from "../adapters/served-grant.js";
import type { ServedGrant } from "../spec/index.js";
import type { EnrichItem } from "../threads/analysis-pool.js";
import type { AppServices } from "./app-services.js";
import { requireJob } from "./crawl-service.js";

/**
 * The fields a results row shows. The report keeps the crawl's value for them (what the person saw,
 * and perhaps corrected), so it never disagrees with the screen; the enrichment fills their gaps and
 * adds everything else.
 */
const SHOWN_FIELDS = [
  "title",
  "funder",
  "summary",
  "eligibility",
  "fundingAmountLow",
  "fundingAmountHigh",
  "totalFundingAvailable",
  "currency",
  "rfpLink",
] as const;

function asShown(record: GrantRecord, view: ServedGrant) {
  const out: Record<string, unknown> = { ...record };
  for (const k of SHOWN_FIELDS) if (view[k] !== null && view[k] !== "") out[k] = view[k];
  const status = { ...record.status, ...view.status };
  if (!status.due_date) status.due_date = record.status.due_date;
  return { ...out, status, relatedDocuments: view.relatedDocuments, manually_corrected: view.manually_corrected, correction_note: view.correction_note };
}

const EXPORT_FLAGS = { enrichFunding: true, enrichDates: true, enrichEligibility: true, analyzeSupportingDocuments: true, includeContactDetails: true };

/**
 * Re-analyses each opportunity of a job with its supporting documents (from the crawl's stored
 * pages, nothing is fetched again) and returns the enriched records; user corrections are kept and
 * pages a person dismissed as not opportunities are left out.
 */
export async function enrichExport(services: AppServices, jobId: number) {
  const job = await requireJob(services, jobId);
  const rows = (await listOpportunities(services.db, jobId)).filter((r) => !r.dismissed);
  const docs = await listRelatedDocuments(
    services.db,
    rows.map((r) => r.id),
  );
  const wanted = [...new Set([...rows.map((r) => r.url), ...docs.map((d) => d.url)])];
  const pages = new Map((await fetchedPagesByUrl(services.db, jobId, wanted)).map((p) => [p.url, toPageInput(p)]));
  const docsOf = Map.groupBy(docs, (d) => d.opportunity_id);
  const views = rows.map((row) => ({ row, view: toServedGrant(row, docsOf.get(row.id) ?? []) }));
  const stored = views.filter(({ row }) => pages.has(row.url));
  const items = stored.map(({ row, view }) => ({
    page: pages.get(row.url)!,
    supporting: view.relatedDocuments.flatMap((d) => pages.get(d.url) ?? []),
    existing: view,
  }));
  const records = await enrichAll(services, items);
  const enriched = new Map(stored.map(({ row }, i) => [row.id, records[i]!]));
  const results = views.map(({ row, view }) => {
    const record = enriched.get(row.id);
    return record ? asShown(record, view) : { ...view, enrichment: "page not stored; exported as crawled" };
  });
  return { success: true, message: `Enriched ${results.length} opportunities from ${job.url}`, results };
}

/** In the analysis threads when the server has them; in-process otherwise, one opportunity at a time. */
async function enrichAll(services: AppServices, items: EnrichItem[]): Promise<GrantRecord[]> {
  if (services.analysis) return services.analysis.enrich(items, EXPORT_FLAGS, services.today());
  const records: GrantRecord[] = [];
  for (const item of items) {
    await yieldToEventLoop();
    records.push((await enrichOpportunity({ ...item, options: EXPORT_FLAGS, provider: services.provider, today: services.today() })).record);
  }
  return records;
}
