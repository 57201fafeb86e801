import { postJson } from "@grantscout/crawler";
import {
  activeWatchedSiteCrawl,
  appendLog,
  createJob,
  type Database,
  deleteWatchedSite,
  enqueueCrawl,
  findJobById,
  findWatchedSite,
  insertWatchedSite,
  type Kysely,
  linkJobToWatchedSite,
  listOpportunities,
  listWatchedSites,
  markSiteSeen,
  type Opportunity,
  type StaleCorrection,
  takeDueWatchedSites,
  updateWatchedSite,
  type WatchedSite,
  WEBHOOK_QUEUE,
  type WebhookMessage,
  watchedSiteCrawls,
  watchedUrls,
} from "@grantscout/db";
import { Feed } from "feed";
import type { z } from "zod";
import { toServedGrant } from "../adapters/served-grant.js";
import { describeChange, type OpportunityChange, opportunityChanges, snapshotOf } from "../rules/opportunity-changes.js";
import { importRows } from "../rules/site-import.js";
import {
  buildDeadlineFeed,
  crawlStartSchema,
  type FeedDeadline,
  type importSitesSchema,
  MAX_IMPORT_ROWS,
  type siteChangesSchema,
  type siteUpdateSchema,
  watchOptionsSchema,
  watchScheduleSchema,
  type watchSiteSchema,
} from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { assertCrawlable, requireJob } from "./crawl-service.js";
import { badRequest, notFound, QUEUE_NOT_RUNNING, UnavailableError } from "./errors.js";

const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

async function requireSite(services: AppServices, siteId: number) {
  return (await findWatchedSite(services.db, siteId)) ?? notFound(`Watched site ${siteId} was not found`);
}

/**
 * What the Watched sites screen shows of a site's crawls: the open opportunities of the latest, and
 * how many changes it holds against the crawl a person last looked at (the one before, if none was
 * looked at; null with nothing to compare).
 */
async function crawlSummary(services: AppServices, site: WatchedSite) {
  const crawls = await watchedSiteCrawls(services.db, site.id);
  const [latest] = crawls;
  if (!latest) return { lastCrawlAt: null, openOpportunities: null, unseenChanges: null };
  const shown = async (jobId: number) => (await listOpportunities(services.db, jobId)).filter((o) => !o.dismissed);
  const latestRows = await shown(latest.id);
  const seen = crawls.find((c) => c.id === site.seen_job_id) ?? crawls[1];
  const unseenChanges = !seen
    ? null
    : seen.id === latest.id
      ? 0
      : opportunityChanges((await shown(seen.id)).map(snapshotOfRow), latestRows.map(snapshotOfRow)).length;
  return { lastCrawlAt: latest.completed_at, openOpportunities: latestRows.filter((o) => o.status === "open").length, unseenChanges };
}

async function toSiteView(services: AppServices, site: WatchedSite) {
  const { lastCrawlAt, openOpportunities, unseenChanges } = await crawlSummary(services, site);
  const active = await activeWatchedSiteCrawl(services.db, site.id);
  return {
    id: site.id,
    url: site.url,
    name: site.name,
    schedule: site.schedule,
    paused: site.paused,
    options: site.options,
    webhookUrl: site.webhook_url,
    lastCrawlAt: lastCrawlAt?.toISOString() ?? null,
    nextCrawlAt: site.paused ? null : site.next_run_at.toISOString(),
    openOpportunities,
    /** Changes since the crawl a person last looked at on the site's page. */
    unseenChanges,
    /** The crawl of the site queued or running now ("Run now" or its schedule), whose progress the row shows. */
    runningJobId: active?.id ?? null,
  };
}

/** "Watch this site": stores the site and its crawl options; watched from a job, that job is its first crawl. */
export async function watchSite(services: AppServices, input: z.output<typeof watchSiteSchema>) {
  await assertCrawlable(services, input.url);
  const job = input.jobId === undefined ? null : ((await findJobById(services.db, input.jobId)) ?? badRequest(`Crawl job ${input.jobId} was not found`));
  const options = { ...(input.options ?? (job ? job.options : watchOptionsSchema.parse({}))), maxPages: services.config.maxPagesPerJob };
  if (input.webhookUrl) await assertCrawlable(services, input.webhookUrl);
  const id = await insertWatchedSite(services.db, {
    url: input.url,
    schedule: input.schedule,
    options,
    webhookUrl: input.webhookUrl ?? null,
    firstCrawl: job ? "next" : "soon",
  });
  if (input.jobId !== undefined) await linkJobToWatchedSite(services.db, input.jobId, id);
  return { id, message: `Watching ${input.url} (${input.schedule})` };
}

export async function listSites(services: AppServices) {
  return Promise.all((await listWatchedSites(services.db)).map((site) => toSiteView(services, site)));
}

export async function getSite(services: AppServices, siteId: number) {
  const site = await requireSite(services, siteId);
  const crawls = await watchedSiteCrawls(services.db, siteId);
  return {
    ...(await toSiteView(services, site)),
    crawls: crawls.map((c) => ({ jobId: c.id, completedAt: c.completed_at?.toISOString() ?? null })),
  };
}

export async function changeSite(services: AppServices, input: z.output<typeof siteUpdateSchema>) {
  await requireSite(services, input.siteId);
  if (input.webhookUrl) await assertCrawlable(services, input.webhookUrl);
  await updateWatchedSite(services.db, input.siteId, input);
  return toSiteView(services, await requireSite(services, input.siteId));
}

/** A person opened the site's page: its latest crawl is seen, and its changes are no longer new. */
export async function markSiteVisited(services: AppServices, siteId: number) {
  const site = await requireSite(services, siteId);
  const [latest] = await watchedSiteCrawls(services.db, site.id);
  if (latest) await markSiteSeen(services.db, site.id, latest.id);
  return { success: true };
}

export async function removeSite(services: AppServices, siteId: number) {
  if (!(await deleteWatchedSite(services.db, siteId))) notFound(`Watched site ${siteId} was not found`);
  return { success: true, message: `Site ${siteId} is no longer watched; its crawls are kept` };
}

/** Queues one crawl of a watched site in the caller's transaction. */
async function queueSiteCrawl(services: AppServices, trx: Kysely<Database>, site: WatchedSite, reason: string) {
  if (!services.queue) throw new UnavailableError(QUEUE_NOT_RUNNING);
  const job = await createJob(trx, site.url, site.options, site.id);
  await appendLog(trx, job.id, "info", `Crawl queued for ${site.url} (${reason})`);
  await enqueueCrawl(services.queue, { jobId: job.id }, trx);
  return job.id;
}

/** "Run now": a crawl of the watched site with its options, outside its schedule. */
export async function runSiteNow(services: AppServices, siteId: number) {
  const site = await requireSite(services, siteId);
  await assertCrawlable(services, site.url);
  const id = await services.db.transaction().execute((trx) => queueSiteCrawl(services, trx, site, "run now"));
  return { id, message: `Crawl started for ${site.url}` };
}

/** The scheduler's tick: queues the crawls that are due, each once however many workers tick. */
export async function runDueWatches(services: AppServices): Promise<number> {
  return services.db.transaction().execute(async (trx) => {
    const due = await takeDueWatchedSites(trx);
    for (const site of due) await queueSiteCrawl(services, trx, site, `${site.schedule} watch`);
    return due.length;
  });
}

/**
 * Each item of the latest crawl whose earlier correction was not applied (its page changed since)
 * says so, as a change of its own when nothing else about it changed.
 */
function withStaleCorrections(changes: OpportunityChange[], latest: Opportunity[]): Array<OpportunityChange & { staleCorrection?: StaleCorrection }> {
  const stale = new Map(latest.filter((o) => o.stale_correction).map((o) => [o.url, o]));
  const out: Array<OpportunityChange & { staleCorrection?: StaleCorrection }> = changes.map((c) => {
    const row = stale.get(c.url);
    stale.delete(c.url);
    return row?.stale_correction ? { ...c, staleCorrection: row.stale_correction } : c;
  });
  for (const row of stale.values())
    out.push({ kind: "changed", url: row.url, title: row.title ?? row.url, previousUrl: null, changes: [], staleCorrection: row.stale_correction! });
  return out;
}

/** What a user sees of a stored opportunity: its shown status and due date, dismissed ones left out. */
function snapshotOfRow(row: Opportunity) {
  const grant = toServedGrant(row, []);
  return snapshotOf({ ...grant, status: { ...grant.status, due_date: row.due_date } });
}

/**
 * The change set of the latest crawl against the previous one, or, with `since`, against the
 * last crawl finished by that day (the first one after it when there is none).
 */
export async function siteChanges(services: AppServices, input: z.output<typeof siteChangesSchema> & { jobId?: number }) {
  const site = await requireSite(services, input.siteId);
  const all = await watchedSiteCrawls(services.db, site.id);
  // A given crawl (a webhook's) is compared with the crawls before it.
  const crawls =
    input.jobId === undefined
      ? all
      : all.slice(
          Math.max(
            0,
            all.findIndex((c) => c.id === input.jobId),
          ),
        );
  const [latest] = crawls;
  const older = crawls.slice(1);
  const baseline = input.since
    ? (older.find((c) => isoDay(c.completed_at)! <= input.since!) ?? older.filter((c) => isoDay(c.completed_at)! > input.since!).at(-1))
    : older[0];
  const rows = async (jobId: number | undefined) => (jobId === undefined ? [] : await listOpportunities(services.db, jobId));
  const snapshots = (list: Opportunity[]) => list.filter((o) => !o.dismissed).map(snapshotOfRow);
  const latestRows = await rows(latest?.id);
  const found = latest && baseline ? opportunityChanges(snapshots(await rows(baseline.id)), snapshots(latestRows)) : [];
  const changes = withStaleCorrections(found, latestRows);
  const crawl = (c: (typeof crawls)[number] | undefined) => (c ? { jobId: c.id, completedAt: isoDay(c.completed_at) } : null);
  return { site: { id: site.id, url: site.url }, from: crawl(baseline), to: crawl(latest), changes };
}

/** What a crawl of a watched site changed against the crawl before it; null for a crawl of no watched site. */
export async function jobChanges(services: AppServices, jobId: number) {
  const job = await requireJob(services, jobId);
  return job.watched_site_id === null ? null : siteChanges(services, { siteId: job.watched_site_id, jobId });
}

/**
 * A watched site's deadlines as its latest crawl shows them: open ones, and those that closed or
 * left the site since the crawl before as cancelled (so a subscribed calendar drops them).
 */
async function siteDeadlines(services: AppServices, site: WatchedSite): Promise<{ deadlines: FeedDeadline[]; crawls: number }> {
  const crawls = await watchedSiteCrawls(services.db, site.id);
  const snapshots = async (jobId: number) => (await listOpportunities(services.db, jobId)).filter((o) => !o.dismissed).map(snapshotOfRow);
  const [latest, previous] = crawls;
  if (!latest) return { deadlines: [], crawls: 0 };
  const now = await snapshots(latest.id);
  const gone = previous ? opportunityChanges(await snapshots(previous.id), now).filter((c) => c.kind === "gone") : [];
  const deadline = (url: string, title: string, values: (typeof now)[number]["values"], cancelled: boolean): FeedDeadline[] =>
    values.dueDate ? [{ url, title, site: site.url, dueDate: values.dueDate, cancelled }] : [];
  return {
    deadlines: [
      ...now.flatMap((o) => deadline(o.url, o.title, o.values, o.values.status === "closed")),
      ...gone.flatMap((c) => (c.kind === "gone" ? deadline(c.url, c.title, c.before, true) : [])),
    ],
    crawls: crawls.length,
  };
}

/** GET /api/sites/{id}/deadlines.ics */
export async function siteDeadlineFeed(services: AppServices, siteId: number) {
  const site = await requireSite(services, siteId);
  const { deadlines, crawls } = await siteDeadlines(services, site);
  return buildDeadlineFeed(`Grant deadlines: ${site.url}`, deadlines, crawls, services.today());
}

async function everySiteDeadlines(services: AppServices) {
  const sites = await listWatchedSites(services.db);
  return Promise.all(sites.map(async (site) => ({ site, ...(await siteDeadlines(services, site)) })));
}

/** GET /api/sites/deadlines.ics: every watched site's deadlines in one calendar. */
export async function allDeadlineFeed(services: AppServices) {
  const all = await everySiteDeadlines(services);
  return buildDeadlineFeed(
    "Grant deadlines: watched sites",
    all.flatMap((s) => s.deadlines),
    all.reduce((n, s) => n + s.crawls, 0),
    services.today(),
  );
}

/** The open deadlines still ahead across watched sites, soonest first (the home screen's list). */
export async function upcomingDeadlines(services: AppServices) {
  const today = isoDay(services.today())!;
  const all = await everySiteDeadlines(services);
  return all
    .flatMap(({ site, deadlines }) => deadlines.filter((d) => !d.cancelled && d.dueDate >= today).map((d) => ({ ...d, siteId: site.id })))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.title.localeCompare(b.title));
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/** After a watched site's crawl: its changes go to the site's webhook, if it has one and anything changed. */
export async function queueWebhook(services: AppServices, jobId: number) {
  const job = await findJobById(services.db, jobId);
  const site = job?.watched_site_id ? await findWatchedSite(services.db, job.watched_site_id) : undefined;
  if (!site?.webhook_url || !services.queue) return;
  const { changes } = await siteChanges(services, { siteId: site.id, jobId });
  if (changes.length) await services.queue.send(WEBHOOK_QUEUE, { siteId: site.id, jobId } satisfies WebhookMessage);
}

/**
 * Sends one crawl's change set to its site's webhook, under the crawler's address rules. A refusal,
 * a network error or a non-2xx answer throws, and pg-boss tries again later.
 */
export async function deliverWebhook(services: AppServices, message: WebhookMessage) {
  const site = await findWatchedSite(services.db, message.siteId);
  if (!site?.webhook_url) return;
  const payload = { event: "changes", ...(await siteChanges(services, { siteId: site.id, jobId: message.jobId })) };
  const status = await postJson(site.webhook_url, payload, { allowPrivateNetworks: services.config.allowPrivateNetworks, timeoutMs: WEBHOOK_TIMEOUT_MS });
  if (status < 200 || status >= 300) throw new Error(`The webhook ${site.webhook_url} answered HTTP ${status}`);
}

/** Crawls of a site whose changes the Atom feed carries, newest first. */
const FEED_CRAWLS = 20;

/** GET /api/sites/{id}/changes.atom: one entry per crawl that changed something, newest first. */
export async function siteChangesFeed(services: AppServices, siteId: number) {
  const site = await requireSite(services, siteId);
  const crawls = (await watchedSiteCrawls(services.db, site.id)).slice(0, FEED_CRAWLS);
  const feed = new Feed({
    title: `Changes on ${site.url}`,
    description: "New, changed and vanished grant opportunities between crawls of a watched funder site",
    id: `tag:grantscout,2026:site-${site.id}`,
    link: site.url,
    updated: crawls[0]?.completed_at ?? site.created_at,
    copyright: "",
  });
  for (const crawl of crawls) {
    const { from, changes } = await siteChanges(services, { siteId: site.id, jobId: crawl.id });
    if (!from || !changes.length) continue;
    feed.addItem({
      title: `${changes.length} change${changes.length === 1 ? "" : "s"} on ${new URL(site.url).host}`,
      id: `tag:grantscout,2026:site-${site.id}/job-${crawl.id}`,
      link: site.url,
      date: crawl.completed_at ?? site.created_at,
      description: changes.map(describeChange).join("\n"),
    });
  }
  return feed.atom1();
}

type ImportResult = { line: number; url: string; id: number } | { line: number; url: string; error: string };

/** Why a row cannot be watched, or null. */
async function refusal(services: AppServices, url: string, seen: Set<string>): Promise<string | null> {
  if (seen.has(url)) return "listed twice: watched once";
  try {
    await assertCrawlable(services, url);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * "Import sites": watches every good row (first crawls due within the hour, spread by site), and
 * refuses each bad one with its reason; nothing is half-imported (the good rows are one transaction).
 */
export async function importSites(services: AppServices, input: z.output<typeof importSitesSchema>) {
  const rows = importRows(input.text);
  if (rows.length > MAX_IMPORT_ROWS) badRequest(`The list has ${rows.length} sites; import at most ${MAX_IMPORT_ROWS} at a time`);
  const results: ImportResult[] = [];
  const accepted: Array<{ line: number; url: string; name: string | null; schedule: z.output<typeof watchScheduleSchema> }> = [];
  const parsed = rows.map((r) => ({
    r,
    url: crawlStartSchema.shape.url.safeParse(r.url),
    schedule: watchScheduleSchema.safeParse(r.schedule ?? input.schedule),
  }));
  const already = await watchedUrls(
    services.db,
    parsed.flatMap((p) => (p.url.success ? [p.url.data] : [])),
  );
  const seen = new Set<string>();
  for (const { r, url, schedule } of parsed) {
    const reason = !url.success
      ? (url.error.issues[0]?.message ?? "not a URL")
      : !schedule.success
        ? "schedule must be daily, weekly or monthly"
        : already.has(url.data)
          ? "already watched"
          : await refusal(services, url.data, seen);
    if (reason || !url.success || !schedule.success) results.push({ line: r.line, url: r.url, error: reason ?? "invalid row" });
    else {
      seen.add(url.data);
      accepted.push({ line: r.line, url: url.data, name: r.name, schedule: schedule.data });
    }
  }
  const options = { ...watchOptionsSchema.parse({}), maxPages: services.config.maxPagesPerJob };
  await services.db.transaction().execute(async (trx) => {
    for (const a of accepted)
      results.push({ line: a.line, url: a.url, id: await insertWatchedSite(trx, { ...a, options, webhookUrl: null, firstCrawl: "soon" }) });
  });
  results.sort((a, b) => a.line - b.line);
  return { imported: accepted.length, refused: results.length - accepted.length, rows: results };
}
