import { describe, expect, it } from "vitest";
import { bestF1Threshold, resampledThreshold, type Scored } from "./threshold.js";

/** A site whose related pages score `yes` and whose other candidates score `no`. */
const site = (yes: number[], no: number[]): Scored[] => [...yes.map((p) => ({ p, y: 1 })), ...no.map((p) => ({ p, y: 0 }))];

describe("a model's threshold", () => {
  it("separates the scores where F1 is best", () => {
    expect(bestF1Threshold(site([0.7, 0.8, 0.9], [0.1, 0.2, 0.3]))).toBeGreaterThan(0.3);
    expect(bestF1Threshold(site([0.7, 0.8, 0.9], [0.1, 0.2, 0.3]))).toBeLessThanOrEqual(0.7);
  });

  it("is not set by the one site that holds most of the examples", () => {
    // Nine sites whose related pages score 0.2–0.3 above candidates at 0.05, and one site with
    // forty related pages at 0.6 among candidates at 0.3: pooled, that site decides.
    const small = Array.from({ length: 9 }, (_, i) => site([0.2 + i * 0.01, 0.3], [0.05, 0.06, 0.08]));
    const large = site(Array(40).fill(0.6), Array(60).fill(0.3));
    const sites = [...small, large];
    expect(bestF1Threshold(sites.flat(), 0.01)).toBeGreaterThan(0.3);
    expect(resampledThreshold(sites, 0.01, 0.25)).toBeLessThanOrEqual(0.2);
  });

  it("is the same on every run", () => {
    const sites = Array.from({ length: 12 }, (_, i) => site([0.3 + (i % 5) * 0.1], [0.1 + (i % 3) * 0.1, 0.25]));
    expect(resampledThreshold(sites, 0.01, 0.25)).toBe(resampledThreshold(sites, 0.01, 0.25));
  });
});
