import { describe, expect, it } from "vitest";
import { cosine, localEmbedding } from "../embedding/local-embedding.js";
import { countTokens, EMBEDDING_TOKEN_LIMIT, truncateToTokens } from "./tokens.js";

describe("tokens", () => {
  it("counts with the cl100k tokenizer and truncates to the limit", () => {
    expect(countTokens("hello world")).toBe(2);
    const long = "funding ".repeat(20_000);
    const cut = truncateToTokens(long, EMBEDDING_TOKEN_LIMIT);
    expect(countTokens(cut)).toBeLessThanOrEqual(EMBEDDING_TOKEN_LIMIT);
    expect(long.startsWith(cut)).toBe(true);
    expect(truncateToTokens("short text", 100)).toBe("short text");
  });
});

describe("local embeddings", () => {
  it("are deterministic, normalised, sized as asked and reflect shared vocabulary", () => {
    const a = localEmbedding("Arts grants for nonprofit theatre companies");
    expect(a).toEqual(localEmbedding("Arts grants for nonprofit theatre companies"));
    expect(a).toHaveLength(384);
    expect(localEmbedding("x", 1536)).toHaveLength(1536);
    expect(Math.hypot(...a)).toBeCloseTo(1, 6);
    const near = cosine(a, localEmbedding("Grants for theatre and arts nonprofits"));
    const far = cosine(a, localEmbedding("Our privacy policy explains cookies"));
    expect(near).toBeGreaterThan(far + 0.2);
  });

  it("give the vectors they gave before their feature table was rewritten for speed, so no similarity score a user sees moves", () => {
    const text = "Arts grants for nonprofit theatre companies: apply by 15 March 2027 for up to $5,000.";
    const v = localEmbedding(text);
    expect(v.filter((x) => x !== 0)).toHaveLength(104);
    expect([v[0], v[8], v[13], v[20]]).toEqual([-0.15562723152140454, -0.07781361576070227, 0.17310409634372084, 0.05580017117548837]);
    expect(v.reduce((a, b) => a + b, 0)).toBe(1.4577525202836152);
    expect(localEmbedding(text, 1536).reduce((a, b) => a + b, 0)).toBe(1.5712325186882306);
  });
});
