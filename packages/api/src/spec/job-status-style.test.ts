import { describe, expect, it } from "vitest";
import { isFinishedJobStatus, jobStatusColor, jobStatusLabel, opensResults } from "./job-status-style.js";

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
