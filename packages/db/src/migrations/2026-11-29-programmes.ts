import { type Kysely, sql } from "kysely";

/**
 * The Opportunities page (issue #42): one row per programme across crawls, keyed by its canonical
 * URL, pointing at the newest crawl's record; a full-text `search` column with a GIN index; the
 * organisation profile (one row) and saved searches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("programmes")
    .addColumn("url_key", "text", (c) => c.primaryKey())
    .addColumn("site", "text", (c) => c.notNull())
    .addColumn("opportunity_id", "integer", (c) => c.notNull().references("opportunities.id").onDelete("cascade"))
    .addColumn("job_id", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("funder", "text")
    .addColumn("summary", "text")
    .addColumn("eligibility", "text")
    .addColumn("areas_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("areas", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("regions", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("org_types", sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("amount_min", "double precision")
    .addColumn("amount_max", "double precision")
    .addColumn("due_date", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("dismissed", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("fit", "smallint")
    .addColumn("fit_excluded", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("fit_reasons", "jsonb")
    .addColumn("first_seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("changed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("vanished", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("search", sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(funder, '')), 'B') || setweight(to_tsvector('english', coalesce(areas_text, '')), 'B') || to_tsvector('english', coalesce(summary, '') || ' ' || coalesce(eligibility, ''))`,
        )
        .stored(),
    )
    .execute();
  // Long values (summary, eligibility, the search vector, fit reasons) are kept out of line, so the
  // rows a count or a filter reads stay narrow (half the heap on the 50,000-programme bench).
  await sql`alter table programmes set (toast_tuple_target = 256)`.execute(db);
  await sql`create index programmes_search on programmes using gin (search)`.execute(db);
  await sql`create index programmes_areas on programmes using gin (areas)`.execute(db);
  await sql`create index programmes_regions on programmes using gin (regions)`.execute(db);
  await sql`create index programmes_org_types on programmes using gin (org_types)`.execute(db);
  await sql`create index programmes_fit on programmes ((coalesce(fit, -1)) desc, url_key desc)`.execute(db);
  await sql`create index programmes_due on programmes ((coalesce(due_date, '9999-12-31')), url_key)`.execute(db);
  await sql`create index programmes_amount on programmes ((coalesce(amount_max, amount_min, -1)) desc, url_key desc)`.execute(db);
  await sql`create index programmes_title on programmes (lower(title), url_key)`.execute(db);
  await sql`create index programmes_first_seen on programmes (first_seen_at desc, url_key desc)`.execute(db);
  await sql`create index programmes_changed on programmes (greatest(first_seen_at, changed_at) desc)`.execute(db);
  await sql`create index programmes_due_date on programmes (due_date)`.execute(db);
  // A person's correction or dismissal of the programme's record shows at once (the page's filters
  // and counts read these columns without joining the records).
  await sql`create function programmes_follow_opportunity() returns trigger language plpgsql as $$
    begin
      update programmes set status = new.status, dismissed = new.dismissed where opportunity_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger programmes_follow_opportunity after update of status, dismissed on opportunities
    for each row when (old.status is distinct from new.status or old.dismissed is distinct from new.dismissed)
    execute function programmes_follow_opportunity()`.execute(db);
  await db.schema.createIndex("programmes_site").on("programmes").columns(["site", "job_id"]).execute();
  await db.schema.createIndex("programmes_opportunity").on("programmes").column("opportunity_id").execute();

  await db.schema
    .createTable("profile")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("saved_searches")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query", "jsonb", (c) => c.notNull())
    .addColumn("webhook_url", "text")
    .addColumn("webhook_secret", "text", (c) => c.notNull())
    .addColumn("seen_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_searches").execute();
  await db.schema.dropTable("profile").execute();
  await db.schema.dropTable("programmes").execute();
  await sql`drop trigger if exists programmes_follow_opportunity on opportunities`.execute(db);
  await sql`drop function if exists programmes_follow_opportunity()`.execute(db);
}
