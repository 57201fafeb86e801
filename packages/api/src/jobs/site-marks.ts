import { canonicalUrl, type GrantRecord } from "@grantscout/ai";
import { correctionKey, type Database, type Kysely, latestListingDecisions, pageOutcomes } from "@grantscout/db";
import { recordForStoredPage } from "../adapters/stored-page-record.js";
import type { AppServices } from "../use-cases/app-services.js";

/**
 * What a person last said of the job's pages, in this crawl or an earlier one of the same site (by
 * correction key, as corrections are found again): true "This is an opportunity", false "Not an
 * opportunity", keyed by the page's URL as stored.
 */
export async function siteMarks(db: Kysely<Database>, jobId: number): Promise<Map<string, boolean>> {
  const urls = (await pageOutcomes(db, jobId)).filter((p) => p.state === "done").map((p) => p.url);
  const decisions = await latestListingDecisions(db, urls.map(correctionKey));
  const marks = new Map<string, boolean>();
  for (const url of urls) {
    const mark = decisions.get(correctionKey(url));
    if (mark !== undefined) marks.set(url, mark);
  }
  return marks;
}

/** The marks as the analyser takes them: by canonical URL. */
export const analyserMarks = (marks: Map<string, boolean>) => new Map([...marks].map(([url, mark]) => [canonicalUrl(url), mark]));

/**
 * Records for the marked pages the analysis did not list: a page marked "This is an opportunity" that
 * the provider found no grant in, and a page marked "Not an opportunity", which the analyser leaves
 * out but which stays on the list as a dismissed item (hidden, with its Restore button and note).
 */
export async function markedPagesLeftOut(services: AppServices, jobId: number, marks: Map<string, boolean>, listed: GrantRecord[]) {
  const have = new Set(listed.map((r) => r.url));
  const records: GrantRecord[] = [];
  for (const [url, mark] of marks) {
    if (have.has(url)) continue;
    const record = await recordForStoredPage(services, jobId, url);
    if (record) records.push({ ...record, relevance_score: mark ? 1 : 0 });
  }
  return records;
}

/** The crawl log's line about the marks used, like the one about earlier corrections. */
export function marksLogLine(marks: Map<string, boolean>): string | null {
  if (marks.size === 0) return null;
  const yes = [...marks.values()].filter(Boolean).length;
  return `Ranked this site's pages with your marks on ${marks.size} of them (${yes} "This is an opportunity", ${marks.size - yes} "Not an opportunity")`;
}
