import type { Kysely } from "kysely";
import { correctionKey } from "../correction-key.js";

/**
 * "Not an opportunity" dismissals, and corrections found again by site and URL: a later crawl of
 * the same site applies them (the key ignores www., a trailing slash and the fragment).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("opportunities")
    .addColumn("dismissed", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable("status_corrections").addColumn("url_key", "text").execute();
  const rows = await db.selectFrom("status_corrections").select(["id", "grant_url"]).execute();
  for (const row of rows) {
    await db
      .updateTable("status_corrections")
      .set({ url_key: correctionKey(row.grant_url as string) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema.createIndex("status_corrections_url_key").on("status_corrections").column("url_key").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("status_corrections").dropColumn("url_key").execute();
  await db.schema.alterTable("opportunities").dropColumn("dismissed").execute();
}
