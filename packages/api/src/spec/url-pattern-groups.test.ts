import { describe, expect, it } from "vitest";
import { describePattern, groupByUrlPattern, groupHost, urlPattern } from "./url-pattern-groups.js";

describe("URL pattern groups", () => {
  it("derives a pattern from the path", () => {
    expect(urlPattern("https://a.org/grants/arts")).toBe("/grants/*");
    expect(urlPattern("https://a.org/grants")).toBe("/");
    expect(urlPattern("not a url")).toBe("other");
  });
  it("prefers urlCluster and puts bigger groups first", () => {
    const groups = groupByUrlPattern([
      { url: "https://a.org/grants/a", urlCluster: null },
      { url: "https://a.org/grants/b", urlCluster: null },
      { url: "https://a.org/x/y", urlCluster: "programs" },
    ]);
    expect(groups.map((g) => [g.key, g.items.length])).toEqual([
      ["/grants/*", 2],
      ["programs", 1],
    ]);
  });
  it("names the host of a group", () => {
    expect(groupHost(["bad", "https://a.org:8080/x"])).toBe("a.org:8080");
    expect(groupHost([])).toBe("this group");
  });
});

describe("group names in words", () => {
  it.each([
    ["/", "Top-level pages"],
    ["/*", "Top-level pages"],
    ["/*.html", "Top-level .html pages"],
    ["/grants/*", "Pages under /grants/"],
    ["/news/2024/*.html", ".html pages under /news/2024/"],
    ["other", "Other addresses"],
    ["/grants/arts", "/grants/arts"],
  ])("%s reads %s", (pattern, words) => expect(describePattern(pattern)).toBe(words));
});
