import type { Kysely } from "kysely";

/** A watched site may carry the funder's name (an import's `name` column). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("watched_sites").addColumn("name", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("watched_sites").dropColumn("name").execute();
}
