import { describe, expect, it } from "vitest";
import { siblingPattern, urlCluster } from "./url-cluster.js";

describe("urlCluster", () => {
  it("replaces the slug and id-like segments with *", () => {
    expect(urlCluster("https://x.org/grants/arts-access")).toBe("/grants/*");
    expect(urlCluster("https://x.org/grants/arts-access/faq")).toBe("/grants/arts-access/*");
    expect(urlCluster("https://x.org/news/2026/11/new-fund")).toBe("/news/*/*/*");
    expect(urlCluster("https://x.org/documents/call-2027.PDF")).toBe("/documents/*.pdf");
    expect(urlCluster("https://x.org/")).toBe("/");
  });
});

describe("siblingPattern", () => {
  it("is the cluster of a page in a named folder, and nothing for a top-level page", () => {
    expect(siblingPattern("https://x.org/program/hive")).toBe("/program/*");
    expect(siblingPattern("https://x.org/news/2026/11/new-fund")).toBe("/news/*/*/*");
    expect(siblingPattern("https://x.org/fellowship.html")).toBeNull();
    expect(siblingPattern("https://x.org/")).toBeNull();
  });
});
