import { describe, expect, it } from "vitest";
import { buildDeadlineCalendar, countDeadlines, foldLine, icsEscape } from "./ics-export.js";
import { readGrant } from "./opportunity-adapter.js";

const now = new Date(2026, 5, 1, 9, 0, 0);

describe("iCalendar export", () => {
  it("escapes text", () => {
    expect(icsEscape("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
  it("folds long lines at 75 octets", () => {
    const folded = foldLine(`SUMMARY:${"x".repeat(200)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .slice(1)
        .every((l) => l.startsWith(" ")),
    ).toBe(true);
  });
  const grants = [
    { url: "https://a.org/1", title: "Arts, Fund", status: "open", due_date: "2026-09-30" },
    { url: "https://a.org/2", title: "Closed", status: "closed", due_date: "2026-09-30" },
    { url: "https://a.org/3", title: "No date", status: "open" },
    { url: "https://a.org/4", title: "Future", status: "unknown", dueDate: "2026-07-04" },
  ].map(readGrant);
  it("counts the deadlines it would export, so an empty calendar is never offered", () => {
    expect(countDeadlines(grants, now)).toBe(2);
    expect(countDeadlines(grants.slice(1, 3), now)).toBe(0);
  });
  it("has one all-day event per open grant with a due date", () => {
    const ics = buildDeadlineCalendar(grants, now);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("DTSTART;VALUE=DATE:20260930");
    expect(ics).toContain("DTEND;VALUE=DATE:20261001");
    expect(ics).toContain("DTSTART;VALUE=DATE:20260704");
    expect(ics).toContain("SUMMARY:Deadline: Arts\\, Fund");
    expect(ics).not.toContain("Closed");
  });
});
