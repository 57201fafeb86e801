import type { Kysely } from "kysely";
import { correctionKey, correctionSite } from "../correction-key.js";
import type { Database, StaleCorrection } from "../schema.js";
import { refreshOpportunityCount } from "./opportunities.js";

/** The audit rows of a "not an opportunity" decision, beside the statuses open, closed and unknown. */
export const DISMISSED = "dismissed";
export const RESTORED = "restored";
/** "This is an opportunity": a person listed a page the analyser had not (or confirmed one it had). */
export const MARKED = "marked";
/** The decisions about whether a page is an opportunity at all, beside its status: the latest one counts. */
const LISTING_DECISIONS = [DISMISSED, RESTORED, MARKED];

interface Target {
  jobId: number;
  opportunityId: number;
  grantUrl: string;
  prevStatus: string | null;
  feedback: string | null;
}

function auditRow(input: Target, newStatus: string) {
  return {
    job_id: input.jobId,
    opportunity_id: input.opportunityId,
    grant_url: input.grantUrl,
    url_key: correctionKey(input.grantUrl),
    prev_status: input.prevStatus,
    new_status: newStatus,
    feedback: input.feedback,
  };
}

/** Applies a user's status correction and keeps an audit entry (never overwritten, only undone); answers the entry's id. */
export async function correctStatus(db: Kysely<Database>, input: Target & { newStatus: string; note: string }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto("status_corrections").values(auditRow(input, input.newStatus)).returning("id").executeTakeFirstOrThrow();
    await trx
      .updateTable("opportunities")
      .set({ status: input.newStatus, manually_corrected: true, correction_note: input.note })
      .where("id", "=", input.opportunityId)
      .execute();
    return id;
  });
}

/** Adds the person's note to a status correction of the job (its audit entry and the item); false when the job has no such correction. */
export async function noteCorrection(db: Kysely<Database>, jobId: number, correctionId: number, feedback: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("status_corrections")
      .set({ feedback })
      .where("id", "=", correctionId)
      .where("job_id", "=", jobId)
      .where("new_status", "not in", LISTING_DECISIONS)
      .returning(["opportunity_id"])
      .executeTakeFirst();
    if (!row) return false;
    await trx.updateTable("opportunities").set({ correction_note: feedback }).where("id", "=", row.opportunity_id).execute();
    return true;
  });
}

/**
 * Takes back a status correction of the job as if it had not been made: its audit entry is deleted,
 * the status it replaced comes back,
 * and the item stays manually corrected only if an earlier status decision on the page remains
 * (this crawl's, or a previous crawl's of the site). Answers the restored status, or null when the
 * job has no such correction.
 */
export async function undoCorrection(
  db: Kysely<Database>,
  jobId: number,
  correctionId: number,
  defaultNote: string,
): Promise<{ grantUrl: string; status: string } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("status_corrections")
      .selectAll()
      .where("id", "=", correctionId)
      .where("job_id", "=", jobId)
      .where("new_status", "not in", LISTING_DECISIONS)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom("status_corrections").where("id", "=", row.id).execute();
    const earlier = row.url_key
      ? await trx
          .selectFrom("status_corrections")
          .select(["feedback"])
          .where("url_key", "=", row.url_key)
          .where("new_status", "not in", LISTING_DECISIONS)
          .orderBy("id", "desc")
          .limit(1)
          .executeTakeFirst()
      : undefined;
    const opportunity = await trx
      .updateTable("opportunities")
      .set((eb) => ({
        status: row.prev_status ?? eb.ref("status"),
        manually_corrected: earlier !== undefined,
        correction_note: earlier ? (earlier.feedback ?? defaultNote) : null,
      }))
      .where("id", "=", row.opportunity_id)
      .returning(["url", "status"])
      .executeTakeFirstOrThrow();
    return { grantUrl: opportunity.url, status: opportunity.status };
  });
}

/** Marks an opportunity as not one (or restores it), with an audit entry; its feedback becomes the item's note. */
export async function setDismissed(db: Kysely<Database>, input: Target & { dismissed: boolean }) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("status_corrections")
      .values(auditRow(input, input.dismissed ? DISMISSED : RESTORED))
      .execute();
    await trx
      .updateTable("opportunities")
      .set((eb) => ({ dismissed: input.dismissed, correction_note: input.feedback ?? eb.ref("correction_note") }))
      .where("id", "=", input.opportunityId)
      .execute();
    await refreshOpportunityCount(trx, input.jobId);
  });
}

/** Lists a page as an opportunity ("This is an opportunity"), with an audit entry; its feedback becomes the item's note. */
export async function markOpportunity(db: Kysely<Database>, input: Target) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("status_corrections").values(auditRow(input, MARKED)).execute();
    await trx
      .updateTable("opportunities")
      .set((eb) => ({ dismissed: false, correction_note: input.feedback ?? eb.ref("correction_note") }))
      .where("id", "=", input.opportunityId)
      .execute();
  });
}

/** What a person last said in this job of each page they marked, dismissed or restored: true "This is an opportunity". */
export async function jobListingDecisions(db: Kysely<Database>, jobId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .selectFrom("status_corrections")
    .select(["grant_url", "new_status"])
    .where("job_id", "=", jobId)
    .where("new_status", "in", LISTING_DECISIONS)
    .orderBy("id")
    .execute();
  return new Map(rows.map((r) => [r.grant_url, r.new_status !== DISMISSED]));
}

/**
 * What a person last said of each of these URL keys (correctionKey): true "This is an opportunity"
 * (a mark or a restore), false "Not an opportunity". Keys without such a decision are absent.
 */
export async function latestListingDecisions(db: Kysely<Database>, keys: string[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  if (keys.length === 0) return out;
  const rows = await db
    .selectFrom("status_corrections")
    .select(["url_key", "new_status"])
    .where("url_key", "in", [...new Set(keys)])
    .where("new_status", "in", LISTING_DECISIONS)
    .orderBy("id")
    .execute();
  for (const row of rows) if (row.url_key) out.set(row.url_key, row.new_status !== DISMISSED);
  return out;
}

/** A decision and the page as it was when it was made (its opportunity row in that crawl). */
type DecisionRow = { url_key: string | null; new_status: string; feedback: string | null; job_id: number | null; due_date: string | null; record: unknown };

/** Per URL key, the latest status correction and the latest dismissal decision (rows in id order). */
function latestDecisions(rows: DecisionRow[]) {
  const status = new Map<string, DecisionRow>();
  const dismissal = new Map<string, DecisionRow>();
  for (const row of rows) {
    if (!row.url_key) continue;
    const isDismissal = LISTING_DECISIONS.includes(row.new_status);
    (isDismissal ? dismissal : status).set(row.url_key, row);
  }
  return { status, dismissal };
}

interface PageFacts {
  due_date: string | null;
  statusSentence: string | null;
}

/** What changed on a page between the crawl a person corrected and this one: their decision may be out of date. */
function pageChanges(before: PageFacts, now: PageFacts): string[] {
  const why: string[] = [];
  if (before.due_date !== now.due_date) why.push(`The deadline changed from ${before.due_date ?? "none"} to ${now.due_date ?? "none"}.`);
  if (before.statusSentence !== now.statusSentence)
    why.push(`The page's wording about its status changed from “${before.statusSentence ?? "nothing"}” to “${now.statusSentence ?? "nothing"}”.`);
  return why;
}

const statusSentence = (record: unknown) =>
  ((record as { evidence?: { status?: { sentence?: string } | null } }).evidence?.status?.sentence ?? null) as string | null;

/**
 * Applies the corrections a person made to the same URLs of the site, in this crawl or an earlier
 * one, to this job's opportunities: the latest decision per URL wins, unless the page's own deadline
 * or status wording changed since it was made; then it is kept aside as possibly out of date.
 * Returns how many items changed and how many decisions were kept aside.
 */
export async function applyEarlierCorrections(db: Kysely<Database>, jobId: number, defaultNote: string): Promise<{ applied: number; stale: number }> {
  const opportunities = await db
    .selectFrom("opportunities")
    .select(["id", "url", "status", "dismissed", "due_date", "record"])
    .where("job_id", "=", jobId)
    .execute();
  if (opportunities.length === 0) return { applied: 0, stale: 0 };
  const keys = [...new Set(opportunities.map((o) => correctionKey(o.url)))];
  const rows = await db
    .selectFrom("status_corrections as c")
    .leftJoin("opportunities as o", "o.id", "c.opportunity_id")
    .select(["c.url_key", "c.new_status", "c.feedback", "o.job_id", "o.due_date", "o.record"])
    .where("c.url_key", "in", keys)
    .orderBy("c.id")
    .execute();
  const { status, dismissal } = latestDecisions(rows);
  let applied = 0;
  let stale = 0;
  for (const o of opportunities) {
    const key = correctionKey(o.url);
    const now = { due_date: o.due_date, statusSentence: statusSentence(o.record) };
    const outdated = (row: DecisionRow | undefined) =>
      row && row.job_id !== null && row.job_id !== jobId ? pageChanges({ due_date: row.due_date, statusSentence: statusSentence(row.record) }, now) : [];
    const statusWhy = outdated(status.get(key));
    const dismissalWhy = outdated(dismissal.get(key));
    const corrected = statusWhy.length ? undefined : status.get(key);
    const decision = dismissalWhy.length ? undefined : dismissal.get(key);
    const kept = statusWhy.length ? status.get(key) : dismissalWhy.length ? dismissal.get(key) : undefined;
    if (kept) {
      stale++;
      const staleCorrection: StaleCorrection = { decision: kept.new_status, feedback: kept.feedback, why: statusWhy.length ? statusWhy : dismissalWhy };
      await db
        .updateTable("opportunities")
        .set({ stale_correction: JSON.stringify(staleCorrection) })
        .where("id", "=", o.id)
        .execute();
    }
    const dismissed = decision ? decision.new_status === DISMISSED : o.dismissed;
    if ((!corrected || corrected.new_status === o.status) && dismissed === o.dismissed) continue;
    await db
      .updateTable("opportunities")
      .set({
        dismissed,
        ...(corrected ? { status: corrected.new_status, manually_corrected: true, correction_note: corrected.feedback ?? defaultNote } : {}),
        ...(!corrected && decision?.feedback ? { correction_note: decision.feedback } : {}),
      })
      .where("id", "=", o.id)
      .execute();
    applied++;
  }
  if (applied) await refreshOpportunityCount(db, jobId);
  return { applied, stale };
}

/** Every correction and dismissal, newest first, with the item's title: labelled examples for the analyser. */
export async function listCorrections(db: Kysely<Database>, site?: string) {
  let query = db
    .selectFrom("status_corrections as c")
    .leftJoin("opportunities as o", "o.id", "c.opportunity_id")
    .select(["c.id", "c.job_id", "c.grant_url", "c.url_key", "c.prev_status", "c.new_status", "c.feedback", "c.created_at", "o.title"])
    .orderBy("c.id", "desc");
  if (site) {
    // A key starts with its site and the path's "/": the site's rows are a prefix match (LIKE's own characters escaped).
    const prefix = correctionSite(site.includes("://") ? site : `http://${site}`).replace(/[\\%_]/g, "\\$&");
    query = query.where("c.url_key", "like", `${prefix}/%`);
  }
  return (await query.execute()).map((r) => ({ ...r, site: correctionSite(r.grant_url) }));
}
