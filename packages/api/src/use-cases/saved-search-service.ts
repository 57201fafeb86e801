import { createHmac, randomBytes } from "node:crypto";
import { postJson } from "@grantscout/crawler";
import {
  countMatchingProgrammes,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  type SavedSearch,
  SEARCH_WEBHOOK_QUEUE,
  type SearchWebhookMessage,
  searchProgrammes,
  updateSavedSearch,
} from "@grantscout/db";
import { Feed } from "feed";
import type { z } from "zod";
import { amountText } from "../rules/fit/amount-rule.js";
import {
  buildDeadlineFeed,
  type OpportunityFilters,
  opportunityFiltersSchema,
  type savedSearchCreateSchema,
  type savedSearchUpdateSchema,
} from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { assertCrawlable } from "./crawl-service.js";
import { notFound } from "./errors.js";
import { COUNT_CAP, isoDay, type OpportunityRow, opportunityRow, programmeFilters } from "./opportunities-service.js";

const queryOf = (s: SavedSearch): OpportunityFilters => opportunityFiltersSchema.catch({}).parse(s.query);

async function requireSearch(services: AppServices, id: number) {
  return (await findSavedSearch(services.db, id)) ?? notFound(`Saved search ${id} was not found`);
}

async function view(services: AppServices, s: SavedSearch) {
  const filters = { ...programmeFilters(queryOf(s), isoDay(services.today())), changedAfter: s.seen_at };
  return {
    id: s.id,
    name: s.name,
    query: queryOf(s),
    webhookUrl: s.webhook_url,
    /** Signs each delivery: header X-GrantScout-Signature is sha256= and the HMAC-SHA256 of the body. */
    webhookSecret: s.webhook_secret,
    createdAt: s.created_at.toISOString(),
    seenAt: s.seen_at.toISOString(),
    /** Matches new or changed since a person last looked at the search (up to 1,000). */
    newSinceSeen: Math.min(await countMatchingProgrammes(services.db, filters, COUNT_CAP), COUNT_CAP),
    feedUrl: `/api/searches/${s.id}/feed.atom`,
    calendarUrl: `/api/searches/${s.id}/deadlines.ics`,
  };
}

export async function createSearch(services: AppServices, input: z.output<typeof savedSearchCreateSchema>) {
  if (input.webhookUrl) await assertCrawlable(services, input.webhookUrl);
  const id = await insertSavedSearch(services.db, {
    name: input.name,
    query: input.query,
    webhookUrl: input.webhookUrl ?? null,
    webhookSecret: randomBytes(24).toString("hex"),
  });
  return view(services, await requireSearch(services, id));
}

export async function listSearches(services: AppServices) {
  return Promise.all((await listSavedSearches(services.db)).map((s) => view(services, s)));
}

export async function getSearch(services: AppServices, id: number) {
  return view(services, await requireSearch(services, id));
}

export async function changeSearch(services: AppServices, input: z.output<typeof savedSearchUpdateSchema>) {
  await requireSearch(services, input.id);
  if (input.webhookUrl) await assertCrawlable(services, input.webhookUrl);
  await updateSavedSearch(services.db, input.id, input);
  return getSearch(services, input.id);
}

export async function removeSearch(services: AppServices, id: number) {
  if (!(await deleteSavedSearch(services.db, id))) notFound(`Saved search ${id} was not found`);
  return { success: true, message: `Saved search ${id} was deleted` };
}

/** A person looked at the search's matches: none is new any more. */
export async function markSearchSeen(services: AppServices, id: number) {
  await requireSearch(services, id);
  await updateSavedSearch(services.db, id, { seenAt: new Date() });
  return getSearch(services, id);
}

const FEED_ENTRIES = 50;
const CALENDAR_EVENTS = 500;

async function matches(services: AppServices, s: SavedSearch, sort: "changed" | "due", limit: number, extra: { site?: string; changedAfter?: Date } = {}) {
  const today = isoDay(services.today());
  const filters = { ...programmeFilters(queryOf(s), today), ...extra };
  return (await searchProgrammes(services.db, filters, sort, null, limit)).map((r) => opportunityRow(r, today));
}

const isNew = (r: OpportunityRow) => r.changedAt === r.firstSeenAt;

function describe(r: OpportunityRow) {
  const amount = r.amountMin !== null || r.amountMax !== null ? amountText(r.amountMin === r.amountMax ? null : r.amountMin, r.amountMax, r.currency) : null;
  return [
    `${isNew(r) ? "New" : "Changed"}: ${r.title} (${r.site})`,
    `Status: ${r.status}`,
    r.dueDate ? `Due: ${r.dueDate}${r.daysLeft !== null && r.daysLeft >= 0 ? ` (${r.daysLeft} days left)` : ""}` : null,
    amount ? `Amount: ${amount}` : null,
    r.fit !== null ? `Fit: ${r.fit}` : null,
    r.vanished ? "No longer on the site" : null,
    r.url,
  ]
    .filter(Boolean)
    .join("\n");
}

/** GET /api/searches/{id}/feed.atom: the newest new and changed matches, one entry per programme change. */
export async function searchFeed(services: AppServices, id: number) {
  const s = await requireSearch(services, id);
  const rows = await matches(services, s, "changed", FEED_ENTRIES);
  const feed = new Feed({
    title: `GrantScout: ${s.name}`,
    description: "New and changed grant programmes matching a saved search",
    id: `tag:grantscout,2026:search-${s.id}`,
    updated: rows[0] ? new Date(rows[0].changedAt) : s.created_at,
    copyright: "",
  });
  for (const r of rows)
    feed.addItem({
      title: `${isNew(r) ? "New" : "Changed"}: ${r.title}`,
      id: `tag:grantscout,2026:search-${s.id}/${r.urlKey}/${Date.parse(r.changedAt)}`,
      link: r.url,
      date: new Date(r.changedAt),
      description: describe(r),
    });
  return feed.atom1();
}

/** GET /api/searches/{id}/deadlines.ics: the matches' due dates, as the watched sites' calendars have them. */
export async function searchCalendar(services: AppServices, id: number) {
  const s = await requireSearch(services, id);
  const rows = (await matches(services, s, "due", CALENDAR_EVENTS)).filter((r) => r.dueDate);
  const deadlines = rows.map((r) => ({ url: r.url, title: r.title, site: r.site, dueDate: r.dueDate!, cancelled: r.status === "closed" || r.vanished }));
  // The newest crawl behind the events grows with each crawl, as a watched site's SEQUENCE does.
  const sequence = rows.reduce((n, r) => Math.max(n, r.jobId), 0);
  return buildDeadlineFeed(`Grant deadlines: ${s.name}`, deadlines, sequence, services.today());
}

/** After a site's programmes were refreshed: each saved search with a webhook and new matches there is alerted. */
export async function queueSearchAlerts(services: AppServices, site: string, since: Date) {
  if (!services.queue) return;
  for (const s of await listSavedSearches(services.db)) {
    if (!s.webhook_url) continue;
    const filters = { ...programmeFilters(queryOf(s), isoDay(services.today())), site, changedAfter: since };
    if ((await countMatchingProgrammes(services.db, filters, 1)) > 0)
      await services.queue.send(SEARCH_WEBHOOK_QUEUE, { searchId: s.id, site, since: since.toISOString() } satisfies SearchWebhookMessage);
  }
}

const WEBHOOK_TIMEOUT_MS = 10_000;
const ALERT_MATCHES = 100;

/** Sends a saved search's new matches, signed with its secret; a refusal or non-2xx throws and pg-boss retries. */
export async function deliverSearchWebhook(services: AppServices, message: SearchWebhookMessage) {
  const s = await findSavedSearch(services.db, message.searchId);
  if (!s?.webhook_url) return;
  const rows = await matches(services, s, "changed", ALERT_MATCHES, { site: message.site, changedAfter: new Date(message.since) });
  if (!rows.length) return;
  const payload = { event: "matches", search: { id: s.id, name: s.name }, site: message.site, since: message.since, matches: rows };
  const sign = (body: string) => ({ "x-grantscout-signature": `sha256=${createHmac("sha256", s.webhook_secret).update(body).digest("hex")}` });
  const status = await postJson(s.webhook_url, payload, {
    allowPrivateNetworks: services.config.allowPrivateNetworks,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    headers: sign,
  });
  if (status < 200 || status >= 300) throw new Error(`The webhook ${s.webhook_url} answered HTTP ${status}`);
}
