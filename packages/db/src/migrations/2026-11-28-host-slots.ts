import type { Kysely } from "kysely";

/** The next free request slot per host, shared by every worker process on this database. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("host_slots")
    .addColumn("host", "text", (c) => c.primaryKey())
    .addColumn("next_at", "timestamptz", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("host_slots").execute();
}
