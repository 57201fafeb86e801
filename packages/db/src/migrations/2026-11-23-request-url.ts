import type { Kysely } from "kysely";

/**
 * The URL as the site spelled it, when it differs from the normalised `url` (a trailing slash):
 * requesting "/grants" when the link says "/grants/" costs a redirect per page on most CMSs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("crawl_pages").addColumn("request_url", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("crawl_pages").dropColumn("request_url").execute();
}
