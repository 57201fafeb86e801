import { describe, expect, it } from "vitest";
import { hasNegativeSegment } from "./page-signals.js";

const segments = (path: string) => path.split("/").filter(Boolean);

describe("a page's address", () => {
  it("names news, people and the funder's own pages as no programme", () => {
    for (const path of ["/news/2024/award-winners", "/team", "/about", "/about-us", "/blog/post"]) expect(hasNegativeSegment(segments(path))).toBe(true);
  });

  it("lets a programme sit in the funder's about folder, but not its people or history", () => {
    expect(hasNegativeSegment(segments("/about/ke-fellowships"))).toBe(false);
    expect(hasNegativeSegment(segments("/about/placements"))).toBe(false);
    expect(hasNegativeSegment(segments("/about/team"))).toBe(true);
    expect(hasNegativeSegment(segments("/about/history"))).toBe(true);
  });
});
