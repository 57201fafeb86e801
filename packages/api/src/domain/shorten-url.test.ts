import { describe, expect, it } from "vitest";
import { formatDisplayUrl, shortenUrl, truncateJobUrl } from "./shorten-url.js";

describe("job card URL", () => {
  it("keeps short URLs and cuts long ones to 30 characters", () => {
    expect(truncateJobUrl("https://example.org")).toBe("https://example.org");
    const long = "https://www.northfield-foundation.org/grants";
    expect(truncateJobUrl(long)).toBe("https://www.northfield-foundat...");
    expect(truncateJobUrl(long).replace("...", "")).toHaveLength(30);
  });
});

describe("shortenUrl", () => {
  it("drops the scheme", () => {
    expect(shortenUrl("https://example.org/grants")).toBe("example.org/grants");
    expect(shortenUrl("HTTP://example.org")).toBe("example.org");
  });
  it("cuts to 40 characters followed by an ellipsis", () => {
    const out = shortenUrl("http://example.org/programmes/community/arts-and-culture-fund-2025");
    expect(out).toBe("example.org/programmes/community/arts-an…");
    expect(out).toHaveLength(41);
  });
});

describe("formatDisplayUrl", () => {
  it("shows a URL that fits whole", () => {
    expect(formatDisplayUrl("https://example.org/grants")).toBe("https://example.org/grants");
  });
  it("shows the host and as much path as fits within 50, ending '...'", () => {
    const out = formatDisplayUrl("https://example.org/programmes/community/arts-and-culture-fund-2025?x=1");
    expect(out).toBe("example.org/programmes/community/arts-and-cultu...");
    expect(out).toHaveLength(50);
  });
  it("takes another length", () => {
    expect(formatDisplayUrl("https://example.org/programmes/community", 20)).toBe("example.org/progr...");
  });
  it("cuts an invalid URL and ends it with '...'", () => {
    const out = formatDisplayUrl("not a url at all but a rather long piece of text that goes on");
    expect(out).toBe("not a url at all but a rather long piece of tex...");
    expect(out).toHaveLength(50);
  });
});
