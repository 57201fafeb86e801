import type { Kysely } from "kysely";

/** The crawl of a watched site a person last looked at: "changes since last visit" start there. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("watched_sites")
    .addColumn("seen_job_id", "integer", (c) => c.references("crawl_jobs.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("watched_sites").dropColumn("seen_job_id").execute();
}
