import type { PageFeatures } from "../analysis/page-features.js";
import type { SiteContext } from "../analysis/site-context.js";
import { urlCluster } from "../analysis/url-cluster.js";
import { predictStatus } from "../model/apply.js";
import { requireCommittedModels } from "../model/models.js";
import { explicitStatusField } from "../model/status-vector.js";
import type { GrantRecord } from "../record.js";
import { normalise, quote } from "../text/sentences.js";
import { findContact } from "./contact.js";
import { findGeography, LOCATION_SENTENCE } from "./geography.js";
import { findExpectedAwards, findOpportunityNumber, findVehicles } from "./identifiers.js";
import { findRfpLink } from "./rfp-link.js";
import { opensAfter, statesRolling, statesUpcoming } from "./status-classification.js";
import { findSummary } from "./summary.js";
import { findTopics } from "./topics.js";

/** Which parts to extract; the enrichment options switch them off one by one. */
export interface ExtractionScope {
  funding: boolean;
  dates: boolean;
  eligibility: boolean;
  contact: boolean;
}
const FULL_SCOPE: ExtractionScope = { funding: true, dates: true, eligibility: true, contact: true };

const evidence = (sentence: string | null, url: string) => (sentence ? { sentence: quote(normalise(sentence)), url } : null);

/** The status by the status model fitted on the corpus (the rules' answer is one of its inputs), with its evidence sentence. */
function status(f: PageFeatures, site: SiteContext): Pick<GrantRecord, "status"> & { sentence: string | null } {
  const explicit = explicitStatusField(f);
  const text = f.statusSentences.join("\n");
  const due = f.dueDate.dueDate;
  const { status: said, basis } = predictStatus(f, site.today, site.models ?? requireCommittedModels());
  const opens = opensAfter(text, site.today, f.pageYear);
  const found =
    (said === "closed" && (f.closedSentence ?? (explicit ? `Status: ${explicit}` : null))) ||
    ((said === "upcoming" || said === "forecasted") &&
      (f.statusSentences.find((s) => statesUpcoming(s, site.today, f.pageYear)) ?? f.statusSentences.find((s) => /soon|forecast|anticipated/i.test(s)))) ||
    (said === "open" && !due && f.statusSentences.find((s) => statesRolling(s))) ||
    (said !== "unknown" && basis === "date" ? f.dueDate.sentence : null) ||
    (basis === "explicit" ? (f.statusSentences[0] ?? (explicit ? `Status: ${explicit}` : null)) : null);
  // A status without a sentence to show for it is not stated: unknown (a field with weak evidence is null).
  const current = found ? said : "unknown";
  const sentence = found || null;
  const confidence = explicit || f.closedSentence || (due && f.dueDate.sentence?.includes(":")) ? "high" : current === "unknown" ? "low" : "medium";
  return { status: { current, due_date: due, forecast_date: opens, confidence }, sentence };
}

/** The grant record the deterministic rules read from one page. Every evidenced field keeps its sentence and URL. */
export function localRecord(f: PageFeatures, site: SiteContext, relevance: number, scope: ExtractionScope = FULL_SCOPE): GrantRecord {
  const url = f.page.url;
  const s = scope.dates
    ? status(f, site)
    : { status: { current: "unknown" as const, due_date: null, forecast_date: null, confidence: "low" as const }, sentence: null };
  const amounts = scope.funding ? f.amounts : { low: null, high: null, total: null, currency: null, sentence: null };
  const elig = scope.eligibility ? f.eligibility : { text: null, sentence: null, for: [] };
  const places = findGeography([elig.text ?? "", ...f.sentences.filter((x) => LOCATION_SENTENCE.test(x))].join("\n"));
  const vehicles = findVehicles(f.title, f.page.text);
  const topics = findTopics(f.title, f.page.text);
  const mailto = f.page.html ? [...f.page.html.matchAll(/href=["']mailto:([^"'?]+)/gi)].map((m) => m[1]!) : [];
  const known = [s.status.due_date || s.status.current !== "unknown", amounts.low ?? amounts.high ?? amounts.total, elig.text].filter(Boolean).length;
  return {
    url,
    title: f.title,
    summary: findSummary(f.page.text, f.title, f.structure.captions),
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
    contactInformation: scope.contact ? findContact(f.page.text, mailto) : null,
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
      status: evidence(s.sentence, url),
      eligibility: evidence(elig.sentence, url),
    },
  };
}
