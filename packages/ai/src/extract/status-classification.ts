import { findDates, isoDay } from "./dates.js";

export type StatusValue = "open" | "closed" | "unknown" | "upcoming" | "forecasted";

/**
 * Phrases that settle the status whatever the dates say. Each is written so a conditional
 * ("applications received after the deadline has passed…") does not read as a closed call.
 */
export const CLOSED_PHRASES =
  /\b(?:applications?(?:\s+for\s+[\w\s-]{1,40}?)?\s+(?:are|is)\s+(?:now\s+)?closed|(?:is|are)\s+(?:now\s+)?closed\s+(?:for|to)\s+(?:new\s+)?applications|no\s+longer\s+(?:accepting|open|available|taking)|not\s+currently\s+(?:accepting|open)|(?:program(?:me)?|grant|call|fund|round|opportunity|competition|cycle|scheme)\s+(?:is|has)\s+(?:now\s+)?(?:closed|ended)|(?:this|the)\s+(?:program(?:me)?|call|round|fund|opportunity)\s+has\s+(?:now\s+)?ended|(?:the\s+)?deadline\s+has\s+(?:now\s+)?passed|(?:call|round|programme|program)\s+(?:is\s+)?now\s+closed|^status:?\s*closed\b|^closed$|closed\s+to\s+new\s+applicants)/i;
const CONDITIONAL = /\b(?:if|after|once|when|late|unless)\b/i;
export const ROLLING_PHRASES =
  /\b(?:rolling(?:\s+(?:basis|deadlines?|admissions?|applications?|review))?|ongoing\s+(?:basis|applications?|intake|call)|open\s+until\s+(?:filled|funds)|until\s+funds\s+(?:are|run)|accept(?:s|ed)?\s+(?:applications\s+)?(?:year[-\s]round|all\s+year|at\s+any\s+time|throughout\s+the\s+year)|year[-\s]round|no\s+(?:fixed\s+)?deadlines?|apply\s+at\s+any\s+time|applications?\s+(?:are\s+)?(?:welcome|accepted)\s+at\s+any\s+time|open\s+on\s+an\s+ongoing|(?:status:?\s*)?ongoing$)/i;
const UPCOMING =
  /\b(?:opens?|opening|will\s+open|launch(?:es|ing)?|available\s+from|accepting\s+applications\s+from|applications?\s+(?:will\s+)?open)\b/i;
const COMING_SOON = /\b(?:coming\s+soon|not\s+yet\s+open|opening\s+soon|will\s+open\s+(?:later|soon|in)|to\s+be\s+announced)\b/i;
const FORECAST = /\b(?:forecast(?:ed)?|anticipated|expected\s+to\s+(?:open|be\s+released|launch)|projected)\b/i;
const EXPLICIT: Record<string, StatusValue> = {
  open: "open", active: "open", "accepting applications": "open", ongoing: "open", rolling: "open", posted: "open",
  closed: "closed", archived: "closed", ended: "closed", expired: "closed", inactive: "closed",
  upcoming: "upcoming", "opening soon": "upcoming", "coming soon": "upcoming", forecasted: "forecasted", forecast: "forecasted",
};

export const statesClosed = (s: string): boolean =>
  s.split(/(?<=[.!?])\s+|\n/).some((part) => {
    const m = CLOSED_PHRASES.exec(part.trim());
    return m !== null && !CONDITIONAL.test(part.slice(0, m.index));
  });
/** Whether the text says anything about timing besides a date: closed, rolling, forecast, coming soon, opening on a date. */
export const statesTiming = (s: string, today: Date): boolean =>
  statesClosed(s) || statesRolling(s) || FORECAST.test(s) || COMING_SOON.test(s) || opensAfter(s, today) !== null;
export const statesRolling = (s: string): boolean => ROLLING_PHRASES.test(s) && !/\bnot\s+(?:on\s+)?(?:a\s+)?rolling\b/i.test(s);

/** The date a sentence says applications open on, when it says so and the date is in the future. */
export function opensAfter(statusText: string, today: Date): string | null {
  for (const part of statusText.split(/(?<=[.!?])\s+|\n/)) {
    const cue = UPCOMING.exec(part);
    if (!cue) continue;
    const cueEnd = cue.index + cue[0].length;
    // The date must follow the cue closely: "open to groups founded before 2027" is not an opening date.
    const after = findDates(part, today).find(
      (d) => d.index >= cueEnd && d.index - cueEnd < 40 && d.role !== "range-end" && !/\b(?:to|until|before|by|through)\b/i.test(part.slice(cueEnd, d.index)),
    );
    if (after && after.iso > isoDay(today)) return after.iso;
  }
  return null;
}

/**
 * Status of an opportunity from what the page says and its due date, judged against `today`:
 * explicit closed wording wins, then forecasts and future openings, then rolling wording, then the
 * due date (future → open, today or past → closed), else unknown.
 */
export function classifyStatus(input: { statusText?: string | null; dueDate?: string | null; today: Date; explicit?: string | null }): StatusValue {
  const today = isoDay(input.today);
  const explicit = input.explicit ? EXPLICIT[input.explicit.trim().toLowerCase()] : undefined;
  if (explicit && explicit !== "open") return explicit;
  const text = input.statusText ?? "";
  if (statesClosed(text)) return "closed";
  const opens = opensAfter(text, input.today);
  const dueFuture = input.dueDate ? input.dueDate > today : false;
  if (FORECAST.test(text) && (opens || !input.dueDate)) return "forecasted";
  if (opens && (!input.dueDate || input.dueDate > opens)) return "upcoming";
  if (COMING_SOON.test(text) && !dueFuture) return "upcoming";
  if (explicit === "open" || statesRolling(text)) return "open";
  if (input.dueDate) return dueFuture ? "open" : "closed";
  return "unknown";
}

/** The UI's buckets (spec): Open = open or (not closed and due in the future); Closed = closed or (not open and due now or past). */
export function statusBucket(status: StatusValue, dueDate: string | null, today: Date): "Open" | "Closed" | "Unknown" {
  const day = isoDay(today);
  if (status === "open" || (status !== "closed" && dueDate !== null && dueDate > day)) return "Open";
  if (status === "closed" || (dueDate !== null && dueDate <= day)) return "Closed";
  return "Unknown";
}
