import { describe, expect, it } from "vitest";
import {
  allOpportunitiesFileName,
  buildEnrichedExport,
  csvFileName,
  enrichedExportFileName,
  groupExportFileName,
  icsFileName,
  resultsFileName,
  resultsForDownload,
  toExportedOpportunity,
} from "./export-shape.js";
import { readGrant } from "./opportunity-adapter.js";
import { blankServedGrant } from "./served-grant.js";

const SHAPE = [
  "title",
  "type",
  "funder",
  "status",
  "currency",
  "funderSlug",
  "dueDate",
  "fundingAmountHigh",
  "fundingAmountLow",
  "totalFundingAvailable",
  "fundingPeriod",
  "for",
  "rfpLink",
  "smallBusinessSetAside",
  "keywords",
  "relatedDocuments",
  "contactInformation",
  "forecastedDate",
  "summary",
  "eligibility",
  "fundingVehicles",
  "areaOfInterest",
  "subAreaOfInterest",
  "regions",
  "states",
  "countries",
  "beneficiaries",
  "expectedNumberOfAwards",
  "fundingOpportunityNumber",
  "funderPostedDate",
  "funderUpdatedAt",
];

describe("exported opportunity", () => {
  it("has every field of the spec shape (plus url)", () => {
    const e = toExportedOpportunity(
      readGrant({
        url: "https://a.org/g",
        title: "G",
        funder: "Harbour Light Trust",
        status: { current: "closed", due_date: "2027-01-01" },
        fundingAmountHigh: 5000,
      }),
    );
    expect(Object.keys(e).sort()).toEqual([...SHAPE, "url"].sort());
    expect(e).toMatchObject({ status: "closed", dueDate: "2027-01-01", funderSlug: "harbour-light-trust", fundingAmountHigh: 5000, currency: "USD" });
  });
  it("file names", () => {
    const d = new Date(2026, 2, 4);
    expect(allOpportunitiesFileName(d)).toBe("all_opportunities_2026-03-04.json");
    expect(enrichedExportFileName(d)).toBe("grant-opportunities-2026-03-04.json");
    expect(groupExportFileName("/grants/*")).toBe("grants_grants.json");
    expect(groupExportFileName("Coastal Arts")).toBe("grants_coastal-arts.json");
    // The files the spec does not name carry the site, so two sites exported on one day do not collide.
    expect(csvFileName("https://www.tidewater.org/grants", d)).toBe("opportunities_tidewater-org_2026-03-04.csv");
    expect(icsFileName("https://tidewater.org", d)).toBe("grant-deadlines-tidewater-org-2026-03-04.ics");
    expect(resultsFileName(7, "https://tidewater.org", d)).toBe("crawl-results-tidewater-org-7-2026-03-04.json");
  });
});

describe("enriched export", () => {
  it("wraps results with export_info", () => {
    const now = new Date("2026-03-04T10:00:00Z");
    const file = buildEnrichedExport({ success: true, message: "ok", results: [{ title: "A" }] }, { jobId: 7, sourceUrl: "https://a.org", now });
    expect(file).toEqual({
      export_info: { exported_at: "2026-03-04T10:00:00.000Z", enrichment_status: "completed", source_url: "https://a.org", job_id: 7 },
      data: [{ title: "A" }],
    });
  });
  it("accepts a success flag without results", () => {
    expect(buildEnrichedExport({ success: true }, { jobId: 1, sourceUrl: null }).data).toEqual([]);
  });
  it("refuses an answer with neither results nor success", () => {
    expect(() => buildEnrichedExport({ message: "x" }, { jobId: 1, sourceUrl: null })).toThrow("Enriched data is missing required fields");
    expect(() => buildEnrichedExport(null, { jobId: 1, sourceUrl: null })).toThrow("Enriched data is missing required fields");
  });
});

describe("Download JSON", () => {
  it("leaves out what a person dismissed and counts what is left", () => {
    const kept = blankServedGrant("https://funder.example/grants/arts", "Arts Grant");
    const dismissed = { ...blankServedGrant("https://funder.example/news/gala", "Gala recap"), dismissed: true };
    const broken = {
      type: "broken_links" as const,
      severity: "low" as const,
      details: { count: 1, detected_urls: [{ url: "https://funder.example/x", status_code: 404, linked_from: [] }] },
    };
    const results = {
      crawl_info: {
        job_id: 7,
        pages_crawled: 3,
        target_website: "https://funder.example",
        started_at: "",
        ended_at: null,
        duration_seconds: 1,
        status: "completed",
        error: null,
      },
      statistics: { pages_by_status_code: { "200": 3 } },
      opportunities: [{ type: "grant_opportunities" as const, severity: "high" as const, details: { count: 2, detected_urls: [kept, dismissed] } }, broken],
      coverage: {},
    };
    const file = resultsForDownload(results);
    const grants = file.opportunities[0]!;
    expect(grants.details.count).toBe(1);
    expect(JSON.stringify(file)).not.toContain("Gala recap");
    expect(file.opportunities[1]).toEqual(broken);
    expect(results.opportunities[0]!.details.count).toBe(2);
  });
});
