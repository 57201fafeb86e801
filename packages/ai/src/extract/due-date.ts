import { addressesLanguageModel } from "../text/model-directed.js";
import { type FoundDate, findDates, isoDay } from "./dates.js";
import { statesRolling } from "./status-classification.js";

export interface DueDateResult {
  dueDate: string | null;
  rolling: boolean;
  /** The sentence (or "Label: value" line) the date or the rolling wording came from. */
  sentence: string | null;
}

// A submission stage in a label ("Pre-proposal | February 10, 2027") names the date it is due.
const DEADLINE_LABEL =
  /\b(?:deadline|due(?:\s+date)?|closing\s+date|closes|close\s+date|submission(?:\s+date)?|apply\s+by|application(?:\s+period)?|sign[-\s]?ups?|dates?|(?:pre-?|full\s+)?proposals?|letters?\s+of\s+(?:inquiry|intent)|lois?|concept\s+notes?|expressions?\s+of\s+interest|stage\s+\d)\b/i;
const DEADLINE_CUE =
  /\b(?:deadlines?|due|clos(?:e|es|ed|ing)|submit(?:ted)?\s+(?:[\w-]+\s+){0,6}?(?:by|before|no\s+later\s+than)|no\s+later\s+than|on\s+or\s+before|must\s+(?:be\s+)?(?:received|submitted|postmarked|uploaded|emailed|delivered)|postmarked|apply\s+by|cut-?off|last\s+day|ends?\s+on|ended|expires?|expired)\b/i;
const DEADLINE_CUE_ALL = new RegExp(DEADLINE_CUE.source, "gi");
/** "Until" and "through" end a period only right before its date ("open through May 1"); elsewhere they are ordinary words ("prototyping through AI"). */
const UNTIL = String.raw`\b(?:until|till|through|thru)\s`;
const UNTIL_WORD = new RegExp(UNTIL, "i");
const UNTIL_BEFORE_DATE = new RegExp(String.raw`${UNTIL}+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?(?:the\s+)?$`, "i");
// Dates that are not the deadline: openings, decisions, project periods, events, publication.
const OTHER_CUE =
  /\b(?:opens?|opening|accepted\s+(?:beginning|starting)|launch(?:es|ed)?|starts?|starting|begins?|beginning|announce(?:d|ment)?s?|notif(?:y|ied|ication)|decisions?|awarded|posted|published|updated|webinars?|information\s+sessions?|workshops?|events?|vot(?:e|es|ing)|project\s+(?:period|start)|grant\s+period|funding\s+period|born|founded|established|board\s+meets?|meeting|save\s+the\s+date|review\s+(?:process|period|phase|stage))\b/i;

const OTHER_CUE_ALL = new RegExp(OTHER_CUE.source, "gi");
/** Words that open a window: before a range they say where it starts, so its end is still a deadline ("opens March 1 – April 30"). */
const OPENING_ALL = /\b(?:opens?|opening|accepted\s+(?:beginning|starting)|starts?|starting|begins?|beginning)\b/gi;
const TRAILING_DEADLINE = /^\s*[-–—:]?\s*(?:[\w-]+\s+){0,3}?(?:deadlines?|clos(?:e|es|ing))\b/i;
// Stages after the award ("December 1 - deadline for acceptance of grant and contract", "final report due"): not the applicant's deadline.
const POST_AWARD = /\b(?:acceptance\s+of|contracts?|(?:final|interim|progress)\s+reports?|reporting|disburse(?:d|ment)?|payments?)\b/i;
// "From" and "since" start a period only right before its date ("from 1 March"); elsewhere they are
// ordinary words ("the deadline for concept notes from Africa was 20 November").
const PERIOD_START = /\b(?:from|since)\s+(?:the\s+)?$/i;
const BARE_LABEL = /^[^.!?]{0,40}:$/;
const SUPPORT_LETTER = /\b(?:letters?\s+of\s+(?:support|recommendation|reference)|(?:support|recommendation|reference)\s+letters?|referees?)\b/i;
const REGISTRATION = /\bregist(?:er|ration)\b/i;
/** "Maintain active matriculation through September 1": how long the applicant must stay eligible, not when to apply. */
const ELIGIBILITY_STATE = /\b(?:matriculat\w*|enrol(?:l)?(?:ed|ment)|employed|employment|residen(?:t|ts|cy))\b/i;
/** "(e.g., you are submitting for the June 30th deadline)": an example, not the page's deadline. */
const EXAMPLE = /\b(?:e\.\s?g\.|for\s+(?:example|instance))/i;
/** "~25 July~ 10 August": a date struck out in the source's markup (rendered as tildes), replaced by the next. */
const STRUCK = /~[^~\n]{1,40}~/g;
const APPLICATION_WORD = /\b(?:applications?|apply|submissions?|nominations?|proposals?)\b/i;
/**
 * Money for the applicant named in the sentence: on a call for papers that also offers travel
 * grants, the grant's deadline is the one a grant seeker must meet, not the paper deadline.
 */
const FUNDING_WORD =
  /\b(?:grants?|funding|financial\s+(?:support|aid|assistance)|scholarships?|fellowships?|bursar(?:y|ies)|stipends?|travel\s+(?:support|awards?|funds?))\b/i;

/** Where the last match of a global pattern starts, or -1. */
function lastMatch(re: RegExp, text: string): number {
  let at = -1;
  for (const m of text.matchAll(re)) at = m.index;
  return at;
}

interface Candidate {
  date: FoundDate;
  score: number;
  sentence: string;
}

function scoreDates(sentence: string, today: Date, dayFirst: boolean, labelled: boolean, pageYear: number | null): Candidate[] {
  // labelling.md: a date written without a year takes its year from the page, "never from today".
  const dates = findDates(sentence, today, dayFirst, pageYear).filter((d) => d.dayKnown && (d.yearKnown || pageYear !== null));
  const struck = [...sentence.matchAll(STRUCK)].map((m) => [m.index, m.index + m[0].length]);
  // A range ends a window for applying only where the words speak of one ("January 9-11, 2026" alone is an event).
  const window = labelled || DEADLINE_CUE.test(sentence) || APPLICATION_WORD.test(sentence);
  // Where the text before each date starts: after the previous date, and after a cue that date took.
  let from = 0;
  let rangeBefore = "";
  return dates.map((date, i) => {
    // A range's end reads the words before the whole range ("a workshop in Milan, September 2-7"),
    // less those that open a window.
    const before = date.role === "range-end" ? rangeBefore.replace(OPENING_ALL, (m) => " ".repeat(m.length)) : sentence.slice(from, date.index);
    if (date.role === "range-start") rangeBefore = before;
    // "Nov 15 submission deadline, voting complete by Dec 19": the cue right after a date is that date's.
    const after = TRAILING_DEADLINE.exec(sentence.slice(date.end, dates[i + 1]?.index ?? sentence.length));
    // "May 2: Notification deadline" is the funder's date, not the applicant's.
    const trailing = after && !OTHER_CUE.test(after[0]) && !POST_AWARD.test(after[0]) ? after : null;
    from = date.end + (after?.[0].length ?? 0);
    let score = 0;
    if (labelled) score += 5;
    // The cue nearest the date speaks for it: "open now; the deadline is May 1" is a deadline.
    const deadlineAt = Math.max(lastMatch(DEADLINE_CUE_ALL, before), UNTIL_BEFORE_DATE.exec(before)?.index ?? -1);
    const otherAt = lastMatch(OTHER_CUE_ALL, before);
    // "Now – August 1": a window from today, which chrono does not read as a range.
    const openEnded = /\b(?:now|today)\s*[-–—]+\s*$/i.test(before);
    if ((deadlineAt > otherAt && deadlineAt >= 0) || (date.role === "range-end" && window) || openEnded || trailing) score += 4;
    else if (DEADLINE_CUE.test(sentence)) score += 1.5;
    const clause = sentence.slice(date.end, dates[i + 1]?.index ?? date.end + 80);
    if (
      otherAt > deadlineAt ||
      (after && !trailing) ||
      date.role === "range-start" ||
      (date.role !== "range-end" && PERIOD_START.test(before)) ||
      POST_AWARD.test(before) ||
      POST_AWARD.test(clause) ||
      ELIGIBILITY_STATE.test(before)
    )
      score -= 5;
    // Written with a year, a date is more likely the call's deadline than a recurring event.
    if (date.yearKnown) score += 0.5;
    if (FUNDING_WORD.test(sentence)) score += 1.5;
    // The applicant's own deadline rather than a referee's: "nominations by January 22" over "letters of support by February 20".
    if (APPLICATION_WORD.test(sentence)) score += 1;
    if (SUPPORT_LETTER.test(sentence)) score -= 2;
    // Registering to attend an event is not applying for its money ("the early registration deadline").
    if (REGISTRATION.test(sentence) && !FUNDING_WORD.test(sentence)) score -= 3;
    const lead = sentence.slice(0, date.index);
    if (EXAMPLE.test(lead.slice(lead.lastIndexOf("(") + 1)) || struck.some(([a, b]) => date.index > a! && date.end < b!)) score -= 5;
    return { date, score, sentence };
  });
}

/**
 * The application due date: the best-supported date near deadline wording (labelled fields
 * first). With several deadlines (letter of inquiry, full proposal) the next one still ahead of
 * `today` is the one an applicant must meet; when all are past, the latest.
 */
export function findDueDate(input: {
  sentences: string[];
  fields: Array<{ label: string; value: string }>;
  today: Date;
  dayFirst: boolean;
  /** The year the page speaks of (pageYear), for dates written without one. */
  pageYear?: number | null;
}): DueDateResult {
  const year = input.pageYear ?? null;
  const candidates: Candidate[] = [];
  for (const f of input.fields) {
    if (DEADLINE_LABEL.test(f.label) && !OTHER_CUE.test(f.label))
      candidates.push(...scoreDates(`${f.label}: ${f.value}`, input.today, input.dayFirst, true, year));
  }
  for (const [i, s] of input.sentences.entries()) {
    // Text addressed to a language model is an attack on one, not the page's deadline.
    if (addressesLanguageModel(s)) continue;
    // "Deadline:" alone on its line labels the line after it ("Deadline:" / "January 31, 2024.").
    const next = input.sentences[i + 1];
    if (next && BARE_LABEL.test(s) && DEADLINE_LABEL.test(s)) candidates.push(...scoreDates(`${s} ${next}`, input.today, input.dayFirst, true, year));
    // A window about applications ("Now – August 1, 2025: applications open") ends on its deadline.
    if (DEADLINE_CUE.test(s) || APPLICATION_WORD.test(s) || UNTIL_WORD.test(s)) candidates.push(...scoreDates(s, input.today, input.dayFirst, false, year));
  }
  // "The deadline will be 1 March" beside "submitted by 1 March 2024": the page gives that day its year itself.
  const writtenYear = new Map(candidates.filter((c) => c.date.yearWritten).map((c) => [c.date.iso.slice(4), c.date.iso.slice(0, 4)]));
  for (const c of candidates) {
    const year = c.date.yearWritten ? undefined : writtenYear.get(c.date.iso.slice(4));
    if (year) c.date = { ...c.date, iso: `${year}${c.date.iso.slice(4)}` };
  }
  const accepted = candidates.filter((c) => c.score >= 2);
  const rollingSentence =
    input.fields.map((f) => `${f.label}: ${f.value}`).find((s) => DEADLINE_LABEL.test(s) && statesRolling(s)) ??
    input.sentences.find((s) => statesRolling(s) && /\b(?:appl|deadline|accept|submi|open|review|basis)/i.test(s)) ??
    null;
  if (!accepted.length) return { dueDate: null, rolling: rollingSentence !== null, sentence: rollingSentence };
  const best = Math.max(...accepted.map((c) => c.score));
  const top = accepted.filter((c) => c.score >= best - 1);
  const today = isoDay(input.today);
  const future = top.filter((c) => c.date.iso > today).sort((a, b) => a.date.iso.localeCompare(b.date.iso));
  const chosen = future[0] ?? top.sort((a, b) => b.date.iso.localeCompare(a.date.iso))[0]!;
  return { dueDate: chosen.date.iso, rolling: false, sentence: chosen.sentence };
}
