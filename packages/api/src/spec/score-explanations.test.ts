import { describe, expect, it } from "vitest";
import { confidenceExplanation, displayRank, rankExplanation, relevanceExplanation } from "./score-explanations.js";

describe("what the badges' numbers mean", () => {
  it("relevance: the page model's probability, with its tier and the spec's AI score wording", () => {
    const text = relevanceExplanation(0.89);
    expect(text).toMatch(/^Relevance 89 \(High\): the analyser's probability, 89%, that this is a programme's own page/);
    expect(text).toContain("High is 80 or more, Good 60–79, Moderate 40–59, Low below 40");
    expect(text).toContain("AI relevance 89/100: high");
    expect(relevanceExplanation(45)).toMatch(/^Relevance 45 \(Moderate\)/);
  });
  it("rank: a place among the site's pages, on 0–100 whatever its size", () => {
    expect(rankExplanation(92.4)).toMatch(/^Rank 92: this page's place among all the pages crawled on this site/);
    expect(rankExplanation(92.4)).toContain("more like a grant call than about 92% of the site's other pages");
    // A rank near the bottom is not read as a 0–1 score.
    expect(displayRank(0.5)).toBe(1);
    expect(displayRank(1)).toBe(1);
    expect(displayRank(140)).toBe(100);
    expect(displayRank(null)).toBeNull();
  });
  it("confidence: how sure the status is, and why", () => {
    expect(confidenceExplanation("high")).toMatch(/^High confidence in the status: the page states its status in words/);
    expect(confidenceExplanation("LOW")).toMatch(/^Low confidence in the status: nothing on the page says whether it is open/);
    expect(confidenceExplanation("odd")).toMatch(/^Odd confidence in the status\. Correct/);
  });
});
