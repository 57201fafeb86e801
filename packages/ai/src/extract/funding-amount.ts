import { findMoney, findRanges, type MoneyMention } from "./money.js";

export interface AmountResult {
  low: number | null;
  high: number | null;
  total: number | null;
  currency: string | null;
  sentence: string | null;
}

const AMOUNT_LABEL = /\b(?:amount|award|grant\s+size|grants?|funding|size|budget|maximum|minimum|ceiling|floor|value|prize|stipend|range|available|request)\b/i;
// A label that names one end of the range: "Award ceiling: $100,000", "Minimum request: $5,000".
const HIGH_LABEL = /\b(?:ceiling|maximum|max|up\s+to|cap|largest|highest)\b/i;
const LOW_LABEL = /\b(?:floor|minimum|min|smallest|lowest)\b/i;
const TOTAL_LABEL = /\b(?:total|pool|overall|available|envelope)\b/i;
const GRANT_CONTEXT =
  /\b(?:grants?|award(?:s|ed)?|fund(?:s|ing|ed)?|prizes?|fellowships?|stipends?|scholarships?|bursar(?:y|ies)|loans?|commitments?|gifts?|requests?|amount|support|up\s+to|range|between|available|total|pool|(?:per|a|each)\s+(?:project|organi[sz]ation|applicant|year|grantee)|annually|typically|usually|each)\b/i;
// A currency code may stand between the words and the amount: "up to USD $30,000".
const UP_TO =
  /(?:\b(?:maximum\s+(?:financial\s+)?(?:award|grant|amount|request|funding|budget|support)(?:\s+(?:per|for)\s+(?:an?\s+|each\s+)?\w+)?\s+(?:is|being|of|will\s+be|:)|up(?:\s+to)?|maximum(?:\s+of)?|max\.?|(?:can)?not\s+(?:to\s+)?exceed(?:ing)?|no\s+more\s+than|as\s+much\s+as|capped\s+at|ceiling\s+of|tops?\s+out\s+at|at\s+most|limited\s+to|under|less\s+than|below)|[<≤])(?:\s+(?:USD|EUR|GBP|CAD|AUD|CHF|US))?\s*$/i;
// "$5,000 is the maximum award", "$1,000 maximum", "usually £500 or less".
const UP_TO_AFTER =
  /^\s*(?:(?:USD|EUR|GBP|CAD|AUD|CHF)\s+)?(?:(?:is\s+the\s+|as\s+a\s+|at\s+)?(?:maximum|max\b|cap\b|upper\s+limit|at\s+most)|or\s+(?:less|under|below)\b)/i;
// "£500 or more": the least an award is.
const AT_LEAST_AFTER = /^\s*(?:(?:USD|EUR|GBP|CAD|AUD|CHF)\s+)?(?:or\s+(?:more|above|over)|minimum)\b/i;
const AT_LEAST = /\b(?:at\s+least|minimum(?:\s+of)?|floor\s+of|min\.?|starting\s+(?:at|from)|no\s+less\s+than|from)\s*$/i;
const TOTAL =
  /\b(?:a\s+total\s+of|total(?:\s+(?:of|funding|budget|pool))?|totals|totall?ing|pool\s+of|in\s+total|overall|budget\s+of|fund\s+of|envelope\s+of|aggregate|altogether|(?:will|to)\s+(?:distribute|invest|award)\s+(?:a\s+total\s+of\s+)?|(?:committing|commits?|committed|allocat(?:es?|ed|ing)|earmark(?:s|ed|ing)?|made\s+available)\s+(?:a\s+total\s+of\s+)?|total\s+(?:award(?:ed)?\s+)?(?:amount|funding|budget|value)\s*(?:of|:|was|is)?|total\s+(?:amount|value|sum|budget)\s+of\s+(?:(?:this|the)\s+)?(?:funds?|funding|money|programme|program|call|scheme)(?:\s+available)?\s+(?:is|was|will\s+be))\s*$/i;
// "$2 million will be made available through this funding opportunity": the whole call's budget.
const TOTAL_AFTER =
  /^\s*(?:in\s+total|in\s+all|(?:is|are)\s+available\s+(?:in\s+total|this\s+(?:year|round|cycle))|total(?!\s+(?:project\s+)?costs?\b)|(?:funding\s+)?pool|across\s+all|will\s+be\s+(?:shared|distributed)|(?:will\s+be|is|are|has\s+been)\s+made\s+available|in\s+(?:total\s+)?funding\s+(?:is|are|will\s+be)\s+(?:made\s+)?available)/i;
// "In 2023, $4,000 was distributed in grant funds": money already given, not an award size.
const PAST_AFTER = /^\s*(?:in\s+[\w-]+\s+)?(?:was|were|has\s+been|have\s+been)\s+(?:distributed|awarded|given|granted|raised|spent|invested|paid|announced)\b/i;
// Amounts that describe the applicant, the past, fees, a rate per week or month (labelling.md: a
// monthly stipend is not an award size), money a funder received or costs saved: not the award.
const NOT_AWARD =
  /\b(?:budgets?|revenues?|income|turnover|expenditure|since|to\s+date|(?:have|has|we've)\s+(?:awarded|given|granted|invested|distributed)|last\s+year|fees?|salary|raised|endowment|assets|monthly|weekly|contributed|donated|saved|savings|received|pledged|median|(?:can|may|could|would|will|typically|usually|often)\s+cost)\b[^$€£]{0,40}$/i;
/**
 * "Projects can budget up to £10k", "each with a budget of up to €15,000", "your proposed budget,
 * which cannot exceed $19,000": the most a project may ask for, unlike an applicant's own budget.
 */
const PROJECT_BUDGET =
  /\b(?:(?:projects?|proposals?)\s+(?:can|may|should)\s+budget|each\s+with\s+a\s+(?:maximum\s+)?budget|maximum\s+budget|budget\s+(?:limit|cap|ceiling)|budget,?\s+(?:which\s+|that\s+)?(?:can(?:not|['’]t)|may\s+not|must\s+not|should\s+not|is\s+not\s+to|not\s+to)\s+exceed)\b[^$€£]{0,20}$/i;
/** The call makes one award: "one grant", "a single award", "the grant will be made", "a grant to fund". */
const SINGLE_AWARD =
  /\b(?:(?:one|a\s+single|one\s+\(1\))\s+(?!of\b)(?:[\w-]+\s+){0,4}?(?:grant|award)s?\b(?!\s+(?:each|per|of\s+up))|the\s+grant\s+will\s+be\s+(?:made|awarded)|for\s+a\s+grant\s+to\s+fund)/i;
/** "In addition, up to $500 for travel", "Furthermore, up to $500 is available", "additional support of up to €10,000": an extra on top of the award, not its size. */
const EXTRA = /\b(?:(?:in\s+addition|furthermore|moreover|also),|additional(?:ly)?\b|an\s+extra\b)/i;
/** What one award goes to or is: "per grant", "each applicant". */
const AWARD_UNIT = String.raw`(?:grants?|awards?|projects?|applicants?|grantees?|fellows?|recipients?|proposals?)`;
const PER_RECIPIENT_AFTER = new RegExp(
  String.raw`^\s*(?:(?:USD|EUR|GBP|CAD|AUD|CHF)\s+)?(?:per|for\s+each|to\s+each)\s+(?:\w+\s+)?(?:${AWARD_UNIT}|students?|participants?|persons?|people|teams?|scholars?|winners?|awardees?)\b`,
  "i",
);
const PER_PERIOD_AFTER = /^\s*(?:\/\s*|per\s+|a\s+|each\s+)(?:week|month|day|hour)\b/i;

interface Reading {
  low: number | null;
  high: number | null;
  total: number | null;
  currency: string;
}

/**
 * Whether the money at [start, end) of the sentence is not an award size: the applicant's budget,
 * money already given, a rate per week or month, or an extra on top of the award. One test for a
 * single amount and a range, so "In addition, $500–$1,000 for travel" is skipped like "$500".
 */
function notTheAward(sentence: string, start: number, end: number): boolean {
  const after = sentence.slice(end, end + 50);
  const before = sentence.slice(Math.max(0, start - 45), start);
  return (
    (NOT_AWARD.test(before) && !PROJECT_BUDGET.test(before)) || EXTRA.test(sentence.slice(0, start)) || PAST_AFTER.test(after) || PER_PERIOD_AFTER.test(after)
  );
}

/** Whether the money at [start, end) of the sentence is what a whole call or round has to give. */
function isTotal(sentence: string, start: number, end: number): boolean {
  const before = sentence.slice(Math.max(0, start - 45), start);
  return (TOTAL.test(before) && !PROJECT_BUDGET.test(before)) || TOTAL_AFTER.test(sentence.slice(end, end + 50));
}

function readMention(sentence: string, m: MoneyMention, labelTotal: boolean): Reading | null {
  if (notTheAward(sentence, m.index, m.end)) return null;
  const before = sentence.slice(Math.max(0, m.index - 45), m.index);
  const after = sentence.slice(m.end, m.end + 50);
  if (labelTotal || isTotal(sentence, m.index, m.end)) return { low: null, high: null, total: m.value, currency: m.currency };
  if (UP_TO.test(before) || UP_TO_AFTER.test(after)) return { low: null, high: m.value, total: null, currency: m.currency };
  if (AT_LEAST.test(before) || AT_LEAST_AFTER.test(after)) return { low: m.value, high: null, total: null, currency: m.currency };
  return { low: m.value, high: m.value, total: null, currency: m.currency };
}

/** What one sentence says about award sizes and the total available. */
function readAmounts(sentence: string, labelTotal = false): Reading | null {
  const reading: Reading = { low: null, high: null, total: null, currency: "" };
  const ranges = findRanges(sentence);
  for (const r of ranges) {
    if (notTheAward(sentence, r.index, r.end)) continue;
    // "Between $8-$12 million will be distributed in this round": the round's whole budget.
    if (isTotal(sentence, r.index, r.end)) {
      reading.total ??= r.high;
      reading.currency ||= r.currency;
      continue;
    }
    reading.low ??= r.low;
    reading.high ??= r.high;
    reading.currency ||= r.currency;
  }
  const singles: number[] = [];
  const highs: number[] = [];
  const lows: number[] = [];
  const mentions = findMoney(sentence).filter((m) => !ranges.some((r) => m.index >= r.index && m.index < r.end));
  // "$2,000 per student, $1,692 of which covers housing and $308 travel": the amount per recipient is the award, other fixed amounts its parts.
  const perRecipient = mentions.filter((m) => PER_RECIPIENT_AFTER.test(sentence.slice(m.end, m.end + 40)));
  for (const m of mentions) {
    const one = readMention(sentence, m, labelTotal);
    if (!one) continue;
    if (perRecipient.length === 1 && m !== perRecipient[0] && one.low !== null && one.low === one.high) continue;
    reading.currency ||= one.currency;
    if (one.currency !== reading.currency) continue;
    if (one.total !== null) reading.total ??= one.total;
    else if (one.low !== null && one.high !== null) singles.push(one.low);
    else if (one.high !== null) highs.push(one.high);
    else if (one.low !== null) lows.push(one.low);
  }
  if (reading.low === null && reading.high === null) {
    // An "up to" or "at least" end says more than typical sizes beside it ("typically $25,000,
    // up to $35,000"); several single sizes ("$700k/$100k/$50k prizes") span from the least to the most.
    if (highs.length || lows.length) Object.assign(reading, { low: lows.length ? Math.min(...lows) : null, high: highs.length ? Math.max(...highs) : null });
    else if (singles.length) Object.assign(reading, { low: Math.min(...singles), high: Math.max(...singles) });
  }
  return reading.currency ? reading : null;
}

/** A single amount under a label naming one end ("Award floor") is only that end. */
function oneEnd(label: string, reading: Reading | null): Reading | null {
  if (!reading || reading.low === null || reading.low !== reading.high) return reading;
  if (HIGH_LABEL.test(label) && !LOW_LABEL.test(label)) return { ...reading, low: null };
  if (LOW_LABEL.test(label) && !HIGH_LABEL.test(label)) return { ...reading, high: null };
  return reading;
}

// "Up to €60,000 per national grant": the sentence says what one award is, so it speaks before
// others that mention money (a cap on one kind of cost, an example budget line).
const PER_AWARD = new RegExp(String.raw`\b(?:per|each|a\s+single)\s+(?:\w+\s+)?${AWARD_UNIT}\b`, "i");

const LIST_ITEM = /^[-*•]\s/;
/** Items in a row that state award sizes (or caps) before a list is taken as tiers. */
const MIN_TIERS = 3;

/**
 * What an item states, when it states award sizes or one cap and nothing else. An item of several
 * sizes ("$400, one faculty member; $200, two students") is tiers of its own, spanning both ends.
 */
function tierOf(item: string, currency: string | null): { kind: "single" | "cap"; values: number[] } | null {
  const r = readAmounts(item);
  if (!r || r.currency !== currency || r.total !== null) return null;
  if (r.low !== null && r.high !== null) return { kind: "single", values: [r.low, r.high] };
  return r.low === null && r.high !== null ? { kind: "cap", values: [r.high] } : null;
}

/**
 * "- Grand Prize, $25,000", "- Runner Up, $15,000", "- Student Prize, $10,000": items in a row (list
 * items, or labelled fields) that each state one amount are the tiers of one call; together they span
 * its range. Items that each state a cap ("- Seed funding: up to £5,000", "- Project grants: up to
 * £25,000") are its streams, and the call's most is the largest; a page often lists its streams twice,
 * so a run elsewhere that repeats the chosen cap counts as well.
 */
function tierList(items: string[], chosen: string, result: AmountResult): { low: number | null; high: number } | null {
  const kind = result.low !== null && result.low === result.high ? "single" : result.low === null && result.high !== null ? "cap" : null;
  const at = items.indexOf(chosen);
  if (!kind || at < 0) return null;
  const tiers = items.map((s) => tierOf(s, result.currency));
  for (let i = 0; i < items.length; ) {
    let end = i;
    while (tiers[end]?.kind === kind) end++;
    const values = tiers.slice(i, end).flatMap((t) => t!.values);
    const holdsChosen = (at >= i && at < end) || (kind === "cap" && values.includes(result.high!));
    if (end - i >= MIN_TIERS && holdsChosen) return { low: kind === "single" ? Math.min(...values) : null, high: Math.max(...values) };
    i = Math.max(end, i + 1);
  }
  return null;
}

/**
 * Award sizes (low/high) and the total on offer. Labelled fields ("Award amount: $50,000") win
 * over prose, and prose saying "per grant" over other prose; a single amount gives low = high;
 * "up to X" gives only the high end.
 */
export function findAmounts(input: { sentences: string[]; fields: Array<{ label: string; value: string }> }): AmountResult {
  const labelled = input.fields
    .filter((f) => AMOUNT_LABEL.test(f.label))
    .map((f) => ({ text: `${f.label}: ${f.value}`, reading: oneEnd(f.label, readAmounts(f.value, TOTAL_LABEL.test(f.label))) }));
  const prose = input.sentences
    .filter((s) => GRANT_CONTEXT.test(s))
    .map((s) => ({ text: s, reading: readAmounts(s) }))
    .sort((a, b) => Number(PER_AWARD.test(b.text)) - Number(PER_AWARD.test(a.text)));
  const result: AmountResult = { low: null, high: null, total: null, currency: null, sentence: null };
  for (const { text, reading } of [...labelled, ...prose]) {
    if (!reading) continue;
    const perAward = reading.low !== null || reading.high !== null;
    if (perAward && result.low === null && result.high === null) {
      Object.assign(result, { low: reading.low, high: reading.high, currency: reading.currency, sentence: text });
    } else if (perAward && result.currency === reading.currency) {
      // "Minimum $5,000." and "Maximum $20,000." in separate sentences complete each other.
      if (result.high === null && reading.high !== null && reading.low === null) result.high = reading.high;
      if (result.low === null && reading.low !== null && reading.high === null) result.low = reading.low;
    }
    if (reading.total !== null && result.total === null) {
      result.total = reading.total;
      result.currency ??= reading.currency;
      result.sentence ??= text;
    }
  }
  const caps = [...labelled, ...prose].flatMap(({ reading: r }) => (r && r.low === null && r.high !== null && r.currency === result.currency ? [r.high] : []));
  // "The award provides $2000 stipends" beside "a stipend of up to $2000": the same figure stated as a cap is one.
  if (result.low !== null && result.low === result.high && caps.includes(result.low)) result.low = null;
  // Caps stated for each of a page's schemes ("a maximum of €4000 per mission", "up to €1500 per grant"):
  // the page's most is the largest, as with streams listed in a row (tierList).
  if (result.low === null && result.high !== null) result.high = Math.max(result.high, ...caps);
  const fieldLines = input.fields.map((f) => `${f.label}: ${f.value}`);
  const listItems = input.sentences.map((s) => (LIST_ITEM.test(s) ? s : ""));
  const tiers = result.sentence ? (tierList(listItems, result.sentence, result) ?? tierList(fieldLines, result.sentence, result)) : null;
  if (tiers) Object.assign(result, tiers);
  // "A proposal for one grant… a total of $800,000 is available": with a single award, the total is its most.
  if (result.low === null && result.high === null && result.total !== null && input.sentences.some((s) => SINGLE_AWARD.test(s))) result.high = result.total;
  return result;
}
