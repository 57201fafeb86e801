import { type Kysely, sql } from "kysely";

/**
 * A page of the Opportunities list reads only the programmes table. It joined each row's
 * opportunity for its URL, its "manually corrected" flag and the record's currency: on the
 * 50,000-programme bench that join cost more than the rest of a first page sorted by fit (planning
 * 0.4–1.6 ms against 0.1, and 26 records of ~1.7 KB unpacked for one field: 1.2 ms of execution
 * against 0.4). The three are copied here, and the trigger that follows a record's status and
 * dismissal follows them too. fit_reasons becomes json: the page sends it as it is stored, where
 * jsonb is printed back to text on each read (0.17 -> 0.07 ms for a page's 35 KB).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("programmes")
    .addColumn("url", "text")
    .addColumn("currency", "text")
    .addColumn("manually_corrected", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update programmes p set url = o.url, currency = o.record->>'currency', manually_corrected = o.manually_corrected
    from opportunities o where o.id = p.opportunity_id`.execute(db);
  // Kept in the row, as the other columns a page shows (see 2026-11-30).
  await sql`alter table programmes alter column url set not null, alter column url set storage main, alter column currency set storage main,
    alter column fit_reasons type json using fit_reasons::json`.execute(db);
  await followOpportunity(db, ["status", "dismissed", "manually_corrected", "record"], {
    set: "status = new.status, dismissed = new.dismissed, manually_corrected = new.manually_corrected, currency = new.record->>'currency'",
    when: "old.status is distinct from new.status or old.dismissed is distinct from new.dismissed or old.manually_corrected is distinct from new.manually_corrected or old.record->>'currency' is distinct from new.record->>'currency'",
  });
  // The update wrote every row again: the heap is packed and its statistics read again.
  await sql`cluster programmes`.execute(db);
  await sql`analyze programmes`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await followOpportunity(db, ["status", "dismissed"], {
    set: "status = new.status, dismissed = new.dismissed",
    when: "old.status is distinct from new.status or old.dismissed is distinct from new.dismissed",
  });
  await sql`alter table programmes alter column fit_reasons type jsonb using fit_reasons::jsonb`.execute(db);
  await db.schema.alterTable("programmes").dropColumn("url").dropColumn("currency").dropColumn("manually_corrected").execute();
}

/** The trigger that copies a record's changes a programme shows (the page reads no record). */
async function followOpportunity(db: Kysely<any>, columns: string[], { set, when }: { set: string; when: string }) {
  await sql`drop trigger programmes_follow_opportunity on opportunities`.execute(db);
  await sql`create or replace function programmes_follow_opportunity() returns trigger language plpgsql as $$
    begin
      update programmes set ${sql.raw(set)} where opportunity_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger programmes_follow_opportunity after update of ${sql.raw(columns.join(", "))} on opportunities
    for each row when (${sql.raw(when)}) execute function programmes_follow_opportunity()`.execute(db);
}
