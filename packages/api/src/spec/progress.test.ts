import { describe, expect, it } from "vitest";
import { crawlProgressPercent } from "./progress.js";

describe("crawl progress percentage", () => {
  it("is 0 without progress data", () => {
    expect(crawlProgressPercent(undefined)).toBe(0);
    expect(crawlProgressPercent(null)).toBe(0);
  });
  it("divides processed by discovered and rounds", () => {
    expect(crawlProgressPercent({ pagesProcessed: 1, pagesDiscovered: 3 })).toBe(33);
    expect(crawlProgressPercent({ pagesProcessed: 2, pagesDiscovered: 3 })).toBe(67);
    expect(crawlProgressPercent({ pagesProcessed: 5, pagesDiscovered: 5 })).toBe(100);
  });
  it("treats nothing discovered as one page", () => {
    expect(crawlProgressPercent({ pagesProcessed: 0, pagesDiscovered: 0 })).toBe(0);
    expect(crawlProgressPercent({ pagesProcessed: 1, pagesDiscovered: 0 })).toBe(100);
  });
});
