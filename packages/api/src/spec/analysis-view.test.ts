import { describe, expect, it } from "vitest";
import { analysisSource, analysisStatusColor, documentScore, emptySectionText } from "./analysis-view.js";
import { capitalizeStatus, statusChangeLog, statusChangeToast } from "./showcase-status.js";
import { formatRate } from "./transition-facts.js";

describe("page view rules", () => {
  it("colours the analysis status badge", () => {
    expect(analysisStatusColor("open")).toBe("green");
    expect(analysisStatusColor("Closed")).toBe("red");
    expect(analysisStatusColor("upcoming")).toBe("yellow");
    expect(analysisStatusColor(undefined)).toBe("yellow");
  });
  it("scores related documents as relevance × 100 rounded", () => {
    expect(documentScore(0.876)).toBe(88);
    expect(documentScore("x")).toBeNull();
  });
  it("says what an empty section means before and after an analysis, and who analysed", () => {
    expect(emptySectionText("dates", false)).toBe("No dates yet. Click 'Analyze & Extract Details' to extract it.");
    expect(emptySectionText("dates", true)).toBe("The analysis found no dates on the page.");
    expect(analysisSource({ provider: "local" })).toMatch(/^Analysed by the built-in local analyser/);
    expect(analysisSource({ provider: "openai", model: "gpt-4o-mini" })).toMatch(/^Analysed by the AI model gpt-4o-mini/);
    expect(analysisSource({})).toBeNull();
  });
  it("cuts the showcase toast URL at 30 and the feedback at 50", () => {
    const url = "https://www.example-foundation.org/grants/arts";
    expect(statusChangeToast(url, "closed")).toEqual({ title: "Status updated to closed", message: `${url.slice(0, 30)}...` });
    expect(statusChangeLog(url, "open", "x".repeat(80)).feedback).toHaveLength(50);
    expect(capitalizeStatus("open")).toBe("Open");
  });
  it("formats transition metrics", () => {
    expect(formatRate(0.953)).toBe("95%");
    expect(formatRate(undefined)).toBe("N/A");
  });
});
