import { z } from "zod";

/** Where an extracted value came from: the sentence and the page, so a person can check it. */
export const evidenceSchema = z.object({ sentence: z.string(), url: z.string() });
export type Evidence = z.infer<typeof evidenceSchema>;

/**
 * What decided a status (labelling.md's bases): the page's words, or its deadline against the day of
 * the analysis. No evidence at all means nothing was found. Records written before this have none.
 */
export const statusBasisSchema = z.enum(["words", "date"]);
export type StatusBasis = z.infer<typeof statusBasisSchema>;
export const statusEvidenceSchema = evidenceSchema.extend({ basis: statusBasisSchema.optional() });
export type StatusEvidence = z.infer<typeof statusEvidenceSchema>;

export const relationshipSchema = z.enum([
  "main-document",
  "application-instructions",
  "eligibility-details",
  "budget-guidelines",
  "evaluation-criteria",
  "frequently-asked-questions",
  "contact-information",
  "supporting-document",
  "parent-page",
  "related-opportunity",
]);
export type Relationship = z.infer<typeof relationshipSchema>;

export const relatedDocumentSchema = z.object({
  url: z.string(),
  title: z.string().nullable(),
  relationship: relationshipSchema,
  relevanceScore: z.number().min(0).max(1),
  matchReason: z.string().nullable(),
  summary: z.string().nullable(),
  fileType: z.string().nullable(),
});
export type RelatedDocumentRecord = z.infer<typeof relatedDocumentSchema>;

export const opportunityStatusSchema = z.enum(["open", "closed", "unknown", "upcoming", "forecasted"]);
export type OpportunityStatus = z.infer<typeof opportunityStatusSchema>;

export const contactSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
});

/** The grant record of spec section 3, as the analysers produce it (canonical spellings only). */
export const grantRecordSchema = z.object({
  url: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  status: z.object({
    current: opportunityStatusSchema,
    due_date: z.string().nullable(), // ISO yyyy-mm-dd
    forecast_date: z.string().nullable(),
    confidence: z.enum(["high", "medium", "low"]),
  }),
  posted_date: z.string().nullable(),
  fundingAmountLow: z.number().nullable(),
  fundingAmountHigh: z.number().nullable(),
  totalFundingAvailable: z.number().nullable(),
  currency: z.string(),
  fundingVehicles: z.array(z.string()),
  type: z.string().nullable(),
  funder: z.string().nullable(),
  eligibility: z.string().nullable(),
  for: z.array(z.string()),
  regions: z.array(z.string()),
  countries: z.array(z.string()),
  states: z.array(z.string()),
  areaOfInterest: z.string().nullable(),
  keywords: z.array(z.string()),
  contactInformation: contactSchema.nullable(),
  rfpLink: z.string().nullable(),
  fundingOpportunityNumber: z.string().nullable(),
  expectedNumberOfAwards: z.number().nullable(),
  confidence: z.enum(["high", "medium", "low"]),
  relevance_score: z.number().min(0).max(1),
  semanticRankScore: z.number().nullable(),
  semanticSimilarityScore: z.number().nullable(),
  semanticCompositeScore: z.number().nullable(),
  urlCluster: z.string(),
  relatedDocuments: z.array(relatedDocumentSchema),
  evidence: z.object({
    due_date: evidenceSchema.nullable(),
    amount: evidenceSchema.nullable(),
    status: statusEvidenceSchema.nullable(),
    eligibility: evidenceSchema.nullable(),
  }),
});
export type GrantRecord = z.infer<typeof grantRecordSchema>;

/** A page of a crawl as the analysers see it (HTML pages and extracted documents alike). */
export interface PageInput {
  url: string;
  title: string | null;
  text: string;
  html: string | null;
  links: Array<{ url: string; text: string }>;
  kind: "page" | "document";
  depth: number;
  statusCode: number | null;
  contentType: string | null;
}
