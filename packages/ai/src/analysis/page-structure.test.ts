import { describe, expect, it } from "vitest";
import { findAmounts } from "../extract/funding-amount.js";
import { amountColumn, pageStructure } from "./page-structure.js";

const html = `<html><body><h1>Travel grants</h1>
<p>There are several sizes of travel grant. Data grants are expected not to exceed 40€.</p>
<table><thead><tr><th>Grant size</th><th>Likely used for</th></tr></thead>
<tbody><tr><td>150 €</td><td>Applicants from nearby countries</td></tr><tr><td>600 €</td><td>Applicants from the region</td></tr>
<tr><td>1,100 €</td><td>Applicants from other continents</td></tr></tbody></table></body></html>`;

describe("a table of award sizes", () => {
  it("reads the column its header names as the sizes of the tiers", () => {
    expect(
      amountColumn(
        ["Grant size", "Likely used for"],
        [
          ["150 €", "x"],
          ["600 €", "y"],
        ],
      ),
    ).toEqual({ label: "Grant size", value: "150 €; 600 €" });
    expect(
      amountColumn(
        ["Name", "Country"],
        [
          ["a", "b"],
          ["c", "d"],
        ],
      ),
    ).toBeNull();
    expect(amountColumn(["Amount"], [["$5"]])).toBeNull(); // one row is not a set of tiers
  });
  it("spans the tiers, over a smaller cap stated in prose for another kind of grant", () => {
    const page = {
      url: "https://f.org/travel",
      title: "Travel grants",
      text: "",
      html,
      links: [],
      kind: "page" as const,
      depth: 1,
      statusCode: 200,
      contentType: "text/html",
    };
    const structure = pageStructure(page);
    const amounts = findAmounts({ sentences: ["Data grants are expected not to exceed 40€."], fields: structure.fields });
    expect([amounts.low, amounts.high, amounts.currency]).toEqual([150, 1100, "EUR"]);
  });
});
