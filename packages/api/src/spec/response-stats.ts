/** Response Codes tab figures (spec section 9). */
export type StatusBucket = "2xx" | "3xx" | "4xx" | "5xx";
export const STATUS_BUCKETS: StatusBucket[] = ["2xx", "3xx", "4xx", "5xx"];

/** Pages per bucket from statistics.pages_by_status_code; codes outside 200–599 are left out. */
export function statusBuckets(pagesByStatusCode: Record<string, unknown> | null | undefined): Record<StatusBucket, number> {
  const out: Record<StatusBucket, number> = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  for (const [code, count] of Object.entries(pagesByStatusCode ?? {})) {
    const bucket = `${String(code).trim().charAt(0)}xx` as StatusBucket;
    if (/^[2-5]\d\d$/.test(String(code).trim()) && typeof count === "number" && Number.isFinite(count)) out[bucket] += count;
  }
  return out;
}

/** 2xx pages / pages crawled, as a whole percent (0 when nothing was crawled). */
export function successRate(ok: number, pagesCrawled: number): number {
  return pagesCrawled > 0 ? Math.round((ok / pagesCrawled) * 100) : 0;
}

/** 'Xm Ys' when over 60 seconds, otherwise 'Xs'. */
export function formatCrawlDuration(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.round(seconds ?? 0));
  return s > 60 ? `${Math.floor(s / 60)}m ${s % 60}s` : `${s}s`;
}
