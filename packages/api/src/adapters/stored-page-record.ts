import { buildSiteContext, type GrantRecord, localExtract } from "@grantscout/ai";
import {
  type CrawlPage,
  type Database,
  fetchedPagesByUrl,
  firstFetchedPages,
  type Kysely,
  linkingPages,
  listOpportunities,
  type OpportunityInput,
} from "@grantscout/db";
import type { AppServices } from "../use-cases/app-services.js";
import { isAnalysable, toPageInput, withText } from "./page-input.js";

/** Pages read for the site's identity (its funder's name, its date order) beside the page itself. */
const CONTEXT_PAGES = 40;

export function toOpportunityInput(record: GrantRecord): OpportunityInput {
  return {
    url: record.url,
    title: record.title,
    status: record.status.current,
    dueDate: record.status.due_date,
    urlCluster: record.urlCluster,
    relevance: record.relevance_score,
    record: { ...record, relatedDocuments: undefined },
    relatedDocuments: record.relatedDocuments,
  };
}

/**
 * The funder the job's analysis named most often. A finished job's pages keep no HTML (unless the
 * user asked), and the site's name is read from it (og:site_name, the © holder), so it comes from here.
 */
async function jobFunder(db: Kysely<Database>, jobId: number): Promise<string | null> {
  const counts = new Map<string, number>();
  for (const row of await listOpportunities(db, jobId)) {
    const funder = row.record.funder;
    if (typeof funder === "string" && funder) counts.set(funder, (counts.get(funder) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * A title without the site's name after a separator ("Community Support | Riverbend Fund"): without
 * the page's HTML, the analyser takes the whole title for the page's heading.
 */
function withoutSiteName(title: string | null, funder: string | null): string | null {
  if (!title || !funder || !title.endsWith(funder)) return title;
  return (
    title
      .slice(0, -funder.length)
      .replace(/(?:\s+[|–—-]|\s+::)\s*$/, "")
      .trim() || title
  );
}

/**
 * A grant record for one stored page of a job, made as the analysis makes one: by the job's
 * provider, under a site context read from the pages that link to it and the crawl's first pages.
 * A person said the page is an opportunity, so when the provider finds none in it the local rules
 * make the record. Null when the job has no such readable page.
 */
export async function recordForStoredPage(services: AppServices, jobId: number, url: string): Promise<GrantRecord | null> {
  const [stored] = await withText(services.db, await fetchedPagesByUrl(services.db, jobId, [url]));
  if (!stored || !isAnalysable(stored)) return null;
  const linking = ((await linkingPages(services.db, jobId, [url])).get(url) ?? []).slice(0, CONTEXT_PAGES);
  const others = [...(await fetchedPagesByUrl(services.db, jobId, linking)), ...(await firstFetchedPages(services.db, jobId, CONTEXT_PAGES))];
  const byUrl = new Map<string, CrawlPage>(others.filter((p) => p.url !== url).map((p) => [p.url, p]));
  const context = (await withText(services.db, [...byUrl.values()])).filter(isAnalysable).map(toPageInput);
  const built = buildSiteContext([toPageInput(stored), ...context], services.today());
  const site = { ...built, funder: built.funder ?? (await jobFunder(services.db, jobId)) };
  const page = { ...toPageInput(stored), title: withoutSiteName(stored.title, site.funder) };
  return (await services.provider.extract(page, site)) ?? localExtract(page, site);
}
