import { describe, expect, it } from "vitest";
import { type SiteLabels, scoreSite, summarise } from "./score.js";

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
