import { type DueDateResult, findDueDate } from "../extract/due-date.js";
import { type EligibilityResult, findEligibility } from "../extract/eligibility.js";
import { type AmountResult, findAmounts } from "../extract/funding-amount.js";
import { findPostedDate, findUpdatedDate } from "../extract/posted-date.js";
import { RELATIVE_TO_OWN_EVENT, statesClosed, statesRolling, statesTiming } from "../extract/status-classification.js";
import { pageYear } from "../extract/year-context.js";
import type { PageInput } from "../record.js";
import { sentences } from "../text/sentences.js";
import { APPLY_CUE } from "./page-signals.js";
import { type PageStructure, pageStructure } from "./page-structure.js";
import { vocabulary } from "./relevance.js";
import { prototypeSimilarity } from "./semantic-scores.js";
import { cleanTitle, type SiteContext } from "./site-context.js";
import { canonicalUrl, fileTypeOf, pathOf, segments } from "./url.js";

/** Everything the rules read from one page, computed once and shared by relevance, detection and extraction. */
export interface PageFeatures {
  page: PageInput;
  key: string;
  title: string;
  structure: PageStructure;
  sentences: string[];
  segments: string[];
  fileType: string;
  dueDate: DueDateResult;
  amounts: AmountResult;
  eligibility: EligibilityResult;
  /** Sentences about whether applications are open: the input of classifyStatus. */
  statusSentences: string[];
  closedSentence: string | null;
  /**
   * A sentence whose words speak of applications says they are closed: the page model's signal, read
   * only from the word-listed status sentences. Every closed wording (statusSentences) tells the status
   * of a page already listed; as a signal of *being* a programme, the wider reading took programmes off
   * the list on sites it was not fitted on (64 shared sites: recall 62.9 → 60.5%).
   */
  closedWords: boolean;
  /** The page states when applications open or close, in words or dates (word-listed sentences, as closedWords). */
  hasTiming: boolean;
  /** The year the page speaks of, for dates written without one (null: none named). */
  pageYear: number | null;
  postedDate: string | null;
  /** Grant vocabulary of the text, 0–1 (the relevance score's main input). */
  vocabulary: number;
  /** The text says how to apply ("how to apply", "submit your proposal"…). */
  applyCue: boolean;
  wordCount: number;
  /** How much the title and text read like a grant opportunity (0–100), for the semantic scores. */
  similarity: number;
}

const STATUS_SENTENCE =
  /\b(?:clos(?:e|ed|es|ing)|open(?:s|ing)?|ended|deadline|rolling|ongoing|year[-\s]round|any\s+time|coming\s+soon|forecast|anticipated|no\s+longer|accept(?:s|ed|ing)?|status|launch|unsolicited|invitation|first[-\s]come|(?:while|until)\s+(?:all\s+)?funds|suspended|paused|discontinued|(?:not\s+|un)available|there\s+(?:is|are)\s+(?:\w+\s+)?no)\b/i;

/**
 * The sentences that are the page's own words: not the headline of a post it links to ("Seed
 * Grant News: Applications Open through 3/12" in a list of news), which speaks of that post, not
 * of this page's programme. A link off the site (an application portal's button) stays.
 */
function ownSentences(all: string[], page: PageInput, structure: PageStructure): string[] {
  const host = new URL(page.url).host;
  const headlines = new Set(
    structure.contentLinks.filter((l) => l.text.split(/\s+/).length >= 4 && URL.canParse(l.url) && new URL(l.url).host === host).map((l) => l.text),
  );
  return headlines.size ? all.filter((s) => !headlines.has(s.replace(/^[-*•]\s+/, "").trim())) : all;
}

/** The site context a page's features depend on (see SitePreparation: features are reused while these stay the same). */
export type FeatureContext = Pick<SiteContext, "today" | "dayFirst" | "funder" | "sharedNames">;

/**
 * Its "Status: …" fields and the sentences of its own words that speak of applications opening or
 * closing. Every wording the status rules read as closed or rolling is one, whatever its verb ("No
 * campaigns are currently in progress").
 */
function statusSentencesOf(own: string[], structure: PageStructure): string[] {
  const fieldLines = structure.fields.map((f) => `${f.label}: ${f.value}`);
  return [...fieldLines.filter((l) => /\bstatus\b/i.test(l)), ...own.filter((s) => speaksOfApplications(s) || statesClosed(s) || statesRolling(s))];
}

/** A status sentence found by its words alone (a "Status: …" field holds the word too). */
const speaksOfApplications = (s: string) => STATUS_SENTENCE.test(s) || RELATIVE_TO_OWN_EVENT.test(s);

/**
 * A page's status sentences read again from its text, as pageFeatures read them with `structure`: a
 * site preparation keeps them for no page (the models read them only of the pages they extract).
 */
export function readStatusSentences(page: PageInput, structure: PageStructure): string[] {
  return statusSentencesOf(ownSentences(sentences(page.text), page, structure), structure);
}

export function pageFeatures(page: PageInput, site: FeatureContext, structure = pageStructure(page)): PageFeatures {
  const all = sentences(page.text);
  const own = ownSentences(all, page, structure);
  const statusSentences = statusSentencesOf(own, structure);
  const listed = statusSentences.filter(speaksOfApplications);
  const title = cleanTitle(page, structure, site);
  const postedDate = findPostedDate(all, site.today, site.dayFirst);
  const updatedDate = findUpdatedDate(all, site.today, site.dayFirst);
  const year = pageYear({
    title: `${title} ${page.title ?? ""}`,
    path: pathOf(page.url),
    postedDate,
    updatedDate,
    text: page.text,
    headings: structure.headings,
  });
  return {
    page,
    key: canonicalUrl(page.url),
    title,
    structure,
    sentences: all,
    segments: segments(page.url),
    fileType: fileTypeOf(page.url, page.contentType),
    dueDate: findDueDate({ sentences: own, fields: structure.fields, today: site.today, dayFirst: site.dayFirst, pageYear: year }),
    amounts: findAmounts({ sentences: all, fields: structure.fields }),
    eligibility: findEligibility(page.text, all, structure.fields),
    statusSentences,
    closedSentence: statusSentences.find((s) => statesClosed(s)) ?? null,
    closedWords: listed.some((s) => statesClosed(s)),
    hasTiming: listed.some((s) => statesTiming(s, site.today, year)),
    pageYear: year,
    postedDate,
    vocabulary: vocabulary(page.text.slice(0, 20_000)),
    applyCue: APPLY_CUE.test(page.text),
    wordCount: page.text.split(/\s+/).length,
    similarity: prototypeSimilarity(`${title}\n${page.text}`.slice(0, 6000)),
  };
}
