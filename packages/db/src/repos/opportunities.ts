import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

export interface OpportunityInput {
  url: string;
  title: string | null;
  status: string;
  dueDate: string | null;
  urlCluster: string | null;
  relevance: number | null;
  record: Record<string, unknown>;
  relatedDocuments: Array<{
    url: string;
    title: string | null;
    relationship: string;
    relevanceScore: number;
    matchReason: string | null;
    fileType: string | null;
    summary: string | null;
  }>;
}

/** Stores a job's analysis result. Corrections already made to a URL survive re-analysis. */
export async function saveOpportunities(db: Kysely<Database>, jobId: number, items: OpportunityInput[]) {
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      const row = await trx
        .insertInto("opportunities")
        .values({
          job_id: jobId,
          url: item.url,
          title: item.title,
          status: item.status,
          due_date: item.dueDate,
          url_cluster: item.urlCluster,
          relevance: item.relevance,
          record: JSON.stringify(item.record),
        })
        .onConflict((oc) =>
          oc.columns(["job_id", "url"]).doUpdateSet((eb) => ({
            title: item.title,
            due_date: item.dueDate,
            url_cluster: item.urlCluster,
            relevance: item.relevance,
            record: JSON.stringify(item.record),
            status: eb.case().when("opportunities.manually_corrected", "=", true).then(eb.ref("opportunities.status")).else(item.status).end(),
          })),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.deleteFrom("related_documents").where("opportunity_id", "=", row.id).execute();
      if (item.relatedDocuments.length === 0) continue;
      await trx
        .insertInto("related_documents")
        .values(
          item.relatedDocuments.map((d) => ({
            opportunity_id: row.id,
            url: d.url,
            title: d.title,
            relationship: d.relationship,
            relevance_score: d.relevanceScore,
            match_reason: d.matchReason,
            file_type: d.fileType,
            summary: d.summary,
          })),
        )
        .onConflict((oc) => oc.columns(["opportunity_id", "url"]).doNothing())
        .execute();
    }
    await refreshOpportunityCount(trx, jobId);
  });
}

/** The job card's count: the job's opportunities a person has not dismissed as not one. */
export async function refreshOpportunityCount(db: Kysely<Database>, jobId: number) {
  const count = await db
    .selectFrom("opportunities")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("job_id", "=", jobId)
    .where("dismissed", "=", false)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("crawl_jobs")
    .set({ opportunities_count: Number(count.n) })
    .where("id", "=", jobId)
    .execute();
}

export async function listOpportunities(db: Kysely<Database>, jobId: number) {
  return db.selectFrom("opportunities").selectAll().where("job_id", "=", jobId).orderBy("relevance", "desc").orderBy("id").execute();
}

export async function listRelatedDocuments(db: Kysely<Database>, opportunityIds: number[]) {
  if (opportunityIds.length === 0) return [];
  return db.selectFrom("related_documents").selectAll().where("opportunity_id", "in", opportunityIds).execute();
}

export async function findOpportunity(db: Kysely<Database>, jobId: number, url: string) {
  return db.selectFrom("opportunities").selectAll().where("job_id", "=", jobId).where("url", "=", url).executeTakeFirst();
}

/** Keeps an in-depth analysis with the opportunity a URL opens (the latest crawl's); false when no crawl found the URL. */
export async function saveAnalysis(db: Kysely<Database>, url: string, analysis: Record<string, unknown>): Promise<boolean> {
  const result = await db
    .updateTable("opportunities")
    .set({ analysis: JSON.stringify(analysis) })
    .where("id", "=", (eb) =>
      eb.selectFrom("opportunities as latest").select("latest.id").where("latest.url", "=", url).orderBy("latest.job_id", "desc").limit(1),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A person kept an in-depth analysis in the crawl's results: its record replaces the crawl's, and its
 * status and due date the row's, unless a person corrected the status (null: the correction stands).
 */
export async function keepAnalysisInRecord(
  db: Kysely<Database>,
  id: number,
  kept: { status: string | null; dueDate: string | null; record: Record<string, unknown> },
) {
  await db
    .updateTable("opportunities")
    .set({ record: JSON.stringify(kept.record), due_date: kept.dueDate, ...(kept.status === null ? {} : { status: kept.status }) })
    .where("id", "=", id)
    .execute();
}

/** The opportunity for a URL from the latest crawl that found it. */
export async function findLatestOpportunityByUrl(db: Kysely<Database>, url: string) {
  return db.selectFrom("opportunities").selectAll().where("url", "=", url).orderBy("job_id", "desc").executeTakeFirst();
}

/**
 * What the job cards show of each job's opportunities, dismissed ones left out: how many there are
 * of each stored status and due date (so corrections count), and how many name each funder. One
 * statement with two grouping sets: the job list is polled while crawls run (bench:load), and two
 * queries here made each poll three round trips.
 */
export async function jobCardFacts(db: Kysely<Database>, jobIds: number[]) {
  if (jobIds.length === 0) return { statuses: [], funders: [] };
  const { rows } = await sql<{ job_id: number; status: string | null; due_date: string | null; funder: string | null; by_funder: number; n: string }>`
    select job_id, status, due_date, record->>'funder' as funder, grouping(status) as by_funder, count(*) as n
    from opportunities
    where job_id in (${sql.join(jobIds)}) and not dismissed
    group by grouping sets ((job_id, status, due_date), (job_id, record->>'funder'))`.execute(db);
  const statuses = rows.filter((r) => r.by_funder === 0).map(({ job_id, status, due_date, n }) => ({ job_id, status: status!, due_date, n }));
  const funders = rows.filter((r) => r.by_funder === 1 && r.funder !== null).map(({ job_id, funder, n }) => ({ job_id, funder: funder!, n }));
  return { statuses, funders };
}
