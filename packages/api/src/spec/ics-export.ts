import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import type { GrantView } from "./opportunity-adapter.js";
import { classifyGrant, parseDueDate } from "./status-sections.js";

/** iCalendar text escaping (RFC 5545 3.3.11). */
export function icsEscape(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (continuation lines start with a space). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    if (bytes.encode(current + ch).length > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = ch;
    } else current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A stable event id per opportunity URL: a calendar updates the event instead of adding another. */
export function uid(url: string): string {
  let h = 5381;
  for (const ch of url) h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `${h.toString(36)}-${url.length}@grantscout`;
}

/** The open opportunities with a parseable due date: what a calendar export holds. */
function deadlines(grants: GrantView[], now: Date) {
  return grants.flatMap((g) => {
    const due = parseDueDate(g.dueDate);
    return due && classifyGrant(g, now) === "open" ? [{ g, due }] : [];
  });
}

/** How many events a calendar export would hold (the button is disabled at 0: an empty .ics helps nobody). */
export function countDeadlines(grants: GrantView[], now: Date = new Date()): number {
  return deadlines(grants, now).length;
}

/** A VCALENDAR with one all-day VEVENT per open opportunity that has a parseable due date. */
export function buildDeadlineCalendar(grants: GrantView[], now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const events = deadlines(grants, now).flatMap(({ g, due }) => {
    return [
      "BEGIN:VEVENT",
      `UID:${uid(g.url || g.title)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${format(due, "yyyyMMdd")}`,
      `DTEND;VALUE=DATE:${format(addDays(due, 1), "yyyyMMdd")}`,
      `SUMMARY:${icsEscape(`Deadline: ${g.title}`)}`,
      `DESCRIPTION:${icsEscape([g.funder, g.summary, g.url].filter(Boolean).join("\n"))}`,
      ...(g.url ? [`URL:${g.url}`] : []),
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GrantScout//Grant deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
