import { type Kysely, sql } from "kysely";

/**
 * Every statement that changes the programmes or the profile (their fits) notifies
 * `programmes_changed` at its commit, whichever process or trigger wrote it: the server keeps the
 * Opportunities page's first pages until then (repos/programme-changes.ts). PostgreSQL sends one
 * notification per transaction for any number of such statements.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function notify_programmes_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('programmes_changed', '');
      return null;
    end $$`.execute(db);
  for (const table of ["programmes", "profile"])
    await sql`create trigger ${sql.raw(`${table}_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_programmes_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["programmes", "profile"]) await sql`drop trigger ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function notify_programmes_changed()`.execute(db);
}
