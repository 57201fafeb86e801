import type { ParsedComponents } from "chrono-node";
import { Chrono, configuration } from "chrono-node/en";
import { yearReference } from "./year-context.js";

/** A calendar date found in text, with where it sits so the words before it can be read. */
export interface FoundDate {
  iso: string; // yyyy-mm-dd
  index: number;
  end: number;
  dayKnown: boolean;
  yearKnown: boolean;
  /** The year is written beside the date, not taken from the page or another date. */
  yearWritten: boolean;
  /** Position in a written range: the start of "1 Feb to 30 April" opens, its end closes. */
  role: "single" | "range-start" | "range-end";
}

// Strict mode ignores casual words ("today", "Friday") that are not deadlines on a funder's page.
const monthFirst = new Chrono(configuration.createConfiguration(true, false));
const dayFirst = new Chrono(configuration.createConfiguration(true, true));

const MONTHS = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY_MONTH = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTHS}\\.? \\d{4}`, "gi");
const MONTH_DAY = new RegExp(`\\b${MONTHS}\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}`, "gi");

/**
 * Whether numeric dates like 4/3/2027 mean 4 March: a site that writes "3 March 2027" more often
 * than "March 3, 2027" (or prices in euros/pounds without dollars) writes day first.
 */
export function prefersDayFirst(text: string): boolean {
  const dm = text.match(DAY_MONTH)?.length ?? 0;
  const md = text.match(MONTH_DAY)?.length ?? 0;
  if (dm !== md) return dm > md;
  return /[€£]/.test(text) && !/\$/.test(text);
}

const pad = (n: number) => String(n).padStart(2, "0");

const MONTH_WORD = new RegExp(`\\b${MONTHS}\\b`, "gi");
const MONTH_WORD_ONE = new RegExp(`\\b${MONTHS}\\b`, "i");
const CALENDAR = new RegExp(`\\d{1,4}[/.-]\\d{1,2}|\\b${MONTHS}\\b`, "i");
const MONTH_YEAR = new RegExp(`\\b(${MONTHS})\\.? (\\d{4})\\b`, "gi");
const MONTH_INDEX = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function component(r: ParsedComponents, yearFallback?: number): Omit<FoundDate, "index" | "end" | "role"> | null {
  const year = r.isCertain("year") || yearFallback === undefined ? r.get("year") : yearFallback;
  const month = r.get("month");
  const day = r.get("day");
  if (!year || !month || !day) return null;
  return {
    iso: `${year}-${pad(month)}-${pad(day)}`,
    dayKnown: r.isCertain("day"),
    yearKnown: r.isCertain("year") || yearFallback !== undefined,
    yearWritten: r.isCertain("year"),
  };
}

/**
 * Dates in text; a range ("1 February to 30 April 2027") gives both ends; "June 2027" gives June
 * 1st, day unknown. A date without a year takes `pageYear` when the page names one, else it is
 * the next such date after `today` ("Deadline: March 3" on an undated, live page).
 */
export function findDates(text: string, today: Date, preferDayFirst = false, pageYear: number | null = null): FoundDate[] {
  // Every date kept below holds a calendar cue; text without one is not worth chrono's many patterns.
  if (!CALENDAR.test(text)) return [];
  // Only calendar dates: "within eight weeks" is relative to when someone reads it, not a deadline.
  const parse = (parser: Chrono) =>
    (pageYear ? parser.parse(text, yearReference(pageYear)) : parser.parse(text, today, { forwardDate: true })).filter((r) => CALENDAR.test(r.text));
  const parsed = parse(preferDayFirst ? dayFirst : monthFirst);
  // The order setting is for numeric dates; a written month reads the same either way, yet the
  // day-first parser misses some ("May 16, 12:00 UTC"): months it left unread get the other parser.
  const unread = [...text.matchAll(MONTH_WORD)].some((m) => !parsed.some((r) => m.index >= r.index && m.index < r.index + r.text.length));
  if (unread)
    for (const r of parse(preferDayFirst ? monthFirst : dayFirst))
      if (MONTH_WORD_ONE.test(r.text) && !parsed.some((p) => r.index < p.index + p.text.length && p.index < r.index + r.text.length)) parsed.push(r);
  const found = parsed.flatMap((r) => {
    const end = r.end ? component(r.end) : null;
    const start = component(r.start, end && !r.start.isCertain("year") ? (r.end?.get("year") ?? undefined) : undefined);
    const at = { index: r.index, end: r.index + r.text.length };
    return [start && ({ ...start, ...at, role: end ? "range-start" : "single" } as const), end && ({ ...end, ...at, role: "range-end" } as const)].filter(
      (d): d is FoundDate => d !== null,
    );
  });
  for (const m of text.matchAll(MONTH_YEAR)) {
    if (found.some((d) => m.index < d.end && d.index < m.index + m[0].length)) continue;
    const month = MONTH_INDEX.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    found.push({
      iso: `${m[2]}-${pad(month)}-01`,
      index: m.index,
      end: m.index + m[0].length,
      dayKnown: false,
      yearKnown: true,
      yearWritten: true,
      role: "single",
    });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Today as yyyy-mm-dd in UTC, the form due dates are compared in. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
