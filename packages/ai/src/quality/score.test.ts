import { describe, expect, it } from "vitest";
import { firstMarkablePage, type SiteLabels, scoreSite, summarise } from "./score.js";

const labels: SiteLabels = {
  opportunities: [
    { path: "/grants/a", status: "open", due_date: "2027-03-03", fundingAmountLow: 5000, fundingAmountHigh: 25000, related: ["/grants", "/grants/a/faq"] },
    { path: "/grants/b", status: "closed", due_date: null, fundingAmountLow: null, fundingAmountHigh: 2500, related: ["/grants"] },
  ],
  nonOpportunities: ["/news/x"],
};
const rel = (path: string) => ({
  url: `https://x.org${path}`,
  title: null,
  relationship: "supporting-document" as const,
  relevanceScore: 1,
  matchReason: null,
  summary: null,
  fileType: "html",
});

describe("quality scorer", () => {
  it("scores detection, fields and related documents against labels", () => {
    const counts = scoreSite(labels, [
      {
        url: "https://x.org/grants/a/",
        status: { current: "open", due_date: "2027-03-03", forecast_date: null, confidence: "high" },
        fundingAmountLow: 5000,
        fundingAmountHigh: 25000,
        relatedDocuments: [rel("/grants"), rel("/about")],
      },
      {
        url: "https://x.org/news/x",
        status: { current: "open", due_date: null, forecast_date: null, confidence: "low" },
        fundingAmountLow: null,
        fundingAmountHigh: null,
        relatedDocuments: [],
      },
    ]);
    const q = summarise([counts]);
    expect(q.detection).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(q.statusAccuracy).toBe(1);
    expect(q.dueDateExactMatch).toBe(1);
    expect(q.amountMatch).toBe(1);
    expect(q.related.precision).toBe(0.5);
    expect(q.related.recall).toBe(0.5);
    expect(counts.mistakes).toContain("missed opportunity /grants/b");
    expect(counts.mistakes).toContain("false opportunity /news/x");
  });
});

describe("the page a person marks first", () => {
  const relevance = { "https://x.org/grants/a/": 0.9, "https://x.org/about": 0.3, "https://x.org/news/x": 0.25, "https://x.org/grants/b": 0.2 };

  it("is the first labelled programme among the highest-ranked pages not listed", () => {
    expect(firstMarkablePage(labels, relevance, [{ url: "https://x.org/grants/a" }], 3)).toBe("https://x.org/grants/b");
  });

  it("is none when no programme is among the pages shown", () => {
    expect(firstMarkablePage(labels, relevance, [{ url: "https://x.org/grants/a" }], 2)).toBeNull();
  });
});
