import { describe, expect, it } from "vitest";
import { BoilerplateCounts, type PageParts } from "./boilerplate.js";

/** A page of the site's menu and footer lines and `own` lines of its own. */
const page = (n: number, own: number): PageParts => ({
  lines: new Set(["Home", "About us", "Grants", "© Funder", ...Array.from({ length: own }, (_, i) => `Page ${n}, line ${i}`)]),
  links: new Set(["/", "/about", "/grants"]),
});

describe("BoilerplateCounts", () => {
  it("finds the same chrome when a site's distinct lines outnumber what it holds", () => {
    const exact = new BoilerplateCounts();
    const bounded = new BoilerplateCounts(500);
    for (let n = 0; n < 300; n++) {
      // The footer changes a third of the way through the crawl; a tenth of the pages lack the menu's "Grants".
      const p = page(n, 40);
      if (n > 100) p.lines.add("© Funder, new footer");
      if (n % 10 === 0) p.lines.delete("Grants");
      exact.count(p, 1);
      bounded.count(p, 1);
    }
    const expected = exact.boilerplate();
    expect([...expected.lines].sort()).toEqual(["About us", "Grants", "Home", "© Funder", "© Funder, new footer"]);
    expect(bounded.boilerplate()).toEqual(expected);
  });
});
