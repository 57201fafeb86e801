import { type Kysely, sql } from "kysely";
import type { CrawlJobUpdate, CrawlOptionsColumn, Database } from "../schema.js";

export async function createJob(db: Kysely<Database>, url: string, options: CrawlOptionsColumn, watchedSiteId: number | null = null) {
  return db
    .insertInto("crawl_jobs")
    .values({ url, options: JSON.stringify(options), status: "queued", watched_site_id: watchedSiteId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findJobById(db: Kysely<Database>, id: number) {
  return db.selectFrom("crawl_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listJobs(db: Kysely<Database>) {
  return db.selectFrom("crawl_jobs").selectAll().orderBy("id", "desc").execute();
}

export async function updateJob(db: Kysely<Database>, id: number, update: CrawlJobUpdate) {
  await db.updateTable("crawl_jobs").set(update).where("id", "=", id).execute();
}

export async function requestStop(db: Kysely<Database>, id: number) {
  await db.updateTable("crawl_jobs").set({ stop_requested: true }).where("id", "=", id).execute();
}

/** Running jobs whose worker stopped beating (killed or crashed): candidates for resuming. */
export async function findOrphanedJobs(db: Kysely<Database>, staleSeconds: number) {
  return db
    .selectFrom("crawl_jobs")
    .select(["id"])
    .where("status", "=", "running")
    .where((eb) => eb.or([eb("heartbeat_at", "is", null), eb("heartbeat_at", "<", sql<Date>`now() - make_interval(secs => ${staleSeconds})`)]))
    .execute();
}

export async function addTokens(db: Kysely<Database>, id: number, tokens: number) {
  await db
    .updateTable("crawl_jobs")
    .set((eb) => ({ ai_tokens: eb("ai_tokens", "+", tokens) }))
    .where("id", "=", id)
    .execute();
}

/** Takes a job for this worker: a queued one, or a running one whose worker stopped beating. */
export async function claimJob(db: Kysely<Database>, id: number, staleSeconds: number) {
  return db
    .updateTable("crawl_jobs")
    .set({ status: "running", heartbeat_at: sql<Date>`now()` })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("status", "=", "queued"),
        eb.and([
          eb("status", "=", "running"),
          eb.or([eb("heartbeat_at", "is", null), eb("heartbeat_at", "<", sql<Date>`now() - make_interval(secs => ${staleSeconds})`)]),
        ]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function beat(db: Kysely<Database>, id: number) {
  await db.updateTable("crawl_jobs").set({ heartbeat_at: sql<Date>`now()` }).where("id", "=", id).execute();
}
