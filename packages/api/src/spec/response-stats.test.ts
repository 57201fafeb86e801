import { describe, expect, it } from "vitest";
import { formatCrawlDuration, statusBuckets, successRate } from "./response-stats.js";

describe("response stats", () => {
  it("buckets status codes", () => {
    expect(statusBuckets({ "200": 8, "201": 1, "301": 2, "404": 3, "410": 1, "503": 1, "999": 4, abc: 1 })).toEqual({ "2xx": 9, "3xx": 2, "4xx": 4, "5xx": 1 });
    expect(statusBuckets(null)).toEqual({ "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 });
  });
  it("success rate is 2xx over pages crawled, whole percent", () => {
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(0, 0)).toBe(0);
  });
  it("duration over 60 s is 'Xm Ys', else 'Xs'", () => {
    expect(formatCrawlDuration(45)).toBe("45s");
    expect(formatCrawlDuration(60)).toBe("60s");
    expect(formatCrawlDuration(61)).toBe("1m 1s");
    expect(formatCrawlDuration(3725)).toBe("62m 5s");
    expect(formatCrawlDuration(null)).toBe("0s");
  });
});
