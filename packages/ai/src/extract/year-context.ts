/**
 * The year a page speaks of, for dates written without one (labelling.md: "a date written without
 * a year takes its year from the page — its post date, its title, the cycle it names — never
 * from today"). Null when the page names no year: then a bare date is no due date (findDueDate).
 */
const YEAR = /\b(19[89]\d|20\d\d)\b/g;

function mostFrequentYear(text: string): number | null {
  const counts = new Map<number, number>();
  for (const m of text.matchAll(YEAR)) counts.set(Number(m[1]), (counts.get(Number(m[1])) ?? 0) + 1);
  // Ties go to the later year: a page about the 2024 cycle also mentions the 2023 one before it.
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}

/** The latest year a text names: a page that lists a programme's cycles or fellows year by year speaks of its last one. */
function latestYear(text: string): number | null {
  let latest: number | null = null;
  for (const m of text.matchAll(YEAR)) latest = Math.max(latest ?? 0, Number(m[1]));
  return latest;
}

/** A heading naming one cycle's year: "2026 Program Timeline", "Key dates for the 2025 round". */
const CYCLE_HEADING = /\b(?:timeline|program(?:me)?|cycle|round|call|deadlines?|key\s+dates|schedule|dates|application)\b/i;

export function pageYear(input: {
  title: string;
  path: string;
  postedDate: string | null;
  /** The date the page says it was last updated or generated: the page as it stands speaks of that year. */
  updatedDate?: string | null;
  text: string;
  headings?: string[];
}): number | null {
  const inTitle = mostFrequentYear(input.title);
  if (inTitle) return inTitle;
  // A dated permalink: "/news/2021/03/…" or a post slug "/announce/2024-06-17-call/".
  const dated = /\/((?:19|20)\d\d)(?:\/(?:0?[1-9]|1[0-2])\/|-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b)/.exec(input.path);
  if (dated) return Number(dated[1]);
  if (input.postedDate) return Number(input.postedDate.slice(0, 4));
  for (const h of input.headings ?? []) {
    const years = CYCLE_HEADING.test(h) ? h.match(YEAR) : null;
    if (years?.length === 1) return Number(years[0]);
  }
  if (input.updatedDate) return Number(input.updatedDate.slice(0, 4));
  return latestYear(input.text.slice(0, 6000));
}

/** Whether the first year a text names ("2017 awards", "/special/2017") is before `year`: a past cycle's page. */
export const namesYearBefore = (text: string, year: number): boolean => Number(/\b((?:19|20)\d\d)\b/.exec(text)?.[1] ?? 9999) < year;

/** The reference date that gives a yearless date the page's year: mid-year, so 3 Jan and 20 Dec both land in it. */
export const yearReference = (year: number): Date => new Date(Date.UTC(year, 6, 1));
