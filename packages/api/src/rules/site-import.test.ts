import { describe, expect, it } from "vitest";
import { importRows } from "./site-import.js";

describe("import rows", () => {
  it("reads one URL per line, skipping blanks and comments", () => {
    expect(importRows("https://a.example\n\n# funders to try\nb.example/grants\r\n")).toEqual([
      { line: 1, url: "https://a.example", name: null, schedule: null },
      { line: 4, url: "b.example/grants", name: null, schedule: null },
    ]);
  });

  it("reads a CSV with a url column and optional name and schedule, quoted commas included", () => {
    const csv = 'Name,URL,Schedule\n"Smith, Jones & Co Trust",https://trust.example,monthly\nRiver Fund,river.example,\n';
    expect(importRows(csv)).toEqual([
      { line: 2, url: "https://trust.example", name: "Smith, Jones & Co Trust", schedule: "monthly" },
      { line: 3, url: "river.example", name: "River Fund", schedule: null },
    ]);
  });
});
