import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as initial from "./migrations/2026-11-22-initial.js";
import * as requestUrl from "./migrations/2026-11-23-request-url.js";
import * as dismissals from "./migrations/2026-11-24-dismissals.js";
import * as savedAnalysis from "./migrations/2026-11-24-saved-analysis.js";
import * as watchedSites from "./migrations/2026-11-25-watched-sites.js";
import * as webhooks from "./migrations/2026-11-25-webhooks.js";
import * as siteNames from "./migrations/2026-11-26-site-names.js";
import * as staleCorrections from "./migrations/2026-11-26-stale-corrections.js";
import * as seenCrawls from "./migrations/2026-11-27-seen-crawls.js";
import * as hostSlots from "./migrations/2026-11-28-host-slots.js";
import * as programmes from "./migrations/2026-11-29-programmes.js";
import * as programmeStorage from "./migrations/2026-11-30-programme-storage.js";
import * as profileFits from "./migrations/2026-12-01-profile-fits.js";
import * as programmePageColumns from "./migrations/2026-12-02-programme-page-columns.js";
import * as programmeChanges from "./migrations/2026-12-03-programme-changes.js";
import type { Database } from "./schema.js";

/** Migrations are listed here (not read from disk) so they run the same under tsx, vitest and bundlers. */
const migrations: Record<string, Migration> = {
  "2026-11-22-initial": initial,
  "2026-11-23-request-url": requestUrl,
  "2026-11-24-dismissals": dismissals,
  "2026-11-24-saved-analysis": savedAnalysis,
  "2026-11-25-watched-sites": watchedSites,
  "2026-11-25-webhooks": webhooks,
  "2026-11-26-site-names": siteNames,
  "2026-11-26-stale-corrections": staleCorrections,
  "2026-11-27-seen-crawls": seenCrawls,
  "2026-11-28-host-slots": hostSlots,
  "2026-11-29-programmes": programmes,
  "2026-11-30-programme-storage": programmeStorage,
  "2026-12-01-profile-fits": profileFits,
  "2026-12-02-programme-page-columns": programmePageColumns,
  "2026-12-03-programme-changes": programmeChanges,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider });
}

/** Brings the schema to the latest version; running it again is a no-op. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
