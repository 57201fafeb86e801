import {
  type CrawlJob,
  type Database,
  type Kysely,
  linkingPages,
  listOpportunities,
  listRelatedDocuments,
  type PageOutcome,
  pageOutcomes,
} from "@grantscout/db/data";
import { toServedGrant } from "../adapters/served-grant.js";
import type { CrawlResults } from "../spec/index.js";

/** Pages slower than this are reported as performance issues. */
const SLOW_PAGE_MS = 3000;

function statusCodeCounts(pages: PageOutcome[]) {
  const counts: Record<string, number> = {};
  for (const p of pages) if (p.status_code !== null) counts[p.status_code] = (counts[p.status_code] ?? 0) + 1;
  return counts;
}

async function brokenLinks(db: Kysely<Database>, jobId: number, pages: PageOutcome[]) {
  const broken = pages.filter((p) => (p.status_code ?? 0) >= 400);
  const linkedFrom = await linkingPages(
    db,
    jobId,
    broken.map((p) => p.url),
  );
  return broken.map((p) => ({ url: p.url, status_code: p.status_code, linked_from: linkedFrom.get(p.url) ?? [] }));
}

const FAILURE_NOTES = /^(redirect-loop|too-large|timeout|fetch-error)/;

function coverage(pages: PageOutcome[]) {
  const noted = (prefix: string) => pages.filter((p) => p.note?.startsWith(prefix));
  const portals = pages.flatMap((p) => (p.portal_links ?? []).map((l) => ({ ...l, found_on: p.url })));
  return {
    robots_blocked: noted("robots-disallowed").map((p) => p.url),
    blocked_addresses: noted("blocked-address").map((p) => p.url),
    failed_pages: pages
      .filter((p) => p.state === "done" && (p.status_code === null || p.status_code >= 400 || FAILURE_NOTES.test(p.note ?? "")))
      .map((p) => ({ url: p.url, status_code: p.status_code, reason: p.note ?? `HTTP ${p.status_code}` })),
    unparseable_documents: noted("unparseable-document").map((p) => p.url),
    needed_javascript: pages
      .filter((p) => /needs-javascript|rendered-with-javascript/.test(p.note ?? ""))
      .map((p) => ({ url: p.url, rendered: p.note?.startsWith("rendered") ?? false })),
    application_portals: [...new Map(portals.map((p) => [p.url, p])).values()],
  };
}

/**
 * A job's results from its stored rows (no page's HTML is read). Pure reads: it runs on the server's
 * event loop for most jobs and in an analysis thread for large ones (results.ts).
 */
export async function assembleResults(db: Kysely<Database>, job: CrawlJob): Promise<CrawlResults> {
  const jobId = job.id;
  const pages = await pageOutcomes(db, jobId);
  const rows = await listOpportunities(db, jobId);
  const docs = await listRelatedDocuments(
    db,
    rows.map((r) => r.id),
  );
  const docsOf = Map.groupBy(docs, (d) => d.opportunity_id);
  const grants = rows.map((row) => toServedGrant(row, docsOf.get(row.id) ?? []));
  const fetched = pages.filter((p) => p.state === "done");
  const ended = job.completed_at ?? new Date();
  const broken = await brokenLinks(db, jobId, fetched);
  const slow = fetched.filter((p) => (p.fetch_ms ?? 0) > SLOW_PAGE_MS).map((p) => ({ url: p.url, response_time_ms: p.fetch_ms }));
  return {
    crawl_info: {
      job_id: job.id,
      pages_crawled: fetched.length,
      target_website: job.url,
      started_at: job.started_at.toISOString(),
      ended_at: job.completed_at?.toISOString() ?? null,
      duration_seconds: Math.max(0, Math.round((ended.getTime() - job.started_at.getTime()) / 1000)),
      status: job.status === "queued" ? "running" : job.status,
      error: job.status === "failed" ? job.error : null,
    },
    statistics: { pages_by_status_code: statusCodeCounts(fetched) },
    opportunities: [
      { type: "grant_opportunities", severity: "high", details: { count: grants.length, detected_urls: grants } } as const,
      { type: "broken_links", severity: broken.length ? "medium" : "low", details: { count: broken.length, detected_urls: broken } },
      {
        type: "performance_issues",
        severity: slow.length ? "medium" : "low",
        details: { count: slow.length, detected_urls: slow, threshold_ms: SLOW_PAGE_MS },
      },
    ],
    // Recorded when the crawl ended (crawl-runner.ts); jobs crawled before have none.
    coverage: { ...coverage(pages), ...(job.report?.beyond_depth ? { beyond_depth: job.report.beyond_depth } : {}) },
  };
}
