import { type Kysely, sql } from "kysely";

/** The columns the Opportunities page filters, sorts and matches on. */
const INLINE = ["url_key", "site", "title", "funder", "areas_text", "areas", "regions", "org_types", "due_date", "status", "search"];

/**
 * toast_tuple_target = 256 (2026-11-29) moved nearly every value out of line, the small ones too:
 * on the 50,000-programme bench a filter on org_types, a search sorted by fit or a count of
 * 'youth' among open programmes fetched each row's value from the TOAST table (26,747 buffers for
 * one count, 250 ms). These columns stay in the row (storage main: out of line only past a page);
 * summary, eligibility and fit reasons, which only a page's 25 rows read, stay out of line.
 * CLUSTER rewrites the rows that are already stored (and packs the heap, half empty after the fit
 * rewrites): 6,291 + 6,169 TOAST pages where there were 8,145 + 10,945.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const columns = INLINE.map((c) => sql`alter column ${sql.ref(c)} set storage main`);
  await sql`alter table programmes ${sql.join(columns)}`.execute(db);
  await sql`cluster programmes using programmes_pkey`.execute(db);
  await sql`analyze programmes`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const columns = INLINE.map((c) => sql`alter column ${sql.ref(c)} set storage extended`);
  await sql`alter table programmes ${sql.join(columns)}`.execute(db);
}
