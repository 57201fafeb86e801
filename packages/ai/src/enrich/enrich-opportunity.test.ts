import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import { createLocalProvider } from "../providers/local-provider.js";
import type { PageInput } from "../record.js";
import { type EnrichOptions, enrichOpportunity } from "./enrich-opportunity.js";

const today = new Date("2026-11-22T12:00:00Z");
const html = `<html><head><title>River Grant | Test Fund</title></head><body><main><h1>River Grant</h1>
<p>Grants of up to $40,000 for river projects. Applications are due March 3, 2027.</p>
<p>Questions? Email grants@testfund.org.</p><p><a href="https://t.org/river/eligibility">Eligibility</a></p></main></body></html>`;
const page = pageInput({
  url: "https://t.org/river",
  title: "River Grant | Test Fund",
  text: "River Grant\nGrants of up to $40,000 for river projects. Applications are due March 3, 2027.\nQuestions? Email grants@testfund.org.\nEligibility",
  html,
  links: [{ url: "https://t.org/river/eligibility", text: "Eligibility" }],
});
const eligibility: PageInput = {
  ...page,
  url: "https://t.org/river/eligibility",
  title: "Eligibility",
  html: null,
  kind: "document",
  text: "Eligibility\nApplicants must be nonprofit organizations in Oregon.",
  links: [],
};
const all: EnrichOptions = { enrichFunding: true, enrichDates: true, enrichEligibility: true, analyzeSupportingDocuments: true, includeContactDetails: true };
const run = (options: Partial<EnrichOptions>, existing = null) =>
  enrichOpportunity({ page, supporting: [eligibility], existing, options: { ...all, ...options }, provider: createLocalProvider(), today });

describe("enrichOpportunity", () => {
  it("extracts every group, reading eligibility from the supporting document", async () => {
    const { record, notes } = await run({});
    expect(record).toMatchObject({ fundingAmountHigh: 40000, status: { current: "open", due_date: "2027-03-03" }, states: ["Oregon"] });
    expect(record.evidence.eligibility?.url).toBe(eligibility.url);
    expect(record.contactInformation?.email).toBe("grants@testfund.org");
    expect(record.relatedDocuments.map((d) => d.relationship)).toEqual(["eligibility-details"]);
    expect(notes.join(" ")).toMatch(/supporting document/);
  });

  it("each option off leaves its fields unextracted", async () => {
    const { record } = await run({ enrichFunding: false, enrichDates: false, includeContactDetails: false, analyzeSupportingDocuments: false });
    expect(record.fundingAmountHigh).toBeNull();
    expect(record.evidence.amount).toBeNull();
    expect(record.status).toMatchObject({ current: "unknown", due_date: null });
    expect(record.contactInformation).toBeNull();
    expect(record.eligibility).toBeNull();
    expect(record.relatedDocuments).toEqual([]);
  });

  it("says a custom prompt cannot steer the local analyser, and still analyses", async () => {
    const { record, notes } = await run({ customPrompt: "Focus on arts funding" });
    expect(notes.join(" ")).toMatch(/cannot steer/);
    expect(record.fundingAmountHigh).toBe(40000);
  });
});
