import { asList, asNumber, asRecord, asText, type RawRecord } from "./raw-values.js";
import { relationshipOrder } from "./relationship-order.js";

/** A related document as lists and dialogs show it (spec section 3). */
export interface RelatedDoc {
  url: string;
  title: string;
  relationship: string;
  relevanceScore: number | null;
  matchReason: string | null;
  summary: string | null;
  fileType: string | null;
  /** Demonstration documents built for display only; never exported or counted. */
  placeholder?: boolean;
}

/** Spec section 9: relevance given to links that come without a score. */
export const SUPPORTING_URL_RELEVANCE = 0.7;
export const DETAIL_RESOURCE_RELEVANCE = 0.6;

function toDoc(item: unknown, fallback: { relationship: string; relevance: number | null; reason: string | null }): RelatedDoc | null {
  if (typeof item === "string") item = { url: item };
  const d = asRecord(item);
  if (!d || typeof d.url !== "string" || !d.url.trim()) return null;
  const score = asNumber(d.relevanceScore ?? d.relevance_score ?? d.score);
  return {
    url: d.url.trim(),
    title: asText(d.title ?? d.name) ?? d.url.trim(),
    relationship: asText(d.relationship ?? d.type) ?? fallback.relationship,
    relevanceScore: score === null ? fallback.relevance : score > 1 ? Math.min(score / 100, 1) : Math.max(score, 0),
    matchReason: asText(d.matchReason ?? d.match_reason) ?? fallback.reason,
    summary: asText(d.summary),
    fileType: asText(d.fileType ?? d.file_type),
  };
}

function uniqueByUrl(docs: Array<RelatedDoc | null>): RelatedDoc[] {
  const seen = new Set<string>();
  return docs.filter((d): d is RelatedDoc => {
    if (!d || seen.has(d.url)) return false;
    seen.add(d.url);
    return true;
  });
}

/**
 * Everything a record links to: its relatedDocuments, then legacy supporting URLs (relevance 0.7)
 * and detail resources (relevance 0.6), de-duplicated by URL.
 */
export function collectRelatedDocuments(record: RawRecord): RelatedDoc[] {
  const details = asRecord(record.details) ?? {};
  const main = (Array.isArray(record.relatedDocuments) ? record.relatedDocuments : []).map((i) =>
    toDoc(i, { relationship: "unknown", relevance: null, reason: null }),
  );
  const supporting = [...asList(record.supporting_urls), ...asList(record.supportingUrls)].map((u) =>
    toDoc(u, { relationship: "supporting-document", relevance: SUPPORTING_URL_RELEVANCE, reason: "Linked as a supporting URL" }),
  );
  const resources = [details.resources, record.resources]
    .flatMap((r) => (Array.isArray(r) ? r : []))
    .map((u) => toDoc(u, { relationship: "supporting-document", relevance: DETAIL_RESOURCE_RELEVANCE, reason: "Listed as a resource on the detail page" }));
  return uniqueByUrl([...main, ...supporting, ...resources]);
}

/** Relationship order first (main document on top), then higher relevance. */
export function sortRelatedDocuments(docs: RelatedDoc[]): RelatedDoc[] {
  return [...docs].sort((a, b) => relationshipOrder(a.relationship) - relationshipOrder(b.relationship) || (b.relevanceScore ?? 0) - (a.relevanceScore ?? 0));
}

/**
 * Demonstration documents for a detail view whose opportunity has none (spec section 2). They are
 * marked `placeholder` and titled as test documents so nobody mistakes them for crawled data.
 */
export function placeholderDocuments(opportunityUrl: string): RelatedDoc[] {
  const base = opportunityUrl.replace(/[?#].*$/, "").replace(/\/+$/, "");
  const make = (path: string, title: string, relationship: string, relevanceScore: number, fileType: string): RelatedDoc => ({
    url: `${base}/${path}`,
    title: `Test document: ${title}`,
    relationship,
    relevanceScore,
    matchReason: "Demonstration placeholder built from the opportunity URL (not crawled)",
    summary: null,
    fileType,
    placeholder: true,
  });
  return [
    make("application-guidelines.pdf", "Application Guidelines", "application-instructions", 0.9, "pdf"),
    make("eligibility", "Eligibility Details", "eligibility-details", 0.8, "html"),
    make("faq", "Frequently Asked Questions", "frequently-asked-questions", 0.7, "html"),
  ];
}
