import type { CrawlResults } from "./crawl.js";
import { fileDate } from "./format-date.js";
import type { GrantView } from "./opportunity-adapter.js";
import { asRecord } from "./raw-values.js";

/**
 * The "Exported opportunity shape" of spec section 3, plus `url` first: an exported grant without
 * its page address cannot be found again, and rfpLink is often empty.
 */
export function toExportedOpportunity(g: GrantView, raw: unknown = null) {
  // Fields of the export shape the view does not read: a record in the spec's wider spellings may carry them.
  const d = asRecord(raw) ?? {};
  const contact = asRecord(d.contactInformation);
  return {
    url: g.url,
    title: g.title,
    type: g.type,
    funder: g.funder,
    status: g.status,
    currency: g.currency,
    funderSlug: g.funder ? slugify(g.funder) : null,
    dueDate: g.dueDate,
    fundingAmountHigh: g.amountHigh,
    fundingAmountLow: g.amountLow,
    totalFundingAvailable: g.totalFunding,
    fundingPeriod: g.fundingPeriod,
    for: g.sectors,
    rfpLink: g.rfpLink,
    smallBusinessSetAside: d.smallBusinessSetAside ?? null,
    keywords: g.keywords,
    relatedDocuments: g.relatedDocuments.map(({ url, title, relationship, relevanceScore, matchReason }) => ({
      url,
      title,
      relationship,
      relevanceScore,
      matchReason,
    })),
    contactInformation: contact ?? (g.contact.email || g.contact.phone || g.contact.website ? g.contact : null),
    forecastedDate: g.forecastDate,
    summary: g.summary,
    eligibility: g.eligibility,
    fundingVehicles: g.fundingVehicles,
    areaOfInterest: g.areaOfInterest,
    subAreaOfInterest: g.subAreaOfInterest,
    regions: g.regions,
    states: g.states,
    countries: g.countries,
    beneficiaries: d.beneficiaries ?? null,
    expectedNumberOfAwards: g.expectedAwards,
    fundingOpportunityNumber: g.fundingOpportunityNumber,
    funderPostedDate: g.postedDate,
    funderUpdatedAt: g.updatedAt,
  };
}
export type ExportedOpportunity = ReturnType<typeof toExportedOpportunity>;

export function slugify(value: string): string {
  return (
    value
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "group"
  );
}

export const allOpportunitiesFileName = (now: Date = new Date()) => `all_opportunities_${fileDate(now)}.json`;
export const groupExportFileName = (group: string) => `grants_${slugify(group)}.json`;
export const enrichedExportFileName = (now: Date = new Date()) => `grant-opportunities-${fileDate(now)}.json`;
/** The crawled site's host as a file-name part, so two sites exported on one day do not collide. */
export function siteSlug(siteUrl: string): string {
  try {
    return slugify(new URL(siteUrl).hostname.replace(/^www\./, ""));
  } catch {
    return slugify(siteUrl);
  }
}
// The spec names three JSON files by date alone; the files it does not name carry the site too.
export const resultsFileName = (jobId: number, siteUrl: string, now: Date = new Date()) => `crawl-results-${siteSlug(siteUrl)}-${jobId}-${fileDate(now)}.json`;
export const csvFileName = (siteUrl: string, now: Date = new Date()) => `opportunities_${siteSlug(siteUrl)}_${fileDate(now)}.csv`;
export const icsFileName = (siteUrl: string, now: Date = new Date()) => `grant-deadlines-${siteSlug(siteUrl)}-${fileDate(now)}.ics`;

/**
 * The results as Download JSON saves them: what a person dismissed as not an opportunity is left
 * out (the dismiss dialog promises it is in no export) and the grant count follows.
 */
export function resultsForDownload(results: CrawlResults): CrawlResults {
  return {
    ...results,
    opportunities: results.opportunities.map((finding) => {
      if (finding.type !== "grant_opportunities") return finding;
      const kept = finding.details.detected_urls.filter((g) => !g.dismissed);
      return { ...finding, details: { ...finding.details, count: kept.length, detected_urls: kept } };
    }),
  };
}

export const ENRICHED_MISSING_FIELDS = "Enriched data is missing required fields";

/**
 * Wraps the enrich-export answer ({message, results, success}) into the download file. An answer
 * with neither results nor a success flag is refused (spec section 5).
 */
export function buildEnrichedExport(response: unknown, info: { jobId: number; sourceUrl: string | null; now?: Date }) {
  const r = asRecord(response);
  const hasResults = Array.isArray(r?.results);
  if (!r || (!hasResults && r.success === undefined)) throw new Error(ENRICHED_MISSING_FIELDS);
  return {
    export_info: {
      exported_at: (info.now ?? new Date()).toISOString(),
      enrichment_status: r.success === false ? "failed" : hasResults ? "completed" : "no results",
      source_url: info.sourceUrl,
      job_id: info.jobId,
    },
    data: hasResults ? (r.results as unknown[]) : [],
  };
}
