import { type Kysely, sql } from "kysely";

/** Funder sites crawled again on a schedule (issue #16); each crawl of one remembers its site. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("watched_sites")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("schedule", "text", (c) => c.notNull())
    .addColumn("options", "jsonb", (c) => c.notNull())
    .addColumn("paused", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("next_run_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("watched_sites_due").on("watched_sites").columns(["paused", "next_run_at"]).execute();
  await db.schema
    .alterTable("crawl_jobs")
    .addColumn("watched_site_id", "integer", (c) => c.references("watched_sites.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("crawl_jobs_watched_site").on("crawl_jobs").column("watched_site_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("crawl_jobs").dropColumn("watched_site_id").execute();
  await db.schema.dropTable("watched_sites").execute();
}
