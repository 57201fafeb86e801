import { type Kysely, sql } from "kysely";
import type { CrawlPage, Database, NewCrawlPage } from "../schema.js";

export interface FrontierRow {
  url: string;
  /** Set when the URL to request differs from the normalised `url`. */
  requestUrl?: string | null;
  depth: number;
  referrer: string | null;
  anchorText: string | null;
}

type FrontierColumns = Pick<CrawlPage, "url" | "request_url" | "depth" | "referrer" | "anchor_text">;
const FRONTIER_COLUMNS = ["url", "request_url", "depth", "referrer", "anchor_text"] as const;

function toRow(r: FrontierColumns): FrontierRow {
  return { url: r.url, ...(r.request_url ? { requestUrl: r.request_url } : {}), depth: r.depth, referrer: r.referrer, anchorText: r.anchor_text };
}

/** Adds frontier URLs; those already known for the job are ignored. Returns the new ones. */
export async function enqueuePages(db: Kysely<Database>, jobId: number, rows: FrontierRow[]) {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto("crawl_pages")
    .values(
      rows.map((r) => ({
        job_id: jobId,
        url: r.url,
        request_url: r.requestUrl ?? null,
        depth: r.depth,
        referrer: r.referrer,
        anchor_text: r.anchorText,
        state: "pending" as const,
      })),
    )
    .onConflict((oc) => oc.columns(["job_id", "url"]).doNothing())
    .returning(FRONTIER_COLUMNS)
    .execute();
  return inserted.map(toRow);
}

export async function pendingPages(db: Kysely<Database>, jobId: number): Promise<FrontierRow[]> {
  const rows = await db.selectFrom("crawl_pages").select(FRONTIER_COLUMNS).where("job_id", "=", jobId).where("state", "=", "pending").orderBy("id").execute();
  return rows.map(toRow);
}

export type PageResult = Omit<NewCrawlPage, "job_id" | "url" | "depth" | "referrer" | "anchor_text" | "state">;

/** Stores a fetch result; inserts the row if the URL never went through the frontier (e.g. the start URL). */
export async function savePage(db: Kysely<Database>, jobId: number, page: FrontierRow & { state: "done" | "skipped" }, result: PageResult) {
  await db
    .insertInto("crawl_pages")
    .values({
      job_id: jobId,
      url: page.url,
      depth: page.depth,
      referrer: page.referrer,
      anchor_text: page.anchorText,
      state: page.state,
      fetched_at: new Date(),
      ...result,
    })
    .onConflict((oc) => oc.columns(["job_id", "url"]).doUpdateSet({ state: page.state, fetched_at: new Date(), ...result }))
    .execute();
}

export async function countPages(db: Kysely<Database>, jobId: number) {
  const row = await db
    .selectFrom("crawl_pages")
    .select([
      sql<number>`count(*)::int`.as("discovered"),
      sql<number>`count(*) filter (where state <> 'pending')::int`.as("processed"),
      sql<number>`count(*) filter (where state = 'done')::int`.as("done"),
      sql<number>`count(*) filter (where status_code between 200 and 299)::int`.as("reached"),
    ])
    .where("job_id", "=", jobId)
    .executeTakeFirstOrThrow();
  return row;
}

export async function fetchedPages(db: Kysely<Database>, jobId: number) {
  return db.selectFrom("crawl_pages").selectAll().where("job_id", "=", jobId).where("state", "<>", "pending").orderBy("id").execute();
}

/** The job's first `limit` fetched pages other than those already read (a crawl's analysis reads them as they arrive). */
export async function fetchedPagesExcept(db: Kysely<Database>, jobId: number, read: number[], limit: number) {
  return db
    .selectFrom("crawl_pages")
    .selectAll()
    .where("job_id", "=", jobId)
    .where("state", "=", "done")
    .where(sql<boolean>`not (id = any(${read}::int[]))`)
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Stores the readable text an analysis derived for pages the crawl kept as HTML only, in one statement. */
export async function saveTexts(db: Kysely<Database>, texts: Array<{ id: number; text: string }>) {
  if (texts.length === 0) return;
  const ids = texts.map((t) => t.id);
  const values = texts.map((t) => t.text);
  await sql`update crawl_pages set text = v.text from unnest(${ids}::int[], ${values}::text[]) as v(id, text) where crawl_pages.id = v.id`.execute(db);
}

/** The job's fetched pages with these URLs (an enrichment needs its opportunities and their documents, not the whole crawl). */
export async function fetchedPagesByUrl(db: Kysely<Database>, jobId: number, urls: string[]) {
  if (!urls.length) return [];
  return db.selectFrom("crawl_pages").selectAll().where("job_id", "=", jobId).where("state", "<>", "pending").where("url", "in", urls).execute();
}

/** What a results report needs of each fetched page: no HTML, text or links, which a large job holds by the megabyte. */
export async function pageOutcomes(db: Kysely<Database>, jobId: number) {
  return db
    .selectFrom("crawl_pages")
    .select(["url", "state", "status_code", "fetch_ms", "note", "portal_links"])
    .where("job_id", "=", jobId)
    .where("state", "<>", "pending")
    .orderBy("id")
    .execute();
}
export type PageOutcome = Awaited<ReturnType<typeof pageOutcomes>>[number];

/** For each of `urls`, the job's pages that link to it, in crawl order. */
export async function linkingPages(db: Kysely<Database>, jobId: number, urls: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(urls.map((u) => [u, []]));
  if (!urls.length) return out;
  const { rows } = await sql<{ target: string; source: string }>`
    select l->>'url' as target, p.url as source from crawl_pages p cross join lateral jsonb_array_elements(p.links) l
    where p.job_id = ${jobId} and jsonb_typeof(p.links) = 'array' and l->>'url' = any(${urls}::text[]) order by p.id`.execute(db);
  for (const { target, source } of rows) {
    const sources = out.get(target)!;
    if (!sources.includes(source)) sources.push(source);
  }
  return out;
}

/**
 * Links the job's fetched pages at `depth` or deeper point to that the crawl never admitted (no row
 * of the job has their URL): with `depth` the job's maxDepth, the links left beyond its depth limit.
 * One row per URL and anchor text, with the first page found on.
 */
export async function linksNotFollowed(db: Kysely<Database>, jobId: number, depth: number) {
  const { rows } = await sql<{ url: string; text: string; found_on: string }>`
    select distinct on (l->>'url', l->>'text') l->>'url' as url, coalesce(l->>'text', '') as text, p.url as found_on
    from crawl_pages p cross join lateral jsonb_array_elements(p.links) l
    where p.job_id = ${jobId} and p.state = 'done' and p.depth >= ${depth} and jsonb_typeof(p.links) = 'array'
      and not exists (select 1 from crawl_pages q where q.job_id = p.job_id and q.url = l->>'url')
    order by l->>'url', l->>'text', p.id`.execute(db);
  return rows;
}

export async function setRelevance(db: Kysely<Database>, jobId: number, scores: Record<string, number>) {
  const entries = Object.entries(scores);
  if (entries.length === 0) return;
  await sql`update crawl_pages p set relevance = v.score
    from (select unnest(${entries.map((e) => e[0])}::text[]) as url, unnest(${entries.map((e) => e[1])}::real[]) as score) v
    where p.job_id = ${jobId} and p.url = v.url`.execute(db);
}

/** Raw HTML is kept during a crawl (analysis needs it, even after a resume) and dropped after it unless asked for. */
export async function dropHtml(db: Kysely<Database>, jobId: number) {
  await db.updateTable("crawl_pages").set({ html: null }).where("job_id", "=", jobId).execute();
}

/**
 * The job's fetched pages the analysis ranked highest that are not among its opportunities (dismissed
 * ones count as listed): the "Possible programmes" a person may mark as opportunities.
 */
export async function possibleProgrammes(db: Kysely<Database>, jobId: number, limit: number) {
  return db
    .selectFrom("crawl_pages as p")
    .select(["p.url", "p.title", "p.relevance"])
    .where("p.job_id", "=", jobId)
    .where("p.state", "=", "done")
    .where("p.relevance", "is not", null)
    .where((eb) => eb.or([eb("p.status_code", "is", null), eb("p.status_code", "<", 400)]))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("opportunities as o").select("o.id").whereRef("o.job_id", "=", "p.job_id").whereRef("o.url", "=", "p.url"))),
    )
    .orderBy("p.relevance", "desc")
    .orderBy("p.id")
    .limit(limit)
    .execute();
}

/** The job's first fetched pages, in crawl order: enough of the site to know whose it is. */
export async function firstFetchedPages(db: Kysely<Database>, jobId: number, limit: number) {
  return db.selectFrom("crawl_pages").selectAll().where("job_id", "=", jobId).where("state", "=", "done").orderBy("id").limit(limit).execute();
}
