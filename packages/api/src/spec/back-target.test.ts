import { describe, expect, it } from "vitest";
import { resolveBackTarget, toRouterPath } from "./back-target.js";

const origin = "http://app.test";

describe("back target", () => {
  it("prefers the referrer/from parameter", () => {
    expect(resolveBackTarget({ param: "/crawl-results/4", documentReferrer: `${origin}/x`, origin, storedPath: "/y" })).toBe("/crawl-results/4");
  });
  it("then the previous page on the same origin, without its query", () => {
    expect(resolveBackTarget({ param: null, documentReferrer: `${origin}/crawl-results/4?tab=1`, origin, storedPath: "/y" })).toBe(`${origin}/crawl-results/4`);
  });
  it("ignores another origin and the page itself, then uses the stored path, then /", () => {
    expect(resolveBackTarget({ param: "", documentReferrer: "https://elsewhere.org/a", origin, storedPath: "/stored" })).toBe("/stored");
    expect(
      resolveBackTarget({ param: "", documentReferrer: `${origin}/process-opportunity`, origin, storedPath: null, currentPath: "/process-opportunity" }),
    ).toBe("/");
    expect(resolveBackTarget({ param: undefined, documentReferrer: "", origin, storedPath: undefined })).toBe("/");
  });
  it("turns same-origin targets into router paths", () => {
    expect(toRouterPath(`${origin}/crawl-results/4`, origin)).toBe("/crawl-results/4");
    expect(toRouterPath("/testing?x=1", origin)).toBe("/testing?x=1");
  });
  it.each([
    "javascript:alert(1)",
    "  JaVaScRiPt:alert(document.domain)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.example/x",
    "//evil.example/x",
    "/\\evil.example/x",
    "\\\\evil.example",
    "http://app.test.evil.example/",
  ])("never leaves the app for a crafted referrer %j", (param) => {
    expect(resolveBackTarget({ param, documentReferrer: "", origin, storedPath: null })).toBe("/");
    expect(toRouterPath(param, origin)).toBe("/");
    expect(resolveBackTarget({ param: "", documentReferrer: "", origin, storedPath: param })).toBe("/");
  });
});
