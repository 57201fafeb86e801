import { describe, expect, it } from "vitest";
import { analysisDifferences } from "./analysis-differences.js";
import { readGrant } from "./opportunity-adapter.js";

const crawl = readGrant({
  url: "https://funder.example/grants/arts",
  title: "Arts Access Grant",
  status: { current: "unknown", due_date: null, forecast_date: null, confidence: "low" },
  fundingAmountHigh: 25000,
  currency: "USD",
  funder: "Alder Foundation",
  eligibility: "<p>Registered nonprofits in Alder County.</p>",
});

describe("what keeping an analysis would change in the results", () => {
  it("names each shown field that changes, before and after, in the row's words", () => {
    const analysis = readGrant({
      url: crawl.url,
      title: crawl.title,
      status: { current: "open", due_date: "2027-04-30", forecast_date: null, confidence: "high" },
      fundingAmountLow: 5000,
      fundingAmountHigh: 25000,
      currency: "USD",
      funder: "Alder Foundation",
      eligibility: "Registered nonprofits in Alder County and schools.",
    });
    expect(analysisDifferences(crawl, analysis)).toEqual([
      { label: "Status", before: "unknown", after: "open" },
      { label: "Due date", before: "not stated", after: "Apr 30, 2027" },
      { label: "Award amount", before: "Up to $25,000", after: "$5,000 – $25,000" },
      { label: "Eligibility", before: "as the crawl read it", after: "as the analysis read it" },
    ]);
  });
  it("is empty when the results already say the same (markup aside), and leaves a corrected status alone", () => {
    expect(analysisDifferences(crawl, { ...crawl, eligibility: "Registered nonprofits in Alder County." })).toEqual([]);
    expect(analysisDifferences({ ...crawl, manuallyCorrected: true }, { ...crawl, status: "open" })).toEqual([]);
  });
  it("leaves out what the analysis did not find: the crawl's value is kept (a page read alone may not name its funder)", () => {
    expect(analysisDifferences(crawl, { ...crawl, funder: null, amountHigh: null, eligibility: null })).toEqual([]);
    // A due date the page no longer gives goes with its status.
    expect(analysisDifferences({ ...crawl, dueDate: "2027-01-15" }, crawl)).toEqual([{ label: "Due date", before: "Jan 15, 2027", after: "not stated" }]);
  });
});
