import type { Kysely } from "kysely";

/**
 * A person's earlier correction that a later crawl did not apply, because the page's own deadline or
 * status wording changed since: kept beside the item so the change view can say why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("opportunities").addColumn("stale_correction", "jsonb").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("opportunities").dropColumn("stale_correction").execute();
}
