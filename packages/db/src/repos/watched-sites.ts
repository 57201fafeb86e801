import { type Kysely, sql } from "kysely";
import type { CrawlOptionsColumn, Database, WatchSchedule } from "../schema.js";

const INTERVAL: Record<WatchSchedule, string> = { daily: "1 day", weekly: "7 days", monthly: "1 month" };

/**
 * The next crawl after `from`: one schedule interval on, plus up to an hour by the site's id, so
 * sites watched together (an import) are not all crawled in the same minute.
 */
const nextRun = (schedule: WatchSchedule, from: ReturnType<typeof sql>) =>
  sql<Date>`${from} + ${INTERVAL[schedule]}::interval + make_interval(mins => (id * 37) % 60)`;

export async function insertWatchedSite(
  db: Kysely<Database>,
  site: { url: string; name?: string | null; schedule: WatchSchedule; options: CrawlOptionsColumn; webhookUrl: string | null; firstCrawl: "soon" | "next" },
) {
  const row = await db
    .insertInto("watched_sites")
    .values({
      url: site.url,
      name: site.name ?? null,
      schedule: site.schedule,
      options: JSON.stringify(site.options),
      next_run_at: sql`now()`,
      webhook_url: site.webhookUrl,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Watched from a crawl: the next one is an interval on. Imported (never crawled): within the hour.
  const next = site.firstCrawl === "next" ? nextRun(site.schedule, sql`now()`) : sql<Date>`now() + make_interval(mins => (id * 37) % 60)`;
  await db.updateTable("watched_sites").set({ next_run_at: next }).where("id", "=", row.id).execute();
  return row.id;
}

/** The watched sites among these URLs (an import refuses a site watched already). */
export async function watchedUrls(db: Kysely<Database>, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db.selectFrom("watched_sites").select("url").where("url", "in", urls).execute();
  return new Set(rows.map((r) => r.url));
}

export async function findWatchedSite(db: Kysely<Database>, id: number) {
  return db.selectFrom("watched_sites").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Every watched site, oldest first. */
export async function listWatchedSites(db: Kysely<Database>) {
  return db.selectFrom("watched_sites").selectAll().orderBy("id").execute();
}

export async function updateWatchedSite(db: Kysely<Database>, id: number, change: { schedule?: WatchSchedule; paused?: boolean; webhookUrl?: string | null }) {
  await db
    .updateTable("watched_sites")
    .set({
      ...(change.paused === undefined ? {} : { paused: change.paused }),
      ...(change.webhookUrl === undefined ? {} : { webhook_url: change.webhookUrl }),
      ...(change.schedule ? { schedule: change.schedule, next_run_at: nextRun(change.schedule, sql`now()`) } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** A person looked at the site's page while this crawl was its latest. */
export async function markSiteSeen(db: Kysely<Database>, id: number, jobId: number) {
  await db.updateTable("watched_sites").set({ seen_job_id: jobId }).where("id", "=", id).execute();
}

export async function deleteWatchedSite(db: Kysely<Database>, id: number) {
  const { numDeletedRows } = await db.deleteFrom("watched_sites").where("id", "=", id).executeTakeFirst();
  return numDeletedRows > 0n;
}

/**
 * Takes the sites whose crawl is due and moves each one's next crawl on, in the caller's
 * transaction: locked rows are skipped, so with several workers each due crawl is taken once.
 */
export async function takeDueWatchedSites(trx: Kysely<Database>) {
  const due = await trx
    .selectFrom("watched_sites")
    .selectAll()
    .where("paused", "=", false)
    .where("next_run_at", "<=", sql<Date>`now()`)
    .forUpdate()
    .skipLocked()
    .execute();
  for (const site of due)
    await trx
      .updateTable("watched_sites")
      .set({ next_run_at: nextRun(site.schedule, sql`greatest(next_run_at, now() - interval '1 hour')`) })
      .where("id", "=", site.id)
      .execute();
  return due;
}

/** A watched site's crawl that is queued or running now (the newest, if ever more than one), or undefined. */
export async function activeWatchedSiteCrawl(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom("crawl_jobs")
    .select(["id", "status"])
    .where("watched_site_id", "=", siteId)
    .where("status", "in", ["queued", "running"])
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** A watched site's finished crawls, newest first. */
export async function watchedSiteCrawls(db: Kysely<Database>, siteId: number) {
  return db
    .selectFrom("crawl_jobs")
    .select(["id", "completed_at"])
    .where("watched_site_id", "=", siteId)
    .where("status", "=", "completed")
    .orderBy("completed_at", "desc")
    .execute();
}

export async function linkJobToWatchedSite(db: Kysely<Database>, jobId: number, siteId: number) {
  await db.updateTable("crawl_jobs").set({ watched_site_id: siteId }).where("id", "=", jobId).execute();
}
