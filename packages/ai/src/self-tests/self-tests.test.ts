import { describe, expect, it } from "vitest";
import { runEmbeddingTokenLimitTests } from "./embedding-token-limit.js";
import { runRelatedDocumentTests } from "./related-documents.js";

const names = (r: { tests: Array<{ name: string }> }) => r.tests.map((t) => t.name);

describe("embedding token limit self-test", () => {
  it("passes with the real tokenizer and embeddings", () => {
    const r = runEmbeddingTokenLimitTests();
    expect(names(r)).toEqual(["smallContent", "largeContent", "truncation"]);
    expect(r.tests.filter((t) => !t.passed)).toEqual([]);
    expect(r.success).toBe(true);
  });

  it("fails when truncation does not respect the limit", () => {
    const r = runEmbeddingTokenLimitTests({ truncateToTokens: (text) => text });
    expect(r.success).toBe(false);
    expect(r.tests.find((t) => t.name === "truncation")?.passed).toBe(false);
    expect(r.message).toMatch(/failed/);
  });

  it("fails when embeddings have the wrong dimension", () => {
    const r = runEmbeddingTokenLimitTests({ embed: () => [1, 0, 0] });
    expect(r.tests.find((t) => t.name === "smallContent")?.passed).toBe(false);
  });
});

describe("related document self-test", () => {
  it("passes on the built-in samples", () => {
    const r = runRelatedDocumentTests();
    expect(names(r)).toEqual(["basicClustering", "relationshipClassification", "documentFormatting"]);
    expect(r.tests.filter((t) => !t.passed)).toEqual([]);
  });

  it("fails when the classifier returns the wrong relationship", () => {
    const r = runRelatedDocumentTests({ classify: () => "supporting-document" });
    expect(r.success).toBe(false);
    expect(r.tests.find((t) => t.name === "relationshipClassification")?.passed).toBe(false);
  });

  it("fails when clustering attaches everything", () => {
    const r = runRelatedDocumentTests({
      cluster: (_o, candidates) =>
        candidates.map((c) => ({
          url: c.url,
          title: c.title,
          relationship: "supporting-document",
          relevanceScore: 1,
          matchReason: "all",
          summary: null,
          fileType: "html",
        })),
    });
    expect(r.tests.find((t) => t.name === "basicClustering")?.passed).toBe(false);
  });
});
