import { describe, expect, it } from "vitest";
import { normaliseUrl } from "../src/index.js";
import { SiteScope } from "../src/url/scope.js";
import { TrapFilter } from "../src/url/trap-filter.js";

describe("normaliseUrl", () => {
  it("gives one form for the many spellings of a page", () => {
    const variants = [
      "HTTP://Example.ORG:80/grants/arts/",
      "http://example.org/grants/arts#apply",
      "http://example.org/grants/arts?utm_source=newsletter&utm_medium=email",
      "http://example.org/grants/arts?fbclid=abc&gclid=x&mc_cid=1&mc_eid=2&_ga=3",
    ];
    for (const v of variants) expect(normaliseUrl(v)).toBe("http://example.org/grants/arts");
  });

  it("sorts query parameters and keeps meaningful ones", () => {
    expect(normaliseUrl("https://example.org/search?b=2&a=1&utm_campaign=x")).toBe("https://example.org/search?a=1&b=2");
  });

  it("keeps the root slash, drops default https port, resolves relative links", () => {
    expect(normaliseUrl("https://example.org:443")).toBe("https://example.org/");
    expect(normaliseUrl("../funds/", "https://example.org/grants/arts")).toBe("https://example.org/funds");
    expect(normaliseUrl("http://example.org:8080/x")).toBe("http://example.org:8080/x");
  });

  it("rejects non-web schemes, garbage and over-long URLs", () => {
    expect(normaliseUrl("mailto:grants@example.org")).toBeNull();
    expect(normaliseUrl("tel:+441234")).toBeNull();
    expect(normaliseUrl("javascript:void(0)")).toBeNull();
    expect(normaliseUrl("not a url")).toBeNull();
    expect(normaliseUrl(`https://example.org/${"a".repeat(2100)}`)).toBeNull();
  });
});

describe("site scope", () => {
  it("covers the start host and its www twin only", () => {
    const scope = new SiteScope("https://example.org/");
    expect(scope.contains("https://www.example.org/grants")).toBe(true);
    expect(scope.contains("http://example.org/grants")).toBe(true);
    expect(scope.contains("https://grants.example.org/")).toBe(false);
    expect(scope.contains("https://example.org.evil.com/")).toBe(false);
  });
});

describe("trap filter", () => {
  it("allows at most 10 query variants of one path", () => {
    const traps = new TrapFilter();
    const verdicts = Array.from({ length: 15 }, (_, n) => traps.check(`https://example.org/events?month=${n}`));
    expect(verdicts.filter((v) => v === null)).toHaveLength(10);
    expect(traps.check("https://example.org/events?month=3")).toBeNull(); // already allowed
  });

  it("rejects repeating paths and far-future dates but not ids", () => {
    const traps = new TrapFilter();
    expect(traps.check("https://example.org/a/b/a/b/a/b")).toMatch(/repeating/);
    expect(traps.check("https://example.org/calendar/2099/05")).toMatch(/future/);
    expect(traps.check("https://example.org/calendar?date=2099-05-01")).toMatch(/future/);
    expect(traps.check("https://example.org/grants?id=2345")).toBeNull();
    expect(traps.check(`https://example.org/calendar/${new Date().getFullYear()}/05`)).toBeNull();
  });
});
