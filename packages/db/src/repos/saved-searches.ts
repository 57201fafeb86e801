import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

export async function getProfile(db: Kysely<Database>) {
  return db.selectFrom("profile").selectAll().where("id", "=", 1).executeTakeFirst();
}

/** Saves the profile as a new version, whose fits are yet to be computed; returns the version. */
export async function putProfile(db: Kysely<Database>, data: Record<string, unknown>): Promise<number> {
  const json = JSON.stringify(data);
  const row = await db
    .insertInto("profile")
    .values({ id: 1, data: json, updated_at: new Date() })
    .onConflict((oc) => oc.column("id").doUpdateSet({ data: json, updated_at: new Date(), version: sql`profile.version + 1` }))
    .returning("version")
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The profile's version and the version its fits were computed for (none before a profile is saved). */
export async function profileVersions(db: Kysely<Database>) {
  return db.selectFrom("profile").select(["version", "fits_version"]).where("id", "=", 1).executeTakeFirst();
}

/** Whether the programmes' fits are still being computed for the latest profile (no row before a profile is saved). */
export const fitsRecomputingQuery = (db: Kysely<Database>) =>
  db.selectFrom("profile").select(sql<boolean>`version <> fits_version`.as("recomputing")).where("id", "=", 1);

export async function fitsRecomputing(db: Kysely<Database>): Promise<boolean> {
  return (await fitsRecomputingQuery(db).executeTakeFirst())?.recomputing ?? false;
}

/** Every fit is computed for this version, unless a newer save came in meanwhile. */
export async function markFitsComputed(db: Kysely<Database>, version: number) {
  await db.updateTable("profile").set({ fits_version: version }).where("id", "=", 1).where("version", "=", version).execute();
}

export async function insertSavedSearch(
  db: Kysely<Database>,
  s: { name: string; query: Record<string, unknown>; webhookUrl: string | null; webhookSecret: string },
) {
  const row = await db
    .insertInto("saved_searches")
    .values({ name: s.name, query: JSON.stringify(s.query), webhook_url: s.webhookUrl, webhook_secret: s.webhookSecret })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const listSavedSearches = (db: Kysely<Database>) => db.selectFrom("saved_searches").selectAll().orderBy("id").execute();

export const findSavedSearch = (db: Kysely<Database>, id: number) => db.selectFrom("saved_searches").selectAll().where("id", "=", id).executeTakeFirst();

export async function updateSavedSearch(
  db: Kysely<Database>,
  id: number,
  change: { name?: string; query?: Record<string, unknown>; webhookUrl?: string | null; seenAt?: Date },
) {
  await db
    .updateTable("saved_searches")
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.query !== undefined ? { query: JSON.stringify(change.query) } : {}),
      ...(change.webhookUrl !== undefined ? { webhook_url: change.webhookUrl } : {}),
      ...(change.seenAt !== undefined ? { seen_at: change.seenAt } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function deleteSavedSearch(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("saved_searches").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
