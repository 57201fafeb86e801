import { describe, expect, it } from "vitest";
import { crawlOptionsLine, isFinishedJobStatus, jobStatusColor, jobStatusLabel, opensResults } from "./job-status-style.js";

describe("job status style", () => {
  it("colours completed green, running blue, failed red and anything else gray", () => {
    expect(jobStatusColor("completed")).toBe("green");
    expect(jobStatusColor("running")).toBe("blue");
    expect(jobStatusColor("failed")).toBe("red");
    expect(jobStatusColor("stopped")).toBe("gray");
    expect(jobStatusColor("queued")).toBe("gray");
  });
  it("capitalises the label", () => {
    expect(jobStatusLabel("completed")).toBe("Completed");
    expect(jobStatusLabel("stopped")).toBe("Stopped");
    expect(jobStatusLabel("")).toBe("");
  });
  it("knows which statuses are final and which open the results page", () => {
    expect(isFinishedJobStatus("running")).toBe(false);
    expect(isFinishedJobStatus("failed")).toBe(true);
    expect(opensResults("completed")).toBe(true);
    expect(opensResults("stopped")).toBe(true);
    expect(opensResults("failed")).toBe(false);
  });
});

describe("a job card's options line", () => {
  it("says the depth, rate, robots.txt, the grant filter and whether HTML was kept", () => {
    expect(crawlOptionsLine({ maxDepth: 3, rateLimit: 20, respectRobotsTxt: true, saveHtmlContent: false, onlyGrantOpportunities: true })).toBe(
      "Depth 3 · 20 req/sec · robots.txt respected · grant opportunities only",
    );
    expect(crawlOptionsLine({ maxDepth: 1, rateLimit: 3, respectRobotsTxt: false, saveHtmlContent: true, onlyGrantOpportunities: false })).toBe(
      "Depth 1 · 3 req/sec · robots.txt ignored · all opportunity types · HTML saved",
    );
  });
});
