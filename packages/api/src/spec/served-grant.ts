import { grantRecordSchema, opportunityStatusSchema, relatedDocumentSchema } from "@grantscout/ai/record";
import { z } from "zod";
import type { GrantView } from "./opportunity-adapter.js";

/**
 * The grant as the server serves it (issue #18: one typed record from the database to the screen):
 * the analyser's record of spec section 3 with the stored status, the person's corrections and the
 * related documents of the database.
 */
export const servedGrantSchema = grantRecordSchema.extend({
  status: grantRecordSchema.shape.status.extend({ current: opportunityStatusSchema }),
  manually_corrected: z.boolean(),
  correction_note: z.string().nullable(),
  dismissed: z.boolean(),
  relatedDocuments: z.array(relatedDocumentSchema),
});
export type ServedGrant = z.infer<typeof servedGrantSchema>;

/** A served grant of which nothing is known but its page: what records written by earlier versions lack. */
export function blankServedGrant(url: string, title: string): ServedGrant {
  return {
    url,
    title,
    summary: null,
    status: { current: "unknown", due_date: null, forecast_date: null, confidence: "low" },
    posted_date: null,
    fundingAmountLow: null,
    fundingAmountHigh: null,
    totalFundingAvailable: null,
    currency: "USD",
    fundingVehicles: [],
    type: null,
    funder: null,
    eligibility: null,
    for: [],
    regions: [],
    countries: [],
    states: [],
    areaOfInterest: null,
    keywords: [],
    contactInformation: null,
    rfpLink: null,
    fundingOpportunityNumber: null,
    expectedNumberOfAwards: null,
    confidence: "low",
    relevance_score: 0,
    semanticRankScore: null,
    semanticSimilarityScore: null,
    semanticCompositeScore: null,
    urlCluster: "",
    relatedDocuments: [],
    evidence: { due_date: null, amount: null, status: null, eligibility: null },
    manually_corrected: false,
    correction_note: null,
    dismissed: false,
  };
}

/** The flat view lists, rows and the detail dialog show, read field by field from the typed record. */
export function grantView(g: ServedGrant): GrantView {
  const contact = g.contactInformation;
  return {
    url: g.url,
    title: g.title,
    summary: g.summary,
    status: g.status.current,
    confidence: g.status.confidence,
    dueDate: g.status.due_date,
    forecastDate: g.status.forecast_date,
    postedDate: g.posted_date,
    updatedAt: null,
    type: g.type,
    fundingTypes: [],
    fundingVehicles: g.fundingVehicles,
    amountLow: g.fundingAmountLow,
    amountHigh: g.fundingAmountHigh,
    totalFunding: g.totalFundingAvailable,
    currency: g.currency.toUpperCase(),
    fundingPeriod: null,
    expectedAwards: g.expectedNumberOfAwards,
    funder: g.funder,
    department: null,
    contact: {
      name: contact?.name ?? null,
      email: contact?.email ?? null,
      phone: contact?.telephone ?? null,
      website: contact?.website ?? null,
      address: contact?.address ?? null,
    },
    regions: g.regions,
    countries: g.countries,
    states: g.states,
    areaOfInterest: g.areaOfInterest,
    subAreaOfInterest: null,
    keywords: g.keywords,
    sectors: g.for,
    eligibility: g.eligibility,
    restrictions: [],
    relevanceScore: g.relevance_score,
    semanticRankScore: g.semanticRankScore,
    recommendation: null,
    urlCluster: g.urlCluster,
    manuallyCorrected: g.manually_corrected,
    correctionNote: g.correction_note,
    dismissed: g.dismissed,
    rfpLink: g.rfpLink,
    fundingOpportunityNumber: g.fundingOpportunityNumber,
    relatedDocuments: g.relatedDocuments.map((d) => ({ ...d, title: d.title ?? d.url })),
    evidence: { dueDate: g.evidence.due_date, amount: g.evidence.amount, status: g.evidence.status, eligibility: g.evidence.eligibility },
  };
}
