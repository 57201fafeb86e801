import type { Kysely } from "kysely";

/** A watched site may name a URL that receives each re-crawl's changes as JSON. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("watched_sites").addColumn("webhook_url", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("watched_sites").dropColumn("webhook_url").execute();
}
