import { type Evidence, type StatusEvidence, statusBasisSchema } from "@grantscout/ai/record";
import { asList, asNumber, asRecord, asText, pick, type RawRecord } from "./raw-values.js";
import { collectRelatedDocuments, type RelatedDoc } from "./related-documents.js";

/**
 * Reads a grant in any spelling of spec section 3 (modern crawl record, legacy flat record, or
 * anything in between). Every function here is total: missing or malformed fields become null/[].
 */
/** The sentence a value was read from, and its page ("" when a record names no page). */
export type { Evidence, StatusEvidence };

export interface GrantView {
  url: string;
  title: string;
  summary: string | null;
  status: string;
  confidence: string | null;
  dueDate: string | null;
  forecastDate: string | null;
  postedDate: string | null;
  updatedAt: string | null;
  type: string | null;
  fundingTypes: string[];
  fundingVehicles: string[];
  amountLow: number | null;
  amountHigh: number | null;
  totalFunding: number | null;
  currency: string;
  fundingPeriod: string | null;
  expectedAwards: number | null;
  funder: string | null;
  department: string | null;
  contact: { name: string | null; email: string | null; phone: string | null; website: string | null; address: string | null };
  regions: string[];
  countries: string[];
  states: string[];
  areaOfInterest: string | null;
  subAreaOfInterest: string | null;
  keywords: string[];
  sectors: string[];
  eligibility: string | null;
  restrictions: string[];
  relevanceScore: number | null;
  semanticRankScore: number | null;
  recommendation: string | null;
  urlCluster: string | null;
  manuallyCorrected: boolean;
  correctionNote: string | null;
  /** A person marked it "not an opportunity". */
  dismissed: boolean;
  rfpLink: string | null;
  fundingOpportunityNumber: string | null;
  relatedDocuments: RelatedDoc[];
  evidence: { dueDate: Evidence | null; amount: Evidence | null; status: StatusEvidence | null; eligibility: Evidence | null };
}

/** Spec section 3 standardised shape. */
export interface StandardOpportunity {
  url: string;
  title: string;
  summary: string;
  funding: { type: string[]; vehicle: string[]; amount: { min: number | null; max: number | null; currency: string }; period: string | null };
  status: { current: string; confidence: string | null; due_date: string | null; forecast_date: string | null };
  organization: { name: string | null; domain: string | null; contact: { email: string | null; phone: string | null; website: string | null } };
  eligibility: { criteria: string; restrictions: string[]; sectors: string[] };
  geography: { regions: string[]; countries: string[]; states: string[] };
  relatedDocuments: Array<Pick<RelatedDoc, "url" | "title" | "relevanceScore" | "relationship" | "matchReason">>;
}

const toScore = (v: unknown): number | null => {
  const n = asNumber(v);
  return n === null ? null : n > 1 ? Math.min(n, 100) / 100 : Math.max(n, 0);
};

function readEvidence(v: unknown): Evidence | null {
  if (typeof v === "string" && v.trim()) return { sentence: v.trim(), url: "" };
  const e = asRecord(v);
  const sentence = asText(e?.sentence ?? e?.text);
  return sentence ? { sentence, url: asText(e?.url) ?? "" } : null;
}

/** A status's evidence with what decided it, when the record says (records before issue 44 do not). */
function readStatusEvidence(v: unknown): StatusEvidence | null {
  const e = readEvidence(v);
  const basis = statusBasisSchema.safeParse(asRecord(v)?.basis);
  return e && basis.success ? { ...e, basis: basis.data } : e;
}

function readEligibilityText(v: unknown): { criteria: string | null; restrictions: string[]; sectors: string[] } {
  const text = asText(v);
  if (text) return { criteria: text, restrictions: [], sectors: [] };
  if (Array.isArray(v)) return { criteria: asList(v).join("; ") || null, restrictions: [], sectors: [] };
  const e = asRecord(v) ?? {};
  return {
    criteria: asText(pick(e, "criteria", "summary", "description", "text")) ?? (asList(e.requirements).join("; ") || null),
    restrictions: asList(e.restrictions),
    sectors: asList(pick(e, "sectors", "eligible_sectors")),
  };
}

function funderName(d: RawRecord): string | null {
  const f = pick(d, "funder", "funderOrganization", "funder_organization", "organization");
  return asText(f) ?? asText(asRecord(f)?.name);
}

function domainOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** The normalised flat view of a grant used by lists, rows, exports and the detail dialog. */
export function readGrant(raw: unknown): GrantView {
  const d = typeof raw === "string" ? { url: raw } : (asRecord(raw) ?? {});
  const statusObj = asRecord(d.status) ?? {};
  const analysis = asRecord(d.analysis) ?? {};
  const funding = asRecord(d.funding) ?? {};
  const amount = asRecord(funding.amount) ?? {};
  const contact = asRecord(pick(d, "contactInformation", "contact_information", "contact")) ?? {};
  const evidence = asRecord(d.evidence) ?? {};
  const geography = asRecord(d.geography) ?? {};
  const elig = readEligibilityText(d.eligibility);
  const url = asText(pick(d, "url", "sourceLink", "source_link", "link")) ?? "";
  const statusText = (asText(d.status) ?? asText(statusObj.current) ?? asText(statusObj.status) ?? "unknown").toLowerCase();
  return {
    url,
    title: asText(pick(d, "title", "grant_title", "name")) ?? "Untitled Opportunity",
    summary: asText(pick(d, "summary", "description")) ?? asText(analysis.summary) ?? asText(d.analysis),
    status: statusText,
    confidence: (asText(statusObj.confidence) ?? asText(d.confidence) ?? asText(analysis.confidence))?.toLowerCase() ?? null,
    dueDate: asText(pick(d, "due_date", "dueDate", "deadline")) ?? asText(statusObj.due_date ?? statusObj.dueDate),
    forecastDate: asText(pick(d, "forecasted_date", "forecastedDate", "forecastDate", "forecast_date")) ?? asText(statusObj.forecast_date),
    postedDate: asText(pick(d, "posted_date", "funderPostedDate", "postedDate")),
    updatedAt: asText(pick(d, "updated_at", "funderUpdatedAt", "updatedAt")),
    type: asText(d.type) ?? asList(funding.type)[0] ?? null,
    fundingTypes: asList(pick(d, "fundingType", "funding_type")).concat(asList(funding.type)),
    fundingVehicles: asList(pick(d, "fundingVehicles", "funding_vehicle", "fundingVehicle", "funding_vehicles")).concat(asList(funding.vehicle)),
    amountLow: asNumber(pick(d, "fundingAmountLow", "funding_amount_low")) ?? asNumber(amount.min),
    amountHigh: asNumber(pick(d, "fundingAmountHigh", "funding_amount", "fundingAmount", "funding_amount_high")) ?? asNumber(amount.max),
    totalFunding: asNumber(pick(d, "totalFundingAvailable", "total_funding_available")),
    currency: (asText(d.currency) ?? asText(amount.currency) ?? "USD").toUpperCase(),
    fundingPeriod: asText(pick(d, "fundingPeriod", "funding_period")) ?? asText(funding.period),
    expectedAwards: asNumber(pick(d, "expectedNumberOfAwards", "expected_number_of_awards")),
    funder: funderName(d),
    department: asText(pick(d, "funderSubOrganization", "department")),
    contact: {
      name: asText(contact.name),
      email: asText(contact.email),
      phone: asText(pick(contact, "telephone", "phone")),
      website: asText(contact.website) ?? asText(d.website),
      address: asText(pick(contact, "address", "mailingAddress")),
    },
    regions: asList(pick(d, "regions", "region")).concat(asList(geography.regions)),
    countries: asList(pick(d, "countries", "country")).concat(asList(geography.countries)),
    states: asList(pick(d, "states", "state")).concat(asList(geography.states)),
    areaOfInterest: asText(pick(d, "areaOfInterest", "area_of_interest")),
    subAreaOfInterest: asText(pick(d, "subAreaOfInterest", "sub_area_of_interest")),
    keywords: asList(pick(d, "keywords", "matched_keywords")),
    sectors: asList(pick(d, "for", "eligibleApplicants", "beneficiaries")).concat(elig.sectors),
    eligibility: elig.criteria,
    restrictions: elig.restrictions,
    relevanceScore: toScore(pick(d, "relevance_score", "relevanceScore")) ?? toScore(analysis.relevance_score),
    semanticRankScore: asNumber(pick(d, "semanticRankScore", "semantic_rank_score")),
    recommendation: asText(analysis.recommendation),
    urlCluster: asText(d.urlCluster),
    manuallyCorrected: d.manually_corrected === true || statusObj.manually_corrected === true,
    correctionNote: asText(d.correction_note),
    dismissed: d.dismissed === true,
    rfpLink: asText(d.rfpLink),
    fundingOpportunityNumber: asText(d.fundingOpportunityNumber),
    relatedDocuments: collectRelatedDocuments(d),
    evidence: {
      dueDate: readEvidence(evidence.due_date),
      amount: readEvidence(evidence.amount),
      status: readStatusEvidence(evidence.status),
      eligibility: readEvidence(evidence.eligibility),
    },
  };
}

/** Converts a legacy/flat or modern record to the standardised shape of spec section 3. */
export function standardizeOpportunity(raw: unknown): StandardOpportunity {
  return standardOpportunity(readGrant(raw));
}

/** The standardised shape of spec section 3 of a grant already read. */
export function standardOpportunity(g: GrantView): StandardOpportunity {
  const uniq = (xs: string[]) => [...new Set(xs)];
  return {
    url: g.url,
    title: g.title,
    summary: g.summary ?? "",
    funding: {
      type: uniq([...(g.type ? [g.type] : []), ...g.fundingTypes]),
      vehicle: uniq(g.fundingVehicles),
      amount: { min: g.amountLow, max: g.amountHigh, currency: g.currency },
      period: g.fundingPeriod,
    },
    status: { current: g.status, confidence: g.confidence, due_date: g.dueDate, forecast_date: g.forecastDate },
    organization: {
      name: g.funder,
      domain: domainOf(g.contact.website) ?? domainOf(g.url),
      contact: { email: g.contact.email, phone: g.contact.phone, website: g.contact.website },
    },
    eligibility: { criteria: g.eligibility ?? "", restrictions: g.restrictions, sectors: uniq(g.sectors) },
    geography: { regions: uniq(g.regions), countries: uniq(g.countries), states: uniq(g.states) },
    relatedDocuments: g.relatedDocuments.map(({ url, title, relevanceScore, relationship, matchReason }) => ({
      url,
      title,
      relevanceScore,
      relationship,
      matchReason,
    })),
  };
}

/**
 * The grants of a results entry: detected_urls may be an array, a JSON-string array, or a single
 * URL string (spec section 3). Anything else is an empty list.
 */
export function parseDetectedUrls(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string" || !value.trim()) return [];
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [text];
}
