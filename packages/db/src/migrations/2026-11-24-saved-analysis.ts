import type { Kysely } from "kysely";

/** The last in-depth analysis of an opportunity (Process Opportunity), kept so a reload shows it again. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("opportunities").addColumn("analysis", "jsonb").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("opportunities").dropColumn("analysis").execute();
}
