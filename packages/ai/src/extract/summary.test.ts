import { describe, expect, it } from "vitest";
import { pageStructure } from "../analysis/page-structure.js";
import { findSummary } from "./summary.js";

describe("summary", () => {
  it("skips the caption under a photo for the first paragraph about the programme", () => {
    const caption = "The joyful crowd at the community media party in Buenos Aires. (photo/A. Photographer)";
    const body = "To help defray the cost of attending conferences and other technical events, we offer ticket and travel scholarships.";
    const html = `<article><p><img src="/crowd.jpg"></p><p class="caption">${caption}</p><h2>Travel scholarships</h2><p>${body}</p></article>`;
    const page = {
      url: "https://funder.example/scholarships",
      title: "Scholarships",
      text: `${caption}\n\nTravel scholarships\n\n${body}`,
      html,
      links: [],
      kind: "page" as const,
      depth: 1,
      statusCode: 200,
      contentType: "text/html",
    };
    const structure = pageStructure(page);
    expect(structure.captions).toEqual([caption]);
    expect(findSummary(page.text, "Travel scholarships", structure.captions)).toBe(body);
  });
});
