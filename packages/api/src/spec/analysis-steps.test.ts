import { describe, expect, it } from "vitest";
import { canRemoveStep, cleanSteps, DEFAULT_ANALYSIS_STEPS, stepProgress, stepsToShow } from "./analysis-steps.js";

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
  it("disables Remove with one step left or custom steps off", () => {
    expect(canRemoveStep(true, 2)).toBe(true);
    expect(canRemoveStep(true, 1)).toBe(false);
    expect(canRemoveStep(false, 5)).toBe(false);
  });
});
