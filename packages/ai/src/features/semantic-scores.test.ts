import { describe, expect, it } from "vitest";
import { prototypeSimilarity, semanticScores } from "./semantic-scores.js";

describe("semantic rank", () => {
  it("is the same whatever order the crawl delivered the pages in", () => {
    const pages = ["a", "b", "c", "d"].map((k) => ({
      key: `https://f.example/${k}`,
      similarity: prototypeSimilarity(k === "d" ? "Grant opportunity: apply by the deadline." : "Same text on every page."),
      relevance: 0.5,
    }));
    const forward = semanticScores(pages);
    const backward = semanticScores([...pages].reverse());
    for (const p of pages) expect(backward.get(p.key)?.semanticRankScore).toBe(forward.get(p.key)?.semanticRankScore);
    expect(forward.get("https://f.example/d")?.semanticRankScore).toBe(100);
  });
});
