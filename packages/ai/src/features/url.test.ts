import { describe, expect, it } from "vitest";
import { urlTree } from "./url.js";

describe("the URL tree of a site", () => {
  const tree = urlTree(
    ["/", "/grants/", "/grants/arts", "/grants/arts/faq", "/grants/arts/apply/", "/grants/science", "/grantsx", "/news/2026/05/post"].map(
      (p) => `https://funder.example${p}`,
    ),
  );

  it("counts the pages under each page, at every depth, and none under the home page", () => {
    expect(tree.pagesUnder("https://funder.example/grants")).toBe(4);
    expect(tree.pagesUnder("https://funder.example/grants/arts/")).toBe(2);
    expect(tree.pagesUnder("https://funder.example/grants/science")).toBe(0);
    expect(tree.pagesUnder("https://funder.example/news/2026")).toBe(1);
    expect(tree.pagesUnder("https://funder.example/")).toBe(0);
  });

  it("counts the pages of each folder", () => {
    expect(tree.folderSize("/grants")).toBe(2);
    expect(tree.folderSize("/")).toBe(3);
  });
});
