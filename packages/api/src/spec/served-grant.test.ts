import { describe, expect, it } from "vitest";
import { readGrant } from "./opportunity-adapter.js";
import { grantView, type ServedGrant, servedGrantSchema } from "./served-grant.js";

const served: ServedGrant = {
  url: "https://funder.example/grants/small",
  title: "Small Grants 2027",
  summary: "Supports community projects.",
  status: { current: "open", due_date: "2027-03-01", forecast_date: null, confidence: "high" },
  posted_date: "2026-10-01",
  fundingAmountLow: 1000,
  fundingAmountHigh: 5000,
  totalFundingAvailable: 50000,
  currency: "GBP",
  fundingVehicles: ["project grant"],
  type: "grant",
  funder: "Funder Trust",
  eligibility: "Registered charities.",
  for: ["charities"],
  regions: ["Wales"],
  countries: ["United Kingdom"],
  states: [],
  areaOfInterest: "Community",
  keywords: ["community"],
  contactInformation: { name: "Grants team", email: "grants@funder.example", telephone: "01234 567890", website: null, address: null },
  rfpLink: "https://funder.example/grants/small/guidance.pdf",
  fundingOpportunityNumber: null,
  expectedNumberOfAwards: 12,
  confidence: "high",
  relevance_score: 0.82,
  semanticRankScore: 0.7,
  semanticSimilarityScore: null,
  semanticCompositeScore: null,
  urlCluster: "/grants/*",
  relatedDocuments: [
    {
      url: "https://funder.example/grants/small/guidance.pdf",
      title: "Guidance",
      relationship: "application-instructions",
      relevanceScore: 0.9,
      matchReason: "Linked from the programme page",
      summary: null,
      fileType: "pdf",
    },
  ],
  evidence: {
    due_date: { sentence: "Apply by 1 March 2027.", url: "https://funder.example/grants/small" },
    amount: null,
    status: null,
    eligibility: null,
  },
  manually_corrected: true,
  correction_note: "Manually corrected by user",
  dismissed: false,
};

describe("grantView", () => {
  it("reads a served grant field by field exactly as the alias-tolerant reader does", () => {
    expect(servedGrantSchema.parse(served)).toEqual(served);
    expect(grantView(served)).toEqual(readGrant(served));
  });
});
