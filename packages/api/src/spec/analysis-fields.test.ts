import { describe, expect, it } from "vitest";
import { dateRows, funderRows, fundingRows, geographyRows, readAnalysisGrant, readEligibility, readRelatedDocuments } from "./analysis-fields.js";

const rowsOf = (raw: Record<string, unknown>) => readAnalysisGrant(raw);

describe("analysis page fields", () => {
  it("reads funding from flat and legacy spellings", () => {
    expect(fundingRows(rowsOf({ fundingAmountLow: 5000, fundingAmountHigh: 25000, currency: "EUR", fundingVehicles: ["grant"] }))).toEqual([
      { label: "Award amount", value: "€5,000 – €25,000" },
      { label: "Funding vehicles", value: "grant" },
    ]);
    expect(fundingRows(rowsOf({ fundingAmount: "$10,000", fundingType: "Project" }))).toEqual([
      { label: "Award amount", value: "Up to $10,000" },
      { label: "Funding type", value: "Project" },
    ]);
    expect(fundingRows(rowsOf({}))).toEqual([]);
  });
  it("reads dates from the record or its status object; unparseable dates stay as they are", () => {
    expect(dateRows(rowsOf({ status: { current: "open", due_date: "2027-03-03" } }))).toEqual([{ label: "Due date", value: "March 3, 2027" }]);
    expect(dateRows(rowsOf({ dueDate: "rolling", funderPostedDate: "2026-01-01" }))).toEqual([
      { label: "Due date", value: "rolling" },
      { label: "Posted", value: "January 1, 2026" },
    ]);
  });
  it("reads the funder and geography", () => {
    expect(funderRows(rowsOf({ funderOrganization: "Acme Fund", contactInformation: { email: "a@b.org" } }))).toEqual([
      { label: "Funder", value: "Acme Fund" },
      { label: "Email", value: "a@b.org" },
    ]);
    expect(geographyRows(rowsOf({ states: ["CA", "OR"] }))).toEqual([{ label: "States", value: "CA, OR" }]);
  });
  it("reads eligibility as text or key/value pairs", () => {
    expect(readEligibility({ for: ["Nonprofits"], eligibility: "501(c)(3) only" })).toEqual({
      applicants: ["Nonprofits"],
      details: { kind: "text", text: "501(c)(3) only" },
    });
    expect(readEligibility({ eligibility: { criteria: "Local groups", smallBusiness: false, restrictions: ["No individuals"] } }).details).toEqual({
      kind: "pairs",
      rows: [
        { label: "criteria", value: "Local groups" },
        { label: "small Business", value: "No" },
        { label: "restrictions", value: "No individuals" },
      ],
    });
    expect(readEligibility({}).details).toBeNull();
  });
  it("drops related documents without a url, de-duplicates and orders them", () => {
    const docs = readRelatedDocuments({
      relatedDocuments: [
        { url: "https://a/faq", relationship: "faq", relevanceScore: 0.9 },
        { url: "https://a/faq" },
        { title: "no url" },
        { url: "https://a/apply", relationship: "application_instructions", relevanceScore: 0.5 },
      ],
    });
    expect(docs.map((d) => d.url)).toEqual(["https://a/apply", "https://a/faq"]);
  });
});
