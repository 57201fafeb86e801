import { formatCurrency, formatFundingRange } from "./format-currency.js";
import { formatDate } from "./format-date.js";
import { type GrantView, readGrant } from "./opportunity-adapter.js";
import { asList, asRecord, asText } from "./raw-values.js";
import { collectRelatedDocuments, type RelatedDoc, sortRelatedDocuments } from "./related-documents.js";

/**
 * What the Process Opportunity tabs show, read through the shared grant adapter (any spelling of
 * spec section 3). Each section is a list of label/value rows; an empty list means "not extracted yet".
 */
export interface FieldRow {
  label: string;
  value: string;
}

const rows = (pairs: Array<[string, string | null | undefined]>): FieldRow[] =>
  pairs.filter((p): p is [string, string] => !!p[1]).map(([label, value]) => ({ label, value }));
const joined = (xs: string[]) => (xs.length ? [...new Set(xs)].join(", ") : null);
const DATE_PATTERN = "MMMM d, yyyy";

/** The record as the analysis page reads it. */
export const readAnalysisGrant = (raw: unknown): GrantView => readGrant(raw);

export function fundingRows(g: GrantView): FieldRow[] {
  const range = formatFundingRange(g.amountLow, g.amountHigh, g.currency);
  return rows([
    ["Award amount", range === "N/A" ? null : range],
    ["Total funding available", g.totalFunding !== null ? formatCurrency(g.totalFunding, g.currency) : null],
    ["Funding type", joined([...(g.type ? [g.type] : []), ...g.fundingTypes])],
    ["Funding vehicles", joined(g.fundingVehicles)],
    ["Funding period", g.fundingPeriod],
    ["Expected number of awards", g.expectedAwards !== null ? String(g.expectedAwards) : null],
  ]);
}

export function dateRows(g: GrantView): FieldRow[] {
  const date = (v: string | null) => (v ? formatDate(v, DATE_PATTERN) : null);
  return rows([
    ["Due date", date(g.dueDate)],
    ["Posted", date(g.postedDate)],
    ["Updated", date(g.updatedAt)],
    ["Forecast", date(g.forecastDate)],
  ]);
}

export function funderRows(g: GrantView): FieldRow[] {
  return rows([
    ["Funder", g.funder],
    ["Department", g.department],
    ["Contact", g.contact.name],
    ["Email", g.contact.email],
    ["Telephone", g.contact.phone],
    ["Website", g.contact.website],
    ["Address", g.contact.address],
  ]);
}

export function geographyRows(g: GrantView): FieldRow[] {
  return rows([
    ["Regions", joined(g.regions)],
    ["Countries", joined(g.countries)],
    ["States", joined(g.states)],
  ]);
}

export type EligibilityDetails = { kind: "text"; text: string } | { kind: "pairs"; rows: FieldRow[] } | null;

const labelOf = (key: string) => key.replace(/[_-]/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");
function displayValue(v: unknown): string {
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (Array.isArray(v)) return asList(v).join(", ");
  if (asRecord(v)) return JSON.stringify(v);
  return asText(v) ?? "";
}

/** Eligible applicants (the `for` list and its aliases) and the details as text, or key/value pairs for an object. */
export function readEligibility(raw: unknown): { applicants: string[]; details: EligibilityDetails } {
  const g = readGrant(raw);
  const applicants = [...new Set(g.sectors)];
  const object = asRecord(asRecord(raw)?.eligibility);
  if (object) {
    const pairs = Object.entries(object)
      .map(([k, v]) => ({ label: labelOf(k), value: displayValue(v) }))
      .filter((r) => r.value);
    return { applicants, details: pairs.length ? { kind: "pairs", rows: pairs } : null };
  }
  return { applicants, details: g.eligibility ? { kind: "text", text: g.eligibility } : null };
}

/** Related documents with a string url, de-duplicated, in relationship order (spec sections 5 and 9). */
export function readRelatedDocuments(raw: unknown): RelatedDoc[] {
  return sortRelatedDocuments(collectRelatedDocuments(asRecord(raw) ?? {}));
}
