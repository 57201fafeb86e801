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

/** The opportunity for a URL from the latest crawl that found it. */
export async function findLatestOpportunityByUrl(db: Kysely<Database>, url: string) {
  return db.selectFrom("opportunities").selectAll().where("url", "=", url).orderBy("job_id", "desc").executeTakeFirst();
}

/**
 * What the job cards show of each job's opportunities, dismissed ones left out: how many there are
 * of each stored status and due date (so corrections count), and how many name each funder.
 */
export async function jobCardFacts(db: Kysely<Database>, jobIds: number[]) {
  if (jobIds.length === 0) return { statuses: [], funders: [] };
  const funder = sql<string>`record->>'funder'`;
  const [statuses, funders] = await Promise.all([
    db
      .selectFrom("opportunities")
      .select((eb) => ["job_id", "status", "due_date", eb.fn.countAll<string>().as("n")])
      .where("job_id", "in", jobIds)
      .where("dismissed", "=", false)
      .groupBy(["job_id", "status", "due_date"])
      .execute(),
    db
      .selectFrom("opportunities")
      .select((eb) => ["job_id", funder.as("funder"), eb.fn.countAll<string>().as("n")])
      .where("job_id", "in", jobIds)
      .where("dismissed", "=", false)
      .where(funder, "is not", null)
      .groupBy(["job_id", funder])
      .execute(),
  ]);
  return { statuses, funders };
}
