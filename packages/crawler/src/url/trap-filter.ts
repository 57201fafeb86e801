import { MAX_PATH_SEGMENTS, MAX_QUERY_VARIANTS_PER_PATH } from "../constants.js";

/** Years further ahead than this are calendar pages nobody has written content for. */
const FUTURE_YEAR_SLACK = 2;
const DATE_VALUE = /^[12]\d{3}(-\d{1,2}){0,2}$/;

/**
 * Rejects URLs that belong to crawler traps before they join the frontier:
 * - query-string explosions and infinite calendars (`/events?month=N`): at most
 *   MAX_QUERY_VARIANTS_PER_PATH distinct query strings per path;
 * - paths that repeat a segment three times (`/a/b/a/b/a/b`, relative-link loops) or are deeper
 *   than MAX_PATH_SEGMENTS;
 * - dates far in the future (a year more than two years ahead, as a path segment, a
 *   yyyy-mm(-dd) value or a year/date query parameter).
 * The variant count lives in memory, so after a resume each path gets a fresh allowance; the page
 * cap still bounds the job.
 */
export class TrapFilter {
  private readonly variants = new Map<string, Set<string>>();
  private readonly maxYear = new Date().getUTCFullYear() + FUTURE_YEAR_SLACK;

  /** Returns why the URL is a trap, or null when it may be crawled. */
  check(url: string): string | null {
    const parsed = new URL(url);
    const segments = parsed.pathname.split("/").filter(Boolean);
    if (segments.length > MAX_PATH_SEGMENTS) return "path too deep";
    const counts = new Map<string, number>();
    for (const segment of segments) {
      const count = (counts.get(segment) ?? 0) + 1;
      if (count >= 3) return "repeating path segments";
      counts.set(segment, count);
    }
    if (this.hasFarFutureDate(segments, parsed.searchParams)) return "date far in the future";
    if (!parsed.search) return null;
    const pathKey = `${parsed.host}${parsed.pathname}`;
    const seen = this.variants.get(pathKey) ?? new Set<string>();
    this.variants.set(pathKey, seen);
    if (seen.has(parsed.search)) return null;
    if (seen.size >= MAX_QUERY_VARIANTS_PER_PATH) return "too many query variants of one path";
    seen.add(parsed.search);
    return null;
  }

  /** Only date-shaped values count (`/2031/05`, `2031-05-01`, `?year=2031`), not ids like `?id=2345`. */
  private hasFarFutureDate(segments: string[], query: URLSearchParams): boolean {
    const candidates = segments.filter((s) => DATE_VALUE.test(s));
    for (const [key, value] of query) {
      if (DATE_VALUE.test(value) && (value.includes("-") || /year|date|cal|from|to|start|end/i.test(key))) candidates.push(value);
    }
    return candidates.some((value) => Number(value.slice(0, 4)) > this.maxYear);
  }
}
