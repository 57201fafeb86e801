import { enrichOpportunity, yieldToEventLoop, type GrantRecord } from "@grantscout/ai";
import { fetchedPages, listOpportunities, listRelatedDocuments } from "@grantscout/db";
import type { AppServices } from "./app-services.js";
import { requireJob } from "./crawl-service.js";
import { toGrantView } from "./grant-view.js";
import { toPageInput } from "./page-input.js";

const EXPORT_FLAGS = { enrichFunding: true, enrichDates: true, enrichEligibility: true, analyzeSupportingDocuments: true, includeContactDetails: true };

/**
 * Re-analyses each opportunity of a job with its supporting documents (from the crawl's stored
 * pages, nothing is fetched again) and returns the enriched records; user corrections are kept.
 */
export async function enrichExport(services: AppServices, jobId: number) {
  const job = await requireJob(services, jobId);
  const pages = new Map((await fetchedPages(services.db, jobId)).map((p) => [p.url, toPageInput(p)]));
  const rows = await listOpportunities(services.db, jobId);
  const docs = await listRelatedDocuments(services.db, rows.map((r) => r.id));
  const results = [];
  for (const row of rows) {
    await yieldToEventLoop(); // one opportunity at a time: other requests and running crawls go on meanwhile
    const view = toGrantView(row, docs.filter((d) => d.opportunity_id === row.id));
    const page = pages.get(row.url);
    if (!page) {
      results.push({ ...view, enrichment: "page not stored; exported as crawled" });
      continue;
    }
    const supporting = view.relatedDocuments.flatMap((d) => pages.get(d.url) ?? []);
    const { record } = await enrichOpportunity({
      page,
      supporting,
      existing: view as unknown as Partial<GrantRecord>,
      options: EXPORT_FLAGS,
      provider: services.provider,
      today: services.today(),
    });
    results.push({
      ...record,
      relatedDocuments: view.relatedDocuments,
      status: row.manually_corrected ? view.status : record.status,
      manually_corrected: row.manually_corrected,
      correction_note: row.correction_note,
    });
  }
  return { success: true, message: `Enriched ${results.length} opportunities from ${job.url}`, results };
}
