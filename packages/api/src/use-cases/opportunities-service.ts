import { type ProgrammeFilters, type ProgrammeSort, programmePage, programmeSites, type searchProgrammes } from "@grantscout/db";
import type { z } from "zod";
import { daysLeft, type FitReason, type OpportunityFilters, type opportunitySearchSchema } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { badRequest } from "./errors.js";

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The page's filters as the database reads them. */
export function programmeFilters(f: OpportunityFilters, today: string): ProgrammeFilters {
  return {
    q: f.q,
    status: f.status,
    dueWithin: f.dueWithin,
    today,
    minAmount: f.minAmount,
    maxAmount: f.maxAmount,
    area: f.area,
    region: f.region,
    orgType: f.orgType,
    site: f.site,
    minFit: f.minFit,
    includeVanished: f.vanished,
    includeDismissed: f.dismissed,
  };
}

/** What a sort's cursor value must look like, so a forged cursor is a 400, not a failed cast. */
const CURSOR_VALUE: Record<ProgrammeSort, RegExp> = {
  fit: /^-?\d{1,3}$/,
  due: /^[\s\S]{0,200}$/,
  amount: /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/,
  firstSeen: /^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(?::\d{2})?$/,
  title: /^[\s\S]{0,1000}$/,
  changed: /^\d{4}-\d{2}-\d{2} [\d:.]+[+-]\d{2}(?::\d{2})?$/,
};

const encodeCursor = (sort: ProgrammeSort, value: string, key: string) => Buffer.from(JSON.stringify([sort, value, key])).toString("base64url");

function decodeCursor(cursor: string, sort: ProgrammeSort): { value: string; key: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    badRequest("cursor is not one this server gave: ask for the first page again");
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((p) => typeof p === "string"))
    badRequest("cursor is not one this server gave: ask for the first page again");
  const [s, value, key] = parsed as [string, string, string];
  if (s !== sort) badRequest(`cursor belongs to the sort "${s}"; ask for the first page of "${sort}" again`);
  if (!CURSOR_VALUE[sort].test(value)) badRequest("cursor is not one this server gave: ask for the first page again");
  return { value, key };
}

type Row = Awaited<ReturnType<typeof searchProgrammes>>[number];

/** One row of the Opportunities page. */
export function opportunityRow(r: Row, today: string) {
  return {
    url: r.url,
    urlKey: r.url_key,
    jobId: r.job_id,
    title: r.title,
    funder: r.funder,
    site: r.site,
    status: r.status,
    dueDate: r.due_date,
    daysLeft: daysLeft(r.due_date, today),
    amountMin: r.amount_min,
    amountMax: r.amount_max,
    currency: r.currency ?? "USD",
    fit: r.fit,
    fitExcluded: r.fit_excluded,
    fitReasons: (r.fit_reasons ?? []) as FitReason[],
    firstSeenAt: r.first_seen_at.toISOString(),
    changedAt: r.changed_at.toISOString(),
    vanished: r.vanished,
    dismissed: r.dismissed,
    manuallyCorrected: r.manually_corrected,
  };
}
export type OpportunityRow = ReturnType<typeof opportunityRow>;

const PAGE = 25;
/** Matches are counted up to this many; past it the total says "at least". */
export const COUNT_CAP = 1000;
/**
 * The list's first page counts its matches up to this many ("100+ programmes" past it): counting is
 * reading each match's row, and up to 1,000 was most of the database's CPU for a first page of a
 * broad search or filter on the 50,000-programme bench (~10 times the rows and buffers of 100).
 */
const LIST_COUNT_CAP = 100;

/** GET /api/opportunities: a page of programmes across crawls, with the total and the next page's cursor. */
export async function searchOpportunities(services: AppServices, input: z.output<typeof opportunitySearchSchema>) {
  const today = isoDay(services.today());
  if (input.cursor || !services.firstPages) return readPage(services, input, today);
  return services.firstPages.read(JSON.stringify([today, input]), () => readPage(services, input, today));
}

async function readPage(services: AppServices, input: z.output<typeof opportunitySearchSchema>, today: string) {
  const sort = input.sort ?? "fit";
  const cursor = input.cursor ? decodeCursor(input.cursor, sort) : null;
  const limit = input.limit ?? PAGE;
  const filters = programmeFilters(input, today);
  const { rows, total, fitsRecomputing } = await programmePage(services.db, filters, sort, cursor, limit + 1, cursor ? null : LIST_COUNT_CAP);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => opportunityRow(r, today)),
    /** How many match, up to LIST_COUNT_CAP (on the first page only; null on later pages). */
    total: total === null ? null : Math.min(total, LIST_COUNT_CAP),
    /** More than `total` match. */
    totalCapped: total !== null && total > LIST_COUNT_CAP,
    nextCursor: rows.length > limit && last ? encodeCursor(sort, last.sort_value, last.url_key) : null,
    /** The profile changed and fits are still being computed for it: some rows show the previous profile's fit. */
    fitsRecomputing,
  };
}

export const opportunitySites = (services: AppServices) => programmeSites(services.db);
