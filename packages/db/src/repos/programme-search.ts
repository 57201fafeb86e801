import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../schema.js";
import { fitsRecomputingQuery } from "./saved-searches.js";

export interface ProgrammeFilters {
  q?: string;
  status?: string;
  /** Due between `today` and `today` + this many days. */
  dueWithin?: number;
  today: string;
  minAmount?: number;
  maxAmount?: number;
  area?: string;
  region?: string;
  orgType?: string;
  site?: string;
  minFit?: number;
  includeVanished?: boolean;
  includeDismissed?: boolean;
  /** Only programmes new or changed after this time (a saved search's alerts). */
  changedAfter?: Date;
}

export type ProgrammeSort = "fit" | "due" | "amount" | "firstSeen" | "title" | "changed";

/** Each sort: its expression, its SQL type (to read a cursor back) and its direction. */
const SORTS: Record<ProgrammeSort, { expr: string; type: string; desc: boolean }> = {
  fit: { expr: "coalesce(p.fit, -1)", type: "integer", desc: true },
  due: { expr: "coalesce(p.due_date, '9999-12-31')", type: "text", desc: false },
  amount: { expr: "coalesce(p.amount_max, p.amount_min, -1)", type: "double precision", desc: true },
  firstSeen: { expr: "p.first_seen_at", type: "timestamptz", desc: true },
  title: { expr: "lower(p.title)", type: "text", desc: false },
  changed: { expr: "greatest(p.first_seen_at, p.changed_at)", type: "timestamptz", desc: true },
};

type Eb = ExpressionBuilder<Database & { p: Database["programmes"] }, "p">;

function conditions(eb: Eb, f: ProgrammeFilters): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  const lower = (v: string) => v.trim().toLowerCase();
  if (f.q) c.push(sql<SqlBool>`p.search @@ websearch_to_tsquery('english', ${f.q})`);
  if (f.status) c.push(eb("p.status", "=", f.status));
  if (f.dueWithin !== undefined) c.push(sql<SqlBool>`p.due_date >= ${f.today} and p.due_date <= to_char(${f.today}::date + ${f.dueWithin}::int, 'YYYY-MM-DD')`);
  if (f.minAmount !== undefined) c.push(sql<SqlBool>`coalesce(p.amount_max, p.amount_min) >= ${f.minAmount}`);
  if (f.maxAmount !== undefined) c.push(sql<SqlBool>`coalesce(p.amount_min, p.amount_max) <= ${f.maxAmount}`);
  if (f.area) c.push(sql<SqlBool>`p.areas @> array[${lower(f.area)}]::text[]`);
  if (f.region) c.push(sql<SqlBool>`p.regions @> array[${lower(f.region)}]::text[]`);
  if (f.orgType) c.push(sql<SqlBool>`p.org_types @> array[${f.orgType}]::text[]`);
  if (f.site) c.push(eb("p.site", "=", lower(f.site).replace(/^www\./, "")));
  if (f.minFit !== undefined) c.push(sql<SqlBool>`coalesce(p.fit, -1) >= ${f.minFit}`);
  if (!f.includeVanished) c.push(eb("p.vanished", "=", false));
  if (!f.includeDismissed) c.push(eb("p.dismissed", "=", false));
  if (f.changedAfter) c.push(sql<SqlBool>`greatest(p.first_seen_at, p.changed_at) > ${f.changedAfter}`);
  return c;
}

const matching = (db: Kysely<Database>, f: ProgrammeFilters) => db.selectFrom("programmes as p").where((eb) => eb.and(conditions(eb, f)));

/** The page's rows in the sort's order after the cursor, its sort value as text for the next cursor. */
function pageQuery(db: Kysely<Database>, f: ProgrammeFilters, sort: ProgrammeSort, cursor: { value: string; key: string } | null, limit: number) {
  const s = SORTS[sort];
  const expr = sql.raw(s.expr);
  const dir = s.desc ? "desc" : "asc";
  let query = matching(db, f)
    .select([
      "p.url_key",
      "p.site",
      "p.job_id",
      "p.title",
      "p.funder",
      "p.amount_min",
      "p.amount_max",
      "p.due_date",
      "p.fit",
      "p.fit_excluded",
      "p.fit_reasons",
      "p.first_seen_at",
      "p.changed_at",
      "p.vanished",
      "p.url",
      "p.status",
      "p.dismissed",
      "p.manually_corrected",
      "p.currency",
      sql<string>`(${expr})::text`.as("sort_value"),
    ])
    .orderBy(sql`${expr} ${sql.raw(dir)}`)
    .orderBy("p.url_key", dir)
    .limit(limit);
  if (cursor)
    query = query.where(sql<SqlBool>`(${expr}, p.url_key) ${sql.raw(s.desc ? "<" : ">")} (cast(${cursor.value} as ${sql.raw(s.type)}), ${cursor.key})`);
  return query;
}

/**
 * A page of programmes matching the filters, in the sort's order, after the cursor (keyset
 * pagination on the sort value and the URL key, so a page costs the same however deep it is).
 */
export async function searchProgrammes(
  db: Kysely<Database>,
  f: ProgrammeFilters,
  sort: ProgrammeSort,
  cursor: { value: string; key: string } | null,
  limit: number,
) {
  return pageQuery(db, f, sort, cursor, limit).execute();
}

type PageRow = Awaited<ReturnType<typeof searchProgrammes>>[number];

/**
 * What the Opportunities page reads, in one statement: a page of programmes (as searchProgrammes),
 * how many match counted up to `countCap` (null: not counted), and whether the fits are being
 * recomputed for a newer profile. On the 50,000-programme bench a socket write to PostgreSQL cost
 * the server 0.3 ms of CPU and each statement the database its own round trip: three statements
 * a page were a third of the server's CPU per page.
 */
export async function programmePage(
  db: Kysely<Database>,
  f: ProgrammeFilters,
  sort: ProgrammeSort,
  cursor: { value: string; key: string } | null,
  limit: number,
  countCap: number | null,
): Promise<{ rows: PageRow[]; total: number | null; fitsRecomputing: boolean }> {
  const s = SORTS[sort];
  const dir = sql.raw(s.desc ? "desc" : "asc");
  const page = pageQuery(db, f, sort, cursor, limit).select(sql.raw(s.expr).as("sort_key"));
  const counted = countCap === null ? sql`null::bigint` : sql`(select count(*) from (${countQuery(db, f, countCap)}) m)`;
  // One row even when the page is empty (no programme's columns then), its rows in the page's order.
  const { rows } = await sql<PageRow & { url_key: string | null; sort_key: unknown; total: number | null; fits_recomputing: boolean | null }>`
    with facts as (select ${counted} as total, (${fitsRecomputingQuery(db)}) as fits_recomputing)
    select page.*, facts.total, facts.fits_recomputing
    from facts left join (${page}) as page on true
    order by page.sort_key ${dir}, page.url_key ${dir}`.execute(db);
  const first = rows[0]!;
  return {
    rows: rows.filter((r) => r.url_key !== null).map(({ total: _, fits_recomputing: __, sort_key: ___, ...row }) => row as PageRow),
    total: first.total,
    fitsRecomputing: first.fits_recomputing ?? false,
  };
}

/**
 * How many programmes match, counted up to `cap` (a count of every match of a broad filter would
 * read the whole table on each first page; past the cap the page says "cap+").
 */
export async function countMatchingProgrammes(db: Kysely<Database>, f: ProgrammeFilters, cap: number): Promise<number> {
  const row = await db
    .selectFrom(countQuery(db, f, cap).as("m"))
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const countQuery = (db: Kysely<Database>, f: ProgrammeFilters, cap: number) =>
  matching(db, f)
    .select(sql`1`.as("one"))
    .limit(cap + 1);

/** The sites that have programmes (the site filter's choices). */
export async function programmeSites(db: Kysely<Database>) {
  return (await db.selectFrom("programmes").select("site").distinct().orderBy("site").execute()).map((r) => r.site);
}
