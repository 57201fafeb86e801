import { describe, expect, it } from "vitest";
import { csvCell, opportunitiesToCsv } from "./csv-export.js";

describe("CSV export", () => {
  it("quotes commas, quotes and newlines; defuses formulas", () => {
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell(null)).toBe("");
    expect(csvCell(5)).toBe("5");
  });
  it("one header and one row per grant", () => {
    const csv = opportunitiesToCsv([{ url: "https://a.org/g", title: "Arts, Culture", status: "open", keywords: ["a", "b"] }]);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Title,URL,Status,Due Date/);
    expect(lines[1]).toMatch(/^"Arts, Culture",https:\/\/a\.org\/g,open,/);
  });
});
