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
});
