import { describe, expect, it } from "vitest";
import { analysisRunSchema, canRemoveStep, cleanSteps, DEFAULT_ANALYSIS_STEPS, stepProgress, stepsFinished, stepsToShow } from "./analysis-steps.js";

describe("analysis steps", () => {
  it("has the seven default steps", () => {
    expect(DEFAULT_ANALYSIS_STEPS).toHaveLength(7);
    expect(DEFAULT_ANALYSIS_STEPS[0]).toBe("Analyzing grant opportunity details");
  });
  it("drops empty steps and uses custom ones only when on", () => {
    expect(cleanSteps(["a", " ", "", " b "])).toEqual(["a", "b"]);
    expect(stepsToShow(true, ["x", ""])).toEqual(["x"]);
    expect(stepsToShow(false, ["x"])).toHaveLength(7);
    expect(stepsToShow(true, [" "])).toHaveLength(7);
  });
  it("reports progress as the share of steps shown", () => {
    expect(stepProgress(0, 7)).toBe(0);
    expect(stepProgress(3, 7)).toBe(43);
    expect(stepProgress(9, 7)).toBe(100);
    expect(stepProgress(1, 0)).toBe(0);
  });
  it("ticks the default steps one to one with the server's, and custom steps by the same share", () => {
    expect(stepsFinished(3, 7)).toBe(3);
    expect(stepsFinished(7, 3)).toBe(3);
    expect(stepsFinished(4, 3)).toBe(1);
    expect(stepsFinished(6, 3)).toBe(2);
    expect(stepsFinished(9, 7)).toBe(7);
    expect(stepsFinished(-1, 7)).toBe(0);
  });
  it("takes a short token as an analysis's name, nothing else", () => {
    expect(analysisRunSchema.safeParse({ runId: "mifz3k2a-8f3kq0zx" }).success).toBe(true);
    expect(analysisRunSchema.safeParse({ runId: "short" }).success).toBe(false);
    expect(analysisRunSchema.safeParse({ runId: "../../etc/passwd" }).success).toBe(false);
  });
  it("disables Remove with one step left or custom steps off", () => {
    expect(canRemoveStep(true, 2)).toBe(true);
    expect(canRemoveStep(true, 1)).toBe(false);
    expect(canRemoveStep(false, 5)).toBe(false);
  });
});
