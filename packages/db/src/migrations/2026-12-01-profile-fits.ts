import { type Kysely, sql } from "kysely";

/**
 * Fits are recomputed after a profile is saved, not inside its PUT (30–40 s at 50,000 programmes):
 * each save is a new version, and `fits_version` is the version every programme's fit was last
 * computed for. While they differ the page says fits are being recomputed, and a server that
 * starts finishes the work a stopped one left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("profile")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("fits_version", "integer", (c) => c.notNull().defaultTo(sql`0`))
    .execute();
  // A profile saved before: its PUT computed the fits.
  await sql`update profile set fits_version = version`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("profile").dropColumn("fits_version").dropColumn("version").execute();
}
