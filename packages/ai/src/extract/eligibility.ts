import { quote, withoutMarkdownLinks } from "../text/sentences.js";

export interface EligibilityResult {
  text: string | null;
  sentence: string | null;
  for: string[];
}

const HEADING =
  /^(?:eligibility(?:\s+(?:criteria|requirements))?|who\s+(?:can|may|should)\s+apply\??|who\s+is\s+eligible\??|eligible\s+(?:applicants|organi[sz]ations)|applicant\s+requirements|who\s+we\s+fund)$/i;
const APPLICANT =
  "(?:non-?profits?|not-for-profits?|charities|organi[sz]ations|groups|schools|universities|individuals|artists|researchers|scientists|students|scholars|municipalities|congregations|communities|businesses)";
/** "Open to" says who may apply, unless what follows is not a who ("open to activity on a car-free course", "open to the public"). */
const OPEN_TO = String.raw`open\s+to\s+(?!(?:the\s+)?(?:public|activit(?:y|ies)|traffic|visitors|interpretation|discussion|debate|change|questions?|ideas|suggestions|feedback)\b)`;
const SENTENCE = new RegExp(
  String.raw`\b(?:eligib(?:le|ility)|who\s+can\s+apply|${OPEN_TO}|applicants?\s+must|must\s+(?:be|have|hold|reside|live|operate|serve)\b|(?:is|are)\s+invited\s+to\s+apply|may\s+apply|can\s+apply|` +
    // "makes grants to nonprofits that…", "awards to early-career scientists": who the money goes to.
    String.raw`(?:grants?|awards?|funding|support|scholarships?|fellowships?)\s+(?:to|for)\s+(?:[\w-]+\s+){0,3}?${APPLICANT}\b)`,
  "i",
);
const NOT_ELIGIBILITY = /\b(?:faq|questions?\s+about|see\s+(?:our|the)|click|read\s+more|page|explained|described)\b/i;
// Sentences that exclude applicants must not make them eligible.
const EXCLUSION =
  /\b(?:not\s+eligible|ineligible|cannot\s+(?:apply|fund)|(?:are|is)\s+not\s+(?:eligible|funded)|excluded|do(?:es)?\s+not\s+fund|will\s+not\s+fund|no\s+funding\s+for)\b/i;

/** Applicant types, named the way the product lists them. */
const SECTORS: Array<[string, RegExp]> = [
  [
    "nonprofits",
    /\b(?:non-?profits?|not-for-profit|501\s?\(c\)\s?\(3\)|charit(?:y|ies|able\s+(?:organi[sz]ations|trusts?))|voluntary\s+(?:organi[sz]ations|sector)|ngos?)\b/i,
  ],
  ["schools", /\b(?:schools?|school\s+districts?|k-12)\b/i],
  ["universities", /\b(?:universit(?:y|ies)|colleges?|higher\s+education|academic\s+institutions?|research\s+institutions?)\b/i],
  ["individuals", /\b(?:individuals?|artists?|researchers?|students?|scholars?|early-career|practitioners?|writers?)\b/i],
  [
    "government",
    /\b(?:local\s+(?:government|authorit(?:y|ies))|municipalit(?:y|ies)|public\s+(?:agencies|bodies)|tribal\s+(?:governments?|nations?)|government\s+agencies)\b/i,
  ],
  ["businesses", /\b(?:small\s+businesses|for-profit|social\s+enterprises?|(?<!interest\s)companies|smes?|start-?ups?)\b/i],
  ["community groups", /\b(?:community\s+(?:groups?|organi[sz]ations)|grassroots|neighbou?rhood\s+associations?|community\s+interest\s+compan(?:y|ies))\b/i],
  ["faith-based organizations", /\b(?:faith-based|religious\s+organi[sz]ations|congregations?)\b/i],
];

// A timeline row ("Eligibility check: within 5 working days of submission") says when, not who.
const TIMING =
  /^(?:within|after|before|no\s+later\s+than|up\s+to)\s+(?:\d+|one|two|three|four|five|six|seven|eight|ten|a)\s+(?:working\s+|business\s+|calendar\s+)?(?:days?|weeks?|months?)\b/i;

/** A heading, or the next question of an FAQ ("**When will I receive my scholarship?**"): where a section ends. */
const isHeadingLine = (line: string): boolean => {
  const l = line.replace(/^[*_#\s]+|[*_\s]+$/g, "");
  return /^[A-Z]/.test(l) && ((l.length < 60 && !/[.!?:]$/.test(l)) || (l.length < 90 && /^[^.!]*\?$/.test(l)));
};

/** How far past the first sentence that states who may apply the next ones may be: a page states it in one place. */
const REACH = 4;

/** Up to three sentences that state who may apply, from the first one and the few after it (not a past winner's abstract further down). */
function eligibilitySentences(sentences: string[]): string[] {
  const states = (s: string) => SENTENCE.test(s) && !NOT_ELIGIBILITY.test(s) && !TIMING.test(s) && s.split(" ").length >= 5;
  const first = sentences.findIndex(states);
  return first < 0
    ? []
    : sentences
        .slice(first, first + REACH + 1)
        .filter(states)
        .slice(0, 3);
}

/**
 * The eligibility section (the lines under an "Eligibility" / "Who can apply" heading), else the
 * sentences that state who may apply. The evidence is its first sentence.
 */
export function findEligibility(text: string, sentences: string[], fields: Array<{ label: string; value: string }>): EligibilityResult {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const start = lines.findIndex((l) => HEADING.test(l.replace(/[:?]$/, "?").replace(/\?$/, "").trim()) || HEADING.test(l));
  // The label of another of the page's fields ("Duration:" in a list of details) starts that field;
  // a line like "Applicants must:" that no field carries goes on the section.
  const labels = new Set(fields.map((f) => f.label.toLowerCase()));
  const startsField = (line: string) => labels.has(line.replace(/:$/, "").trim().toLowerCase());
  let body: string[] = [];
  if (start >= 0) {
    for (const line of lines.slice(start + 1)) {
      if ((isHeadingLine(line) || startsField(line)) && body.length) break;
      body.push(line);
      if (body.join(" ").length > 600) break;
    }
  }
  if (body[0] && TIMING.test(body[0])) body = [];
  const field = fields.find((f) => /\b(?:eligib\w*|who\s+can\s+apply|open\s+to|applicants?)\b/i.test(f.label) && !TIMING.test(f.value));
  if (!body.length && field) body = [field.value];
  if (!body.length) body = eligibilitySentences(sentences);
  if (!body.length) return { text: null, sentence: null, for: [] };
  const joined = body.join(" ");
  const sentence = field && body[0] === field.value ? `${field.label}: ${field.value}` : body[0]!;
  const inclusive = joined
    .split(/(?<=[.!?;])\s+/)
    .filter((s) => !EXCLUSION.test(s))
    .join(" ");
  return {
    text: quote(withoutMarkdownLinks(joined), 600),
    sentence: quote(sentence),
    for: SECTORS.filter(([, re]) => re.test(inclusive)).map(([name]) => name),
  };
}
