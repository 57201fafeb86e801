import { describe, expect, it } from "vitest";
import { csvCell, opportunitiesToCsv } from "./csv-export.js";
import { readGrant } from "./opportunity-adapter.js";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines; defuses formulas", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe("");
    expect(csvCell(5)).toBe("5");
  });
  it("one header and one row per grant", () => {
    const csv = opportunitiesToCsv([readGrant({ url: "https://a.org/g", title: "Arts, Culture", status: "open", keywords: ["a", "b"] })]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Title,URL,Status,Due Date/);
    expect(lines[1]).toMatch(/^"Arts, Culture",https:\/\/a\.org\/g,open,/);
  });
  it("carries what a row shows: the status reason, the apply link and eligibility as plain text", () => {
    const grant = {
      url: "https://a.org/g",
      title: "Arts",
      status: { current: "open" },
      evidence: { status: { sentence: "Applications are open until May 1." } },
      rfpLink: "https://apply.a.org",
      eligibility: "<p>Nonprofits &amp; libraries</p>",
    };
    const [header, row] = opportunitiesToCsv([readGrant(grant)])
      .trimEnd()
      .split("\r\n");
    const cells = Object.fromEntries(header!.split(",").map((h, i) => [h, row!.split(",")[i]]));
    expect(cells["Apply Link"]).toBe("https://apply.a.org");
    expect(cells.Eligibility).toBe("Nonprofits & libraries");
    expect(row).toContain("Applications are open until May 1.");
  });
});
