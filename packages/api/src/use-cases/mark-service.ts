import { markedPatterns, movedByMarks, siblingPattern } from "@grantscout/ai";
import { findOpportunity, jobListingDecisions, markOpportunity, possibleProgrammes, saveOpportunities, setDismissed, setRelevance } from "@grantscout/db";
import { recordForStoredPage, toOpportunityInput } from "../adapters/stored-page-record.js";
import { type MarkInput, POSSIBLE_PROGRAMMES } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { requireJob } from "./crawl-service.js";
import { badRequest, notFound } from "./errors.js";

/** The unlisted pages read to rank the next ones: enough that a marked page's siblings far down are among them. */
const POSSIBLE_POOL = 500;

/**
 * The job's next-ranked crawled pages that are not listed: what a person may mark as opportunities.
 * A mark moves the pages like it at once, as the analyser moves them on the next crawl (markedPatterns):
 * their relevance doubles beside "This is an opportunity" and halves beside "Not an opportunity", and
 * each names the marked page it is like.
 */
export async function listPossibleProgrammes(services: AppServices, jobId: number) {
  await requireJob(services, jobId);
  const [pages, decisions] = await Promise.all([possibleProgrammes(services.db, jobId, POSSIBLE_POOL), jobListingDecisions(services.db, jobId)]);
  const moves = markedPatterns(decisions);
  // The page each "This is an opportunity" names its pattern by (a "yes" moves its siblings up).
  const markedBy = new Map(
    [...decisions].flatMap(([url, yes]) => {
      const pattern = yes ? siblingPattern(url) : null;
      return pattern ? [[pattern, url] as const] : [];
    }),
  );
  const ranked = pages.map((p) => {
    const pattern = siblingPattern(p.url);
    return { url: p.url, title: p.title, relevance: movedByMarks(p.url, p.relevance ?? 0, moves), like: (pattern && markedBy.get(pattern)) || null };
  });
  return { pages: ranked.sort((a, b) => b.relevance - a.relevance).slice(0, POSSIBLE_PROGRAMMES) };
}

/** The job's opportunity for the URL, made now from the stored page when the analysis did not list it. */
async function listedRow(services: AppServices, jobId: number, url: string) {
  const row = await findOpportunity(services.db, jobId, url);
  if (row) return row;
  const record = await recordForStoredPage(services, jobId, url);
  if (!record) notFound(`No crawled page with readable text at ${url} in crawl job ${jobId}`);
  // The person is certain: the page ranks as the analyser ranks a marked page on the next crawl.
  await saveOpportunities(services.db, jobId, [toOpportunityInput({ ...record, url, relevance_score: 1 })]);
  await setRelevance(services.db, jobId, { [url]: 1 });
  return (await findOpportunity(services.db, jobId, url))!;
}

/**
 * "This is an opportunity": the page joins the job's opportunities at once (or comes back when it
 * was dismissed), and the decision is kept by site and URL for the next crawl of the site and as a
 * labelled example. `opportunity: false` takes it off the list as "Not an opportunity" does.
 */
export async function markPage(services: AppServices, input: MarkInput) {
  await requireJob(services, input.jobId);
  const feedback = input.feedback?.trim() || null;
  if (!input.opportunity) {
    const row = (await findOpportunity(services.db, input.jobId, input.url)) ?? badRequest(`${input.url} is not listed in crawl job ${input.jobId}`);
    await setDismissed(services.db, { jobId: input.jobId, opportunityId: row.id, grantUrl: row.url, prevStatus: row.status, dismissed: true, feedback });
    return { success: true, message: "Marked as not an opportunity", url: row.url, opportunity: false };
  }
  const row = await listedRow(services, input.jobId, input.url);
  await markOpportunity(services.db, { jobId: input.jobId, opportunityId: row.id, grantUrl: row.url, prevStatus: row.status, feedback });
  return { success: true, message: "Marked as an opportunity", url: row.url, opportunity: true };
}
