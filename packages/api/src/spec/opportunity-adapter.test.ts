import { describe, expect, it } from "vitest";
import { parseDetectedUrls, readGrant, standardizeOpportunity } from "./opportunity-adapter.js";

describe("readGrant", () => {
  it("never throws on nothing or garbage", () => {
    for (const raw of [undefined, null, 42, "", [], { status: 5, keywords: "x", relatedDocuments: "no" }]) {
      expect(() => readGrant(raw)).not.toThrow();
    }
    expect(readGrant(null)).toMatchObject({ url: "", title: "Untitled Opportunity", status: "unknown", keywords: [], currency: "USD" });
  });

  it("reads a single URL string as a grant with that url", () => {
    expect(readGrant("https://f.org/grants/a").url).toBe("https://f.org/grants/a");
  });

  it("reads the modern record", () => {
    const g = readGrant({
      url: "https://f.org/g",
      title: "Arts Fund",
      summary: "Funds arts.",
      status: { current: "Open", due_date: "2027-09-30", confidence: "high", forecast_date: null },
      fundingAmountLow: 1000,
      fundingAmountHigh: 15000,
      currency: "eur",
      fundingVehicles: ["grant"],
      funder: "Harbour Trust",
      keywords: ["arts"],
      relevance_score: 0.85,
      urlCluster: "/grants/*",
      manually_corrected: true,
      evidence: { due_date: { sentence: "Deadline: 30 September 2027.", url: "https://f.org/g" }, amount: null, status: null, eligibility: null },
    });
    expect(g).toMatchObject({
      status: "open",
      dueDate: "2027-09-30",
      confidence: "high",
      amountLow: 1000,
      amountHigh: 15000,
      currency: "EUR",
      funder: "Harbour Trust",
      relevanceScore: 0.85,
      manuallyCorrected: true,
    });
    expect(g.evidence.dueDate).toEqual({ sentence: "Deadline: 30 September 2027.", url: "https://f.org/g" });
  });

  it("reads every alias spelling", () => {
    const g = readGrant({
      sourceLink: "https://f.org/x",
      grant_title: "Youth Grants",
      description: "For youth.",
      status: "closed",
      deadline: "March 1, 2027",
      funding_vehicle: "award",
      funderOrganization: { name: "Trust" },
      matched_keywords: ["youth"],
      relevanceScore: 72,
      funding_amount: "$5,000",
      eligibility: { criteria: "Charities", restrictions: ["UK only"] },
      for: ["Nonprofits"],
      contactInformation: { telephone: "555", email: "a@f.org" },
    });
    expect(g).toMatchObject({
      url: "https://f.org/x",
      title: "Youth Grants",
      summary: "For youth.",
      status: "closed",
      dueDate: "March 1, 2027",
      fundingVehicles: ["award"],
      funder: "Trust",
      keywords: ["youth"],
      relevanceScore: 0.72,
      amountHigh: 5000,
      eligibility: "Charities",
      restrictions: ["UK only"],
      sectors: ["Nonprofits"],
    });
    expect(g.contact.phone).toBe("555");
    expect(readGrant({ name: "N", dueDate: "2027-01-01", analysis: { summary: "S", relevance_score: 0.5, confidence: "low" } })).toMatchObject({
      title: "N",
      dueDate: "2027-01-01",
      summary: "S",
      relevanceScore: 0.5,
      confidence: "low",
    });
  });
});

describe("standardizeOpportunity", () => {
  it("converts a legacy flat record", () => {
    const s = standardizeOpportunity({
      title: "Green Spaces",
      url: "https://www.oak.org/grants/green",
      description: "Gardens.",
      status: "open",
      dueDate: "2027-05-15",
      fundingType: "Project grant",
      fundingVehicle: "grant",
      fundingAmount: "$15,000",
      currency: "usd",
      funder: "Oak Foundation",
      website: "https://www.oak.org",
      states: ["OH"],
      for: ["Nonprofits"],
      eligibility: "Registered nonprofits.",
      supporting_urls: ["https://www.oak.org/grants/green/faq"],
    });
    expect(s).toMatchObject({
      url: "https://www.oak.org/grants/green",
      title: "Green Spaces",
      summary: "Gardens.",
      funding: { type: ["Project grant"], vehicle: ["grant"], amount: { min: null, max: 15000, currency: "USD" }, period: null },
      status: { current: "open", due_date: "2027-05-15", forecast_date: null },
      organization: { name: "Oak Foundation", domain: "oak.org", contact: { website: "https://www.oak.org" } },
      eligibility: { criteria: "Registered nonprofits.", restrictions: [], sectors: ["Nonprofits"] },
      geography: { regions: [], countries: [], states: ["OH"] },
    });
    expect(s.relatedDocuments).toEqual([
      {
        url: "https://www.oak.org/grants/green/faq",
        title: "https://www.oak.org/grants/green/faq",
        relevanceScore: 0.7,
        relationship: "supporting-document",
        matchReason: "Linked as a supporting URL",
      },
    ]);
  });

  it("gives a complete shape for an empty input", () => {
    const s = standardizeOpportunity(undefined);
    expect(s.funding.amount).toEqual({ min: null, max: null, currency: "USD" });
    expect(s.relatedDocuments).toEqual([]);
    expect(s.organization.domain).toBeNull();
  });
});

describe("parseDetectedUrls", () => {
  it("handles arrays, JSON-string arrays and single URLs", () => {
    expect(parseDetectedUrls([{ url: "a" }])).toEqual([{ url: "a" }]);
    expect(parseDetectedUrls('["https://a.org","https://b.org"]')).toEqual(["https://a.org", "https://b.org"]);
    expect(parseDetectedUrls("https://a.org/x")).toEqual(["https://a.org/x"]);
    expect(parseDetectedUrls("[not json")).toEqual([]);
    expect(parseDetectedUrls(null)).toEqual([]);
    expect(parseDetectedUrls({})).toEqual([]);
  });
});
