import { yieldToEventLoop } from "@grantscout/ai";
import {
  completedJobsAfter,
  correctionKey,
  correctionSite,
  countProgrammes,
  findJobById,
  getProfile,
  latestCompletedJobs,
  listOpportunities,
  markFitsComputed,
  type Opportunity,
  type ProgrammeInput,
  profileVersions,
  programmeRecords,
  refreshSiteProgrammes,
  setProgrammeFits,
  sql,
  vacuumProgrammes,
} from "@grantscout/db";
import { toServedGrant } from "../adapters/served-grant.js";
import { type Fit, fitSubject, programmeFit } from "../rules/fit/fit.js";
import { missionVector } from "../rules/fit/mission-rule.js";
import { type Profile, profileSchema } from "../spec/index.js";
import type { AppServices } from "./app-services.js";

/** A profile as saved, and its version (0 before the first save). */
export interface ProfileSnapshot {
  profile: Profile | null;
  version: number;
}

async function profileSnapshot(services: AppServices): Promise<ProfileSnapshot> {
  const row = await getProfile(services.db);
  return { profile: row ? profileSchema.parse(row.data) : null, version: row?.version ?? 0 };
}

/** The stored profile, or null when none was set. */
export async function storedProfile(services: AppServices): Promise<Profile | null> {
  return (await profileSnapshot(services)).profile;
}

/** Computes fits for one profile: its mission's vector is computed once. */
function fitter(profile: Profile | null) {
  const mission = profile ? missionVector(profile.mission) : null;
  return (row: Opportunity): Fit | { fit: null; excluded: false; reasons: [] } =>
    profile ? programmeFit(profile, mission, fitSubject(toServedGrant(row, []))) : { fit: null, excluded: false, reasons: [] };
}

/** The record's currency as stored (the list says USD when there is none), as the trigger copies it on a record's change. */
const currencyOf = (record: Opportunity["record"]) => (typeof record.currency === "string" ? record.currency : null);

const lowerAll = (list: string[]) => [...new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean))];

function programmeInput(row: Opportunity, fit: ReturnType<typeof fitter>): ProgrammeInput {
  const grant = toServedGrant(row, []);
  const subject = fitSubject(grant);
  return {
    urlKey: correctionKey(row.url),
    opportunityId: row.id,
    url: row.url,
    title: row.title ?? grant.title,
    funder: grant.funder,
    summary: grant.summary,
    eligibility: grant.eligibility,
    areas: lowerAll(subject.areas),
    regions: lowerAll([...grant.countries, ...grant.states, ...grant.regions]),
    orgTypes: subject.orgTypes,
    amountMin: grant.fundingAmountLow,
    amountMax: grant.fundingAmountHigh ?? grant.fundingAmountLow,
    dueDate: row.due_date,
    status: row.status,
    dismissed: row.dismissed,
    manuallyCorrected: row.manually_corrected,
    currency: currencyOf(row.record),
    ...fit(row),
  };
}

/**
 * After a crawl completes: if it is its site's latest completed crawl, its programmes become the
 * site's (new ones first seen now, changed ones marked changed, missing ones vanished). Returns the
 * site and the time just before, for the saved searches' alerts; null when nothing was refreshed.
 */
export async function refreshProgrammes(services: AppServices, jobId: number, fitsFor?: ProfileSnapshot): Promise<{ site: string; since: Date } | null> {
  const job = await findJobById(services.db, jobId);
  if (job?.status !== "completed") return null;
  const site = correctionSite(job.url);
  if ((await completedJobsAfter(services.db, jobId, site)).some((j) => correctionSite(j.url) === site)) return null;
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(services.db);
  const used = fitsFor ?? (await profileSnapshot(services));
  const fit = fitter(used.profile);
  const byKey = new Map<string, ProgrammeInput>();
  // Two URLs of one page (a trailing slash, http and https): the more relevant record is the programme's.
  for (const row of (await listOpportunities(services.db, jobId)).toReversed()) byKey.set(correctionKey(row.url), programmeInput(row, fit));
  await refreshSiteProgrammes(services.db, site, jobId, [...byKey.values()]);
  // A profile saved while these fits were computed has a recompute that may have passed these rows
  // before they were written: they are fitted again for it. A save after this read recomputes them itself.
  const latest = await profileSnapshot(services);
  if (latest.version !== used.version) await writeFits(services, latest, site);
  return { site, since: rows[0]!.now };
}

/** A database that had crawls before programmes existed gets them from each start URL's latest crawl. */
export async function ensureProgrammes(services: AppServices) {
  if ((await countProgrammes(services.db)) > 0) return;
  for (const job of await latestCompletedJobs(services.db)) await refreshProgrammes(services, job.id);
}

const FIT_BATCH = 500;
const YIELD_EVERY = 20;

/**
 * Writes the fits of a profile version to every programme (of one site, or all), a batch at a time;
 * stops, returning false, when a newer profile was saved meanwhile (its own run starts over).
 */
async function writeFits(services: AppServices, { profile, version }: ProfileSnapshot, site?: string): Promise<boolean> {
  const fit = fitter(profile);
  let after = "";
  for (;;) {
    if ((await profileVersions(services.db))?.version !== version) return false;
    const batch = await programmeRecords(services.db, after, FIT_BATCH, site);
    if (!batch.length) return true;
    const fits = [];
    for (const [i, r] of batch.entries()) {
      // Each fit embeds a summary: the server answers other requests between a few of them.
      if (i % YIELD_EVERY === 0) await yieldToEventLoop();
      fits.push({ urlKey: r.url_key, ...fit(r) });
    }
    await setProgrammeFits(services.db, fits, version);
    after = batch.at(-1)!.url_key;
  }
}

/**
 * Every programme's fit is computed again for profile version `version`, after the PUT that saved
 * it answered; the last batch marks the fits as computed for the version, which ends
 * "recomputing" on the page.
 */
export async function recomputeFits(services: AppServices, profile: Profile, version: number) {
  if (!(await writeFits(services, { profile, version }))) return;
  // Every row was rewritten: the page's counts and filters should not read the old versions until
  // autovacuum comes by. Done before "recomputing" ends, so the page is fast again when it says so.
  await vacuumProgrammes(services.db);
  await markFitsComputed(services.db, version);
}

/** A server that stopped while fits were recomputed (or a save whose run failed): this one finishes the work. */
export async function resumeFitRecompute(services: AppServices) {
  const versions = await profileVersions(services.db);
  const profile = await storedProfile(services);
  if (versions && profile && versions.version !== versions.fits_version) await recomputeFits(services, profile, versions.version);
}
