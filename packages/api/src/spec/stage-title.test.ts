import { describe, expect, it } from "vitest";
import { crawlStage } from "./stage-title.js";

const filler = (n: number) => Array.from({ length: n }, (_, i) => `Processed page ${i}`);

describe("crawl stage title", () => {
  it("is Crawling in Progress with a spinner without entries or matches", () => {
    expect(crawlStage([])).toEqual({ title: "Crawling in Progress", icon: "spinner" });
    expect(crawlStage(filler(3))).toEqual({ title: "Crawling in Progress", icon: "spinner" });
  });
  it("recognises each stage, case-insensitively", () => {
    expect(crawlStage(["Crawl Completed: 12 pages"])).toEqual({ title: "Finalizing Results", icon: "finalizing" });
    expect(crawlStage(["Waiting for pending AI analyses (3)"])).toEqual({ title: "Processing AI Analysis", icon: "pending" });
    expect(crawlStage(["ANALYZING DOCUMENT RELATIONSHIPS"])).toEqual({ title: "Analyzing Document Relationships", icon: "relationships" });
    expect(crawlStage(["Completed related document analysis"])).toEqual({ title: "Document Clustering Complete", icon: "complete" });
    expect(crawlStage(["All AI analyses completed"])).toEqual({ title: "Analysis Complete", icon: "complete" });
  });
  it("checks the stages in the spec's order, not by log position", () => {
    expect(crawlStage(["All AI analyses completed", "Crawl completed"]).title).toBe("Analysis Complete");
    expect(crawlStage(["Crawl completed", "Analyzing document relationships"]).title).toBe("Analyzing Document Relationships");
  });
  it("looks only at the last 10 messages", () => {
    expect(crawlStage(["Crawl completed", ...filler(10)]).title).toBe("Crawling in Progress");
    expect(crawlStage(["Crawl completed", ...filler(9)]).title).toBe("Finalizing Results");
  });
});
