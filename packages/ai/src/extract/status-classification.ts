import { findDates, isoDay } from "./dates.js";

export type StatusValue = "open" | "closed" | "unknown" | "upcoming" | "forecasted";

/**
 * Phrases that settle the status whatever the dates say. Each is written so a conditional
 * ("applications received after the deadline has passed…") does not read as a closed call.
 */
const ADVERB = String.raw`(?:(?:now|currently|presently|temporarily|officially|permanently|already|unfortunately)\s+)?`;
// What can be closed: the call itself or the way into it. A few words may stand between it and the verb ("applications for the 2027 cohort are closed").
const CALL_NOUN = String.raw`(?:applications?|application\s+(?:window|period|cycle|portal)|submissions?|nominations?|program(?:me)?s?|grants?|calls?|funds?|rounds?|opportunit(?:y|ies)|competitions?|cycles?|schemes?|intake|cohorts?|fellowships?|scholarships?|bursar(?:y|ies)|awards?|prizes?)`;
const CLOSED_PHRASES = new RegExp(
  String.raw`\b(?:` +
    [
      String.raw`${CALL_NOUN}(?:\s+[\w'’.-]+){0,8}?\s+(?:is|are|has|have|was|were)\s+(?:been\s+)?${ADVERB}(?:closed|ended|suspended|paused|discontinued|concluded|ceased|cancell?ed|expired)`,
      String.raw`${CALL_NOUN}\s+${ADVERB}(?:closed|ended|concluded|ceased)\s+(?:on|in|at)\b`,
      // "The 2026 application cycle has now completed", "the round is over": a cycle that finished (not "applications are completed online").
      String.raw`(?:cycle|round|period|window|competition)(?:\s+[\w'’.-]+){0,3}?\s+(?:has|have|is|was)\s+(?:been\s+)?${ADVERB}(?:completed|finished|over)\b`,
      // "Applications now closed."; "Applications closed" as a line of its own.
      String.raw`${CALL_NOUN}\s+(?:now|currently)\s+closed\b`,
      String.raw`^${CALL_NOUN}\s+closed\.?$`,
      // "Currently not available" as a line of its own, under the programme's title.
      String.raw`^${ADVERB}(?:not\s+available|unavailable)\.?$`,
      // "Applications for scholarship are not currently being collected."
      String.raw`${CALL_NOUN}(?:\s+[\w'’.-]+){0,8}?\s+(?:is|are)\s+not\s+(?:(?:currently|presently|now|being)\s+)*(?:accepted|collected|received|considered|taken|solicited)\b`,
      String.raw`(?:is|are)\s+${ADVERB}closed\s+(?:for|to)\s+(?:new\s+)?(?:applications|proposals|submissions)`,
      String.raw`no\s+longer\s+(?:accepting|open|available|taking|offered)`,
      // "There are currently no graduate fellowships available"; "the fellowship is not available at this time".
      String.raw`there\s+(?:is|are)\s+${ADVERB}no\s+(?:[\w'’-]+\s+){0,3}?${CALL_NOUN}\s+(?:available|open|offered)\b`,
      // "No campaigns are currently in progress", "no funding calls are open at the moment".
      String.raw`no\s+(?:[\w'’-]+\s+){0,3}?(?:${CALL_NOUN}|campaigns?)\s+(?:is|are)\s+${ADVERB}(?:open|in\s+progress|running|active|under\s*way)\b`,
      String.raw`${CALL_NOUN}(?:\s+[\w'’-]+){0,5}?\s+(?:is|are)\s+${ADVERB}(?:not\s+available|unavailable)(?!\s+(?:for|to|in|on|through|from|yet|elsewhere|otherwise|anywhere)\b)`,
      String.raw`not\s+(?:currently|presently|now)\s+(?:accepting|open|taking)`,
      String.raw`(?:is|are)\s+not\s+(?:currently\s+)?accepting\s+(?:new\s+)?(?:applications|proposals|requests|submissions)`,
      String.raw`(?:do|does|will)\s+not\s+(?:currently\s+)?accept\s+(?:any\s+)?unsolicited`,
      String.raw`(?:by|upon)\s+invitation\s+only|invitation[-\s]only`,
      String.raw`(?:the\s+)?deadline\s+has\s+${ADVERB}passed`,
      String.raw`(?:call|round|programme|program)\s+(?:is\s+)?now\s+closed`,
      String.raw`^(?:status|deadline):?\s*(?:closed|cancell?ed)\b`,
      "^closed$",
      String.raw`closed\s+to\s+new\s+applicants`,
    ].join("|") +
    ")",
  "i",
);
const CONDITIONAL = /\b(?:if|after|once|when|late|unless|whether)\b/i;
/** "At least four months prior to the conference": a deadline set by the applicant's own event, so requests come all year. */
export const RELATIVE_TO_OWN_EVENT =
  /(?:at\s+least|no\s+(?:later|less)\s+than)\s+(?:\w+\s+){0,2}(?:weeks?|months?|days?)\s+(?:before|prior\s+to|in\s+advance\s+of|ahead\s+of)\s+(?:the\s+|your\s+)?(?:start\s+of\s+(?:the\s+|your\s+)?)?(?:event|conference|meeting|workshop|trip|travel|activity)\b/i;
/** "Until all funding is committed", "while funds last": rolling words, bound to one call's money (see WHILE_FUNDS_LAST). */
const UNTIL_FUNDS_RUN_OUT = String.raw`until\s+(?:all\s+)?(?:funds|funding)\s+(?:are|is|run|has|have)|while\s+funds\s+last`;
// "We review grant proposals continuously", "proposals are accepted on a continuous basis": applying never stops.
const APPLYING_VERB = String.raw`(?:review|accept|receiv|consider|welcom|process|assess|evaluat|submit|apply|appli)\w*`;
const CONTINUOUSLY = String.raw`${APPLYING_VERB}(?:\s+[\w'’-]+){0,4}?\s+(?:continuously|on\s+a\s+continuous\s+basis)|continuously\s+${APPLYING_VERB}`;
// "You may submit a proposal at any time", "we welcome enquiries at any time".
const AT_ANY_TIME = String.raw`${APPLYING_VERB}(?:\s+[\w'’-]+){0,4}?\s+at\s+any\s+time`;
// Global (the "g" flag): statesRolling looks at every match in a sentence.
const ROLLING_PHRASES = new RegExp(
  String.raw`\b(?:rolling(?:\s+(?:basis|deadlines?|admissions?|applications?|review))?|ongoing\s+(?:basis|applications?|intake|call)|open\s+until\s+(?:filled|funds)|${UNTIL_FUNDS_RUN_OUT}|first[-\s]come,?\s+first[-\s]served|accept(?:s|ed|ing)?\s+(?:applications\s+|requests\s+|proposals\s+)?(?:on\s+an?\s+)?(?:ongoing|continuous|rolling)|continuous(?:ly)?\s+(?:open|accepting|review)|accept(?:s|ed)?\s+(?:applications\s+)?(?:year[-\s]round|all\s+year|at\s+any\s+time|throughout\s+the\s+year)|year[-\s]round|no\s+(?:fixed\s+)?deadlines?|apply\s+at\s+any\s+time|(?:submitted|made|sent|received|filed|nominated|considered)\s+at\s+any\s+time|applications?\s+(?:are\s+)?(?:welcome|accepted)\s+at\s+any\s+time|open\s+on\s+an\s+ongoing|${CONTINUOUSLY}|${AT_ANY_TIME}|(?:status:?\s*)?ongoing$|${RELATIVE_TO_OWN_EVENT.source})`,
  "gi",
);
/**
 * Words that say applications are being taken now ("applications … are now being accepted",
 * "we are accepting proposals", "applications are open", "now open"). A deadline, when the page
 * states one, still decides: such words were true when written.
 */
const OPEN_NOUN = String.raw`(?:applications?|proposals?|submissions?|nominations?|requests?|entries|letters\s+of\s+(?:inquiry|intent))`;
const OPEN_PHRASES = new RegExp(
  String.raw`\b(?:` +
    [
      String.raw`${OPEN_NOUN}(?:\s+[\w'’,-]+){0,8}?\s+(?:is|are)\s+(?:now\s+|currently\s+|still\s+)?(?:being\s+)?(?:accepted|invited|welcomed?|received)\b(?!\s+(?:from|starting|beginning|as\s+of|after|only\s+(?:if|when|after)))`,
      String.raw`(?:is|are|now|currently|still)\s+(?:now\s+|currently\s+)?(?:accepting|taking|inviting|welcoming)\s+(?:[\w'’-]+\s+){0,3}?${OPEN_NOUN}\b(?!\s+(?:from|starting|beginning|as\s+of))`,
      String.raw`^(?:now\s+)?accepting\s+(?:[\w'’-]+\s+){0,2}?${OPEN_NOUN}`,
      String.raw`(?:${CALL_NOUN}|portal|window)\s+(?:is|are)\s+(?:now\s+|currently\s+)?open\b(?!\s+(?:to|on|in|from|until|through|between|year)\b)`,
      String.raw`(?:is|are)\s+(?:now\s+|currently\s+)?open\s+for\s+(?:applications|proposals|submissions|nominations|entries)`,
      String.raw`now\s+open\b(?!\s+(?:to|on|in|from)\b)`,
    ].join("|") +
    ")",
  "i",
);
const NEGATED = /\b(?:not|no\s+longer|never|stopped|ceased|n['’]t)\b/i;

// "Open" as a verb about the future; "is open now" / "open to nonprofits" state the present.
const UPCOMING =
  /\b(?:opens|opening|will\s+(?:be\s+)?open|launch(?:es|ing)?|available\s+from|(?:accepting|accepted|available)\s+(?:applications\s+)?(?:beginning|starting|from|as\s+of)|applications?\s+(?:will\s+)?open(?!\s+(?:now|to|for|until|year|all|through))|(?<!\b(?:is|are|now|remains?|currently|still|be)\s+)open(?=\s+(?:on|in)\s))\b/i;
const COMING_SOON =
  /\b(?:coming\s+soon|not\s+yet\s+(?:open|available)|not\s+(?:open|available)\s+yet|opening\s+soon|will\s+open\s+(?:later|soon|in)|to\s+be\s+announced)\b/i;
const FORECAST = /\b(?:forecast(?:ed)?|expected\s+to\s+(?:open|be\s+released|launch))\b/i;
const EXPLICIT: Record<string, StatusValue> = {
  open: "open",
  active: "open",
  "accepting applications": "open",
  ongoing: "open",
  rolling: "open",
  posted: "open",
  closed: "closed",
  archived: "closed",
  ended: "closed",
  expired: "closed",
  inactive: "closed",
  upcoming: "upcoming",
  "opening soon": "upcoming",
  "coming soon": "upcoming",
  forecasted: "forecasted",
  forecast: "forecasted",
};

/**
 * A question asks, it does not state: "Q: Are grants awarded on a rolling basis?" says nothing of
 * the call, whatever its answer. Such a sentence is never evidence of a status.
 */
export const isQuestion = (sentence: string): boolean => {
  const s = sentence.trim();
  return /\?["'’”)\]]*$/.test(s) || /^(?:q|question)\s*\d*\s*[:.)-]/i.test(s);
};

/** A status text's statements, sentence by sentence and line by line: each is judged on its own; questions are left out. */
// An initialism ("U.S.", "e.g.") ends no sentence.
const parts = (text: string): string[] => text.split(/(?<=[.!?])(?<![A-Za-z]\.[A-Za-z]\.)\s+|\n/).filter((part) => !isQuestion(part));
/** The statements of a status text, questions left out, as one text. */
const statements = (text: string): string => parts(text).join("\n");

export const statesClosed = (s: string): boolean =>
  parts(s).some((part) => {
    const m = CLOSED_PHRASES.exec(part.trim());
    return m !== null && !CONDITIONAL.test(part.slice(0, m.index));
  });
/** Whether a statement says applications are being taken now (not conditionally, not negated, not closed). */
export const statesOpen = (s: string): boolean =>
  parts(s).some((part) => {
    const m = OPEN_PHRASES.exec(part.trim());
    if (m === null) return false;
    const before = part.trim().slice(0, m.index);
    return !CONDITIONAL.test(before) && !NEGATED.test(`${before} ${m[0]}`) && !statesClosed(part);
  });
/** Whether the text says anything about timing besides a date: closed, rolling, forecast, coming soon, opening on a date. */
export const statesTiming = (s: string, today: Date, pageYear: number | null = null): boolean =>
  statesClosed(s) || statesRolling(s) || parts(s).some(statesForecast) || COMING_SOON.test(statements(s)) || opensAfter(s, today, pageYear) !== null;
// "Year-round programming", "rolling out": these two words say nothing of a call unless their sentence is about applying.
const WEAK_ROLLING = /^(?:rolling|year[-\s]round)$/i;
const CALL_CONTEXT = /\b(?:appl|deadline|accept|submi|open|review|basis|proposal|request|nominat|intake|status|fund|award|grant)/i;
/** "Anticipated" and "projected" are everyday words ("a highly anticipated market"): a forecast only when said of a call or its release. */
const ANTICIPATED = /\b(?:anticipated|projected)\b/i;
const RELEASE = /\b(?:release|post(?:ed|ing)?|date|launch)/i;
const statesForecast = (part: string): boolean => FORECAST.test(part) || (ANTICIPATED.test(part) && (CALL_CONTEXT.test(part) || RELEASE.test(part)));
// "Rolling till August 30th, 2026": applications are reviewed as they come, until a deadline that decides the status.
const UNTIL_A_DATE =
  /\b(?:until|till|through|thru|by|before)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;
export const statesRolling = (s: string): boolean =>
  parts(s).some(
    (part) =>
      [...part.matchAll(ROLLING_PHRASES)].some((m) => !WEAK_ROLLING.test(m[0]) || CALL_CONTEXT.test(part)) &&
      !/\bnot\s+(?:on\s+)?(?:a\s+)?rolling\b/i.test(part) &&
      !UNTIL_A_DATE.test(part),
  );

// Rolling only while one call's money lasts ("until all funding is committed", "as long as we have funding"):
// the call's deadline still ends it.
const WHILE_FUNDS_LAST = new RegExp(String.raw`\b(?:${UNTIL_FUNDS_RUN_OUT}|(?:as|so)\s+long\s+as\s+(?:we\s+have\s+)?(?:funds|funding))\b`, "i");
/** Whether words keep applications open past a deadline the page states: rolling words not bound to one call's money. */
export const rollsPastDeadline = (text: string): boolean => statesRolling(text) && !WHILE_FUNDS_LAST.test(text);

/**
 * "Proposals will be reviewed on a rolling basis", "we'll start awarding grants on a rolling basis":
 * every rolling sentence speaks of how applications are decided, not of when they may come, so a
 * stated deadline still decides the status.
 */
const ROLLING_DECISIONS = /\b(?:review|award|interview|decision|decide|evaluat|select|notif)\w*\b[^.;]{0,40}?\b(?:on\s+an?\s+)?rolling\b/i;
const reviewsOnRolling = (text: string): boolean => parts(text).every((part) => !statesRolling(part) || ROLLING_DECISIONS.test(part));

/** The date a sentence says applications open on, when it says so and the date is in the future. */
export function opensAfter(statusText: string, today: Date, pageYear: number | null = null): string | null {
  for (const part of parts(statusText)) {
    const cue = UPCOMING.exec(part);
    if (!cue) continue;
    const cueEnd = cue.index + cue[0].length;
    // The date must follow the cue closely: "open to groups founded before 2027" is not an opening date.
    const after = findDates(part, today, false, pageYear).find(
      (d) =>
        d.index >= cueEnd &&
        d.index - cueEnd < 40 &&
        d.role !== "range-end" &&
        !/\b(?:to|until|before|by|through|deadline|due|clos(?:e|es|ed|ing)|ends?)\b/i.test(part.slice(cueEnd, d.index)),
    );
    if (after && after.iso > isoDay(today)) return after.iso;
  }
  return null;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
// "Applications open in the spring", "the next round will open in November 2027": an opening named by season or month.
const VAGUE_OPENING = new RegExp(
  String.raw`\b(?:will\s+(?:re-?)?open|(?:re-?)?opens|applications?\s+(?:will\s+)?open)\s+(?:again\s+)?(?:in|during)\s+(?:the\s+)?(?:early\s+|late\s+|mid-?)?(spring|summer|autumn|fall|winter|${MONTHS.join("|")})(?:\s+of)?(?:\s+((?:19|20)\d\d))?\b`,
  "i",
);

/** Whether a sentence says applications open in a season or month still ahead (a named year must not be past). */
function opensInSeason(statusText: string, today: Date): boolean {
  return parts(statusText).some((part) => {
    const m = VAGUE_OPENING.exec(part);
    if (!m) return false;
    const year = m[2] ? Number(m[2]) : null;
    const month = MONTHS.indexOf(m[1]!.toLowerCase());
    if (year === null) return true;
    return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && month >= today.getUTCMonth());
  });
}

/**
 * A sentence announcing the next opening: on a date still ahead, in a season or month, or "coming
 * soon" said of applying ("Guidelines (coming soon)" and "details to be announced" are not the call).
 */
export const statesUpcoming = (s: string, today: Date, pageYear: number | null = null): boolean =>
  parts(s).some((part) => COMING_SOON.test(part) && CALL_CONTEXT.test(part) && !/\bto\s+be\s+announced\b/i.test(part)) ||
  opensInSeason(s, today) ||
  opensAfter(s, today, pageYear) !== null;

/**
 * Status of an opportunity from what the page says and its due date, judged against `today`:
 * explicit closed wording wins, then forecasts and future openings, then rolling wording, then the
 * due date (future → open, today or past → closed), else unknown.
 */
export function classifyStatus(input: {
  statusText?: string | null;
  dueDate?: string | null;
  today: Date;
  explicit?: string | null;
  pageYear?: number | null;
}): StatusValue {
  const today = isoDay(input.today);
  const explicit = input.explicit ? EXPLICIT[input.explicit.trim().toLowerCase()] : undefined;
  if (explicit && explicit !== "open") return explicit;
  const text = statements(input.statusText ?? "");
  const opens = opensAfter(text, input.today, input.pageYear ?? null);
  const nextOpening = opens !== null || opensInSeason(text, input.today);
  // "Applications for 2026 are closed; the 2027 round opens in November": the next round is upcoming.
  if (statesClosed(text)) return nextOpening ? "upcoming" : "closed";
  const dueFuture = input.dueDate ? input.dueDate > today : false;
  if (parts(text).some(statesForecast) && (opens || !input.dueDate)) return "forecasted";
  if (opens && (!input.dueDate || input.dueDate > opens)) return "upcoming";
  if ((COMING_SOON.test(text) || nextOpening) && !dueFuture) return "upcoming";
  // Rolling words keep a call open unless a stated deadline still decides: they only say how applications
  // are reviewed, or the deadline has passed and they only roll while the call's money lasts.
  const deadlineDecides = () => Boolean(input.dueDate) && (reviewsOnRolling(text) || (!dueFuture && !rollsPastDeadline(text)));
  if (explicit === "open" || (statesRolling(text) && !deadlineDecides())) return "open";
  if (input.dueDate) return dueFuture ? "open" : "closed";
  // "Applications are now being accepted" with no deadline stated: the words decide.
  if (statesOpen(text)) return "open";
  return "unknown";
}

/**
 * The statement that says a status, among a page's status sentences: the part of a sentence that
 * decided, never a question. Null when no statement says it (then the words did not decide).
 */
export function statementOf(status: StatusValue, sentences: string[], today: Date, pageYear: number | null = null): string | null {
  const stated = sentences.flatMap(parts);
  const first = (...tests: Array<(s: string) => boolean>) => {
    for (const test of tests) {
      const found = stated.find(test);
      if (found !== undefined) return found.trim();
    }
    return null;
  };
  switch (status) {
    case "closed":
      return first(statesClosed);
    case "open":
      return first(statesRolling, statesOpen);
    case "upcoming":
    case "forecasted":
      return first(
        (s) => statesUpcoming(s, today, pageYear),
        statesForecast,
        (s) => COMING_SOON.test(s),
      );
    default:
      return null;
  }
}
