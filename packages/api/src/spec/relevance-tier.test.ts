import { describe, expect, it } from "vitest";
import { aiScoreTooltip, confidenceColor, displayScore, rankBandColor, relevanceTier } from "./relevance-tier.js";

describe("relevance rules", () => {
  it("tiers at 0.8 / 0.6 / 0.4", () => {
    expect([0.8, 0.79, 0.6, 0.59, 0.4, 0.39, 0].map(relevanceTier)).toEqual(["High", "Good", "Good", "Moderate", "Moderate", "Low", "Low"]);
    expect(relevanceTier(85)).toBe("High");
  });
  it("display scores are whole percents capped at 100", () => {
    expect(displayScore(0.857)).toBe(86);
    expect(displayScore(140)).toBe(100);
    expect(displayScore(null)).toBeNull();
    expect(displayScore(Number.NaN)).toBeNull();
  });
  it("rank bands start at 90, 75, 60 and 45", () => {
    expect([95, 90, 89, 75, 60, 45, 44].map(rankBandColor)).toEqual(["green", "green", "teal", "teal", "blue", "yellow", "gray"]);
  });
  it("AI tooltip: 75+ high, 50–74 medium, below 50 low", () => {
    expect(aiScoreTooltip(75)).toMatch(/high/);
    expect(aiScoreTooltip(74)).toMatch(/medium/);
    expect(aiScoreTooltip(50)).toMatch(/medium/);
    expect(aiScoreTooltip(0.49)).toMatch(/low/);
  });
  it("confidence colours", () => {
    expect([confidenceColor("HIGH"), confidenceColor("medium"), confidenceColor("low"), confidenceColor(null)]).toEqual(["green", "yellow", "red", "gray"]);
  });
});
