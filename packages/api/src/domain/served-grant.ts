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
