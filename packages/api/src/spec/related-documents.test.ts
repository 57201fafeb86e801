import { describe, expect, it } from "vitest";
import { collectRelatedDocuments, placeholderDocuments, sortRelatedDocuments } from "./related-documents.js";

describe("related documents", () => {
  it("gives supporting URLs 0.7 and detail resources 0.6", () => {
    const docs = collectRelatedDocuments({
      supporting_urls: ["https://a.org/s"],
      details: { resources: [{ url: "https://a.org/r" }, { url: "https://a.org/s" }] },
    });
    expect(docs.map((d) => [d.url, d.relevanceScore])).toEqual([
      ["https://a.org/s", 0.7],
      ["https://a.org/r", 0.6],
    ]);
  });
  it("sorts by relationship order, then relevance", () => {
    const sorted = sortRelatedDocuments(
      collectRelatedDocuments({
        relatedDocuments: [
          { url: "u1", relationship: "faq", relevanceScore: 0.9 },
          { url: "u2", relationship: "mystery", relevanceScore: 1 },
          { url: "u3", relationship: "application_instructions", relevanceScore: 0.5 },
          { url: "u4", relationship: "application-instructions", relevanceScore: 0.6 },
        ],
      }),
    );
    expect(sorted.map((d) => d.url)).toEqual(["u4", "u3", "u1", "u2"]);
  });
  it("placeholder documents are labelled as test documents", () => {
    const docs = placeholderDocuments("https://a.org/grants/x?y=1");
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) {
      expect(d.placeholder).toBe(true);
      expect(d.title).toMatch(/^Test document/);
      expect(d.url.startsWith("https://a.org/grants/x/")).toBe(true);
    }
  });
});
