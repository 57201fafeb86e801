import { findContact } from "../extract/contact.js";
import { isoDay } from "../extract/dates.js";
import { findGeography, LOCATION_SENTENCE } from "../extract/geography.js";
import { findExpectedAwards, findOpportunityNumber, findVehicles } from "../extract/identifiers.js";
import { findRfpLink } from "../extract/rfp-link.js";
import { classifyStatus, isQuestion, opensAfter, type StatusValue, statementOf, statesRolling } from "../extract/status-classification.js";
import { findSummary } from "../extract/summary.js";
import { findTopics } from "../extract/topics.js";
import type { PageFeatures } from "../features/page-features.js";
import type { SiteContext } from "../features/site-context.js";
import { urlCluster } from "../features/url-cluster.js";
import { predictStatus } from "../model/apply.js";
import { type AnalyserModels, requireCommittedModels } from "../model/models.js";
import { explicitStatusField } from "../model/status-vector.js";
import type { GrantRecord, StatusBasis } from "../record.js";
import { normalise, quote } from "../text/sentences.js";

/**
 * What a page is extracted under: its site's context, and the trained models of the local analyser
 * (the committed ones unless a fold of cross-validation gives its own). The models are not the
 * site's: the features, which the models read, know nothing of them.
 */
export type ExtractionContext = SiteContext & { models?: AnalyserModels };

/** Which parts to extract; the enrichment options switch them off one by one. */
export interface ExtractionScope {
  funding: boolean;
  dates: boolean;
  eligibility: boolean;
  contact: boolean;
}
const FULL_SCOPE: ExtractionScope = { funding: true, dates: true, eligibility: true, contact: true };

const evidence = (sentence: string | null, url: string) => (sentence ? { sentence: quote(normalise(sentence)), url } : null);

type Decided = { current: StatusValue; sentence: string; basis: StatusBasis };

/**
 * A status with the statement that decided it (labelling.md's bases). The model's status stands
 * when a statement on the page says it (words) or when it is the deadline's (date); a status no
 * statement says is not shown with a sentence that says something else: the rules decide then,
 * with their own statement, else the deadline, else a rolling statement anywhere on the page
 * ("we review proposals continuously"), else nothing was found.
 */
function decideStatus(f: PageFeatures, today: Date, said: StatusValue, basis: "explicit" | "date" | "none"): Decided | null {
  const explicit = explicitStatusField(f);
  const due = f.dueDate.dueDate;
  const words = (status: StatusValue, everywhere = false): Decided | null => {
    const sentence =
      statementOf(status, f.statusSentences, today, f.pageYear) ??
      // The model read the whole page's words: its status may be said in a sentence the status cues missed.
      (everywhere ? statementOf(status, f.sentences, today, f.pageYear) : null) ??
      (explicit && classifyStatus({ explicit, today }) === status ? `Status: ${explicit}` : null) ??
      (status === "open" && f.dueDate.rolling && f.dueDate.sentence && !isQuestion(f.dueDate.sentence) ? f.dueDate.sentence : null);
    return sentence ? { current: status, sentence, basis: "words" } : null;
  };
  const byDate: Decided | null =
    due && f.dueDate.sentence ? { current: due > isoDay(today) ? "open" : "closed", sentence: f.dueDate.sentence, basis: "date" } : null;
  if (said !== "unknown" && basis === "explicit") {
    const decided = words(said, true);
    if (decided) return decided;
  }
  if (said !== "unknown" && basis === "date" && byDate?.current === said) return byDate;
  const rule = classifyStatus({ statusText: f.statusSentences.join("\n"), dueDate: due, today, explicit, pageYear: f.pageYear });
  if (rule !== "unknown") {
    const decided = words(rule) ?? (byDate?.current === rule ? byDate : null);
    if (decided) return decided;
  }
  if (!due) {
    const rolling = f.sentences.flatMap((s) => statementOf("open", [s], today, f.pageYear) ?? []).find((s) => statesRolling(s));
    if (rolling) return { current: "open", sentence: rolling, basis: "words" };
  }
  return null;
}

/** The status by the status model fitted on the corpus (the rules' answer is one of its inputs), with the statement that decided it. */
function status(f: PageFeatures, site: ExtractionContext): Pick<GrantRecord, "status"> & { decided: Decided | null } {
  const explicit = explicitStatusField(f);
  const text = f.statusSentences.join("\n");
  const due = f.dueDate.dueDate;
  const { status: said, basis } = predictStatus(f, site.today, site.models ?? requireCommittedModels());
  const opens = opensAfter(text, site.today, f.pageYear);
  // A status without a statement to show for it is not stated: unknown (a field with weak evidence is null).
  const decided = decideStatus(f, site.today, said, basis);
  const current = decided?.current ?? "unknown";
  const confidence = explicit || f.closedSentence || (due && f.dueDate.sentence?.includes(":")) ? "high" : current === "unknown" ? "low" : "medium";
  return { status: { current, due_date: due, forecast_date: opens, confidence }, decided };
}

/** The values of the page's details list that the card shows under their own names: a "Description" or "About" field is the page's prose. */
const detailValues = (f: PageFeatures): string[] =>
  f.structure.fields.filter((x) => !/\b(?:summary|description|about|overview|purpose|aims?)\b/i.test(x.label)).map((x) => x.value);

/** The grant record the deterministic rules read from one page. Every evidenced field keeps its sentence and URL. */
export function localRecord(f: PageFeatures, site: ExtractionContext, relevance: number, scope: ExtractionScope = FULL_SCOPE): GrantRecord {
  const url = f.page.url;
  const s = scope.dates
    ? status(f, site)
    : { status: { current: "unknown" as const, due_date: null, forecast_date: null, confidence: "low" as const }, decided: null };
  const amounts = scope.funding ? f.amounts : { low: null, high: null, total: null, currency: null, sentence: null };
  const elig = scope.eligibility ? f.eligibility : { text: null, sentence: null, for: [] };
  const places = findGeography([elig.text ?? "", ...f.sentences.filter((x) => LOCATION_SENTENCE.test(x))].join("\n"));
  const vehicles = findVehicles(f.title, f.page.text);
  const topics = findTopics(f.title, f.page.text);
  const known = [s.status.due_date || s.status.current !== "unknown", amounts.low ?? amounts.high ?? amounts.total, elig.text].filter(Boolean).length;
  return {
    url,
    title: f.title,
    summary: findSummary(f.page.text, f.title, [...f.structure.captions, ...detailValues(f)]),
    status: s.status,
    posted_date: scope.dates ? f.postedDate : null,
    fundingAmountLow: amounts.low,
    fundingAmountHigh: amounts.high,
    totalFundingAvailable: amounts.total,
    currency: amounts.currency ?? "USD",
    fundingVehicles: vehicles.vehicles,
    type: vehicles.type,
    funder: site.funder,
    eligibility: elig.text,
    for: elig.for,
    regions: scope.eligibility ? places.regions : [],
    countries: scope.eligibility ? places.countries : [],
    states: scope.eligibility ? places.states : [],
    areaOfInterest: topics.areaOfInterest,
    keywords: topics.keywords,
    contactInformation: scope.contact ? findContact(f.page.text, f.structure.mailto) : null,
    rfpLink: findRfpLink(f.structure.contentLinks, url),
    fundingOpportunityNumber: findOpportunityNumber(f.page.text),
    expectedNumberOfAwards: scope.funding ? findExpectedAwards(f.sentences) : null,
    confidence: known >= 3 ? "high" : known === 2 ? "medium" : "low",
    relevance_score: relevance,
    semanticRankScore: null,
    semanticSimilarityScore: null,
    semanticCompositeScore: null,
    urlCluster: urlCluster(url),
    relatedDocuments: [],
    evidence: {
      due_date: s.status.due_date ? evidence(f.dueDate.sentence, url) : null,
      amount: evidence(amounts.sentence, url),
      status: s.decided ? { sentence: quote(normalise(s.decided.sentence)), url, basis: s.decided.basis } : null,
      eligibility: evidence(elig.sentence, url),
    },
  };
}
