import { describe, expect, it } from "vitest";
import { fileDate, formatDate } from "./format-date.js";

describe("formatDate", () => {
  it("formats ISO dates and datetimes", () => {
    expect(formatDate("2027-09-30")).toBe("Sep 30, 2027");
    expect(formatDate("2027-09-30", "MMMM d, yyyy")).toBe("September 30, 2027");
  });
  it("shows unparseable dates as they are", () => {
    expect(formatDate("rolling basis")).toBe("rolling basis");
  });
  it("N/A when empty", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("")).toBe("N/A");
  });
  it("file dates are yyyy-MM-dd", () => {
    expect(fileDate(new Date(2026, 0, 5))).toBe("2026-01-05");
  });
});
