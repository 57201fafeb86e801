import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../schema.js";

export interface ProgrammeFit {
  fit: number | null;
  excluded: boolean;
  reasons: unknown[];
}

export interface ProgrammeInput extends ProgrammeFit {
  urlKey: string;
  opportunityId: number;
  url: string;
  title: string;
  funder: string | null;
  summary: string | null;
  eligibility: string | null;
  areas: string[];
  regions: string[];
  orgTypes: string[];
  amountMin: number | null;
  amountMax: number | null;
  dueDate: string | null;
  status: string;
  dismissed: boolean;
  manuallyCorrected: boolean;
  currency: string | null;
}

/**
 * A site's latest completed crawl becomes its programmes: each canonical URL points at this crawl's
 * record (a newer crawl's record is never replaced by an older one); one not in it is vanished.
 * `changed_at` moves when the status, due date or amount changed, or the programme came back.
 */
export async function refreshSiteProgrammes(db: Kysely<Database>, site: string, jobId: number, rows: ProgrammeInput[]) {
  await db.transaction().execute(async (trx) => {
    if (rows.length) await upsertProgrammes(trx, site, jobId, rows);
    await trx
      .updateTable("programmes")
      .set({ vanished: true, changed_at: sql`now()` })
      .where("site", "=", site)
      .where("job_id", "<", jobId)
      .where("vanished", "=", false)
      .execute();
  });
}

async function upsertProgrammes(trx: Transaction<Database>, site: string, jobId: number, rows: ProgrammeInput[]) {
  const changed = sql<boolean>`programmes.vanished or programmes.status is distinct from excluded.status or programmes.due_date is distinct from excluded.due_date or programmes.amount_min is distinct from excluded.amount_min or programmes.amount_max is distinct from excluded.amount_max`;
  await trx
    .insertInto("programmes")
    .values(
      rows.map((r) => ({
        url_key: r.urlKey,
        site,
        opportunity_id: r.opportunityId,
        job_id: jobId,
        url: r.url,
        title: r.title,
        funder: r.funder,
        summary: r.summary,
        eligibility: r.eligibility,
        areas_text: r.areas.join(" "),
        areas: r.areas,
        regions: r.regions,
        org_types: r.orgTypes,
        amount_min: r.amountMin,
        amount_max: r.amountMax,
        due_date: r.dueDate,
        status: r.status,
        dismissed: r.dismissed,
        manually_corrected: r.manuallyCorrected,
        currency: r.currency,
        fit: r.fit,
        fit_excluded: r.excluded,
        fit_reasons: JSON.stringify(r.reasons),
      })),
    )
    .onConflict((oc) =>
      oc
        .column("url_key")
        .doUpdateSet((eb) => ({
          changed_at: sql`case when ${changed} then now() else programmes.changed_at end`,
          site: eb.ref("excluded.site"),
          opportunity_id: eb.ref("excluded.opportunity_id"),
          job_id: eb.ref("excluded.job_id"),
          url: eb.ref("excluded.url"),
          title: eb.ref("excluded.title"),
          funder: eb.ref("excluded.funder"),
          summary: eb.ref("excluded.summary"),
          eligibility: eb.ref("excluded.eligibility"),
          areas_text: eb.ref("excluded.areas_text"),
          areas: eb.ref("excluded.areas"),
          regions: eb.ref("excluded.regions"),
          org_types: eb.ref("excluded.org_types"),
          amount_min: eb.ref("excluded.amount_min"),
          amount_max: eb.ref("excluded.amount_max"),
          due_date: eb.ref("excluded.due_date"),
          status: eb.ref("excluded.status"),
          dismissed: eb.ref("excluded.dismissed"),
          manually_corrected: eb.ref("excluded.manually_corrected"),
          currency: eb.ref("excluded.currency"),
          fit: eb.ref("excluded.fit"),
          fit_excluded: eb.ref("excluded.fit_excluded"),
          fit_reasons: eb.ref("excluded.fit_reasons"),
          vanished: false,
        }))
        .where("programmes.job_id", "<=", jobId),
    )
    .execute();
}

/**
 * Completed crawls newer than a job whose start URL is on the site (host without "www."), to tell
 * whether the job is its site's latest; the caller checks the host exactly (the patterns are a prefix).
 */
export async function completedJobsAfter(db: Kysely<Database>, jobId: number, site: string) {
  const host = site.replace(/[\\%_]/g, (c) => `\\${c}`);
  const patterns = ["http://", "https://", "http://www.", "https://www."].map((scheme) => `${scheme}${host}%`);
  return db
    .selectFrom("crawl_jobs")
    .select(["id", "url"])
    .where("status", "=", "completed")
    .where("id", ">", jobId)
    .where(sql<boolean>`lower(url) like any(${patterns})`)
    .execute();
}

/** The newest completed crawl of each start URL (programmes built on a database that had none). */
export async function latestCompletedJobs(db: Kysely<Database>) {
  return db
    .selectFrom("crawl_jobs")
    .select(["url", (eb) => eb.fn.max("id").as("id")])
    .where("status", "=", "completed")
    .groupBy("url")
    .orderBy("id")
    .execute();
}

export const countProgrammes = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom("programmes")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A page of programmes (of every site, or of one) with their opportunity records, by key, for recomputing fit. */
export async function programmeRecords(db: Kysely<Database>, after: string, limit: number, site?: string) {
  return db
    .selectFrom("programmes as p")
    .innerJoin("opportunities as o", "o.id", "p.opportunity_id")
    .selectAll("o")
    .select("p.url_key")
    .where("p.url_key", ">", after)
    .$if(site !== undefined, (q) => q.where("p.site", "=", site!))
    .orderBy("p.url_key")
    .limit(limit)
    .execute();
}

/**
 * Writes fits recomputed for profile version `version` in one statement, unless a newer profile was
 * saved meanwhile: a run computing the previous profile's batch must not write over the newer run's.
 */
export async function setProgrammeFits(db: Kysely<Database>, fits: Array<ProgrammeFit & { urlKey: string }>, version: number) {
  if (!fits.length) return;
  const values = sql.join(fits.map((f) => sql`(${f.urlKey}::text, ${f.fit}::smallint, ${f.excluded}::boolean, ${JSON.stringify(f.reasons)}::json)`));
  await sql`update programmes p set fit = v.fit, fit_excluded = v.excluded, fit_reasons = v.reasons
    from (values ${values}) as v(url_key, fit, excluded, reasons)
    where p.url_key = v.url_key and exists (select 1 from profile where id = 1 and version = ${version})`.execute(db);
}

/** Reclaims the row versions a rewrite of every fit left behind, and refreshes the planner's statistics. */
export async function vacuumProgrammes(db: Kysely<Database>) {
  await sql`vacuum (analyze) programmes`.execute(db);
}
