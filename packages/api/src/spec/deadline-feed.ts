import { addDays } from "date-fns/addDays";
import { format } from "date-fns/format";
import { foldLine, icsEscape, uid } from "./ics-export.js";
import { parseDueDate } from "./status-sections.js";

/** One deadline of a watched site's feed; `cancelled` when its opportunity closed or left the site. */
export interface FeedDeadline {
  url: string;
  title: string;
  site: string;
  dueDate: string;
  cancelled: boolean;
}

const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A calendar that apps subscribe to (issue #16): one all-day event per deadline, its UID the
 * opportunity's URL, so a moved deadline updates the event; `sequence` grows with each crawl, and
 * an opportunity that closed or left the site is sent as cancelled rather than dropped.
 */
export function buildDeadlineFeed(name: string, deadlines: FeedDeadline[], sequence: number, updated: Date): string {
  const events = deadlines.flatMap((d) => {
    const due = parseDueDate(d.dueDate);
    if (!due) return [];
    return [
      "BEGIN:VEVENT",
      `UID:${uid(d.url)}`,
      `SEQUENCE:${sequence}`,
      `DTSTAMP:${icsStamp(updated)}`,
      `DTSTART;VALUE=DATE:${format(due, "yyyyMMdd")}`,
      `DTEND;VALUE=DATE:${format(addDays(due, 1), "yyyyMMdd")}`,
      `SUMMARY:${icsEscape(`Deadline: ${d.title}`)}`,
      `DESCRIPTION:${icsEscape(`${d.site}\n${d.url}`)}`,
      `URL:${d.url}`,
      `STATUS:${d.cancelled ? "CANCELLED" : "CONFIRMED"}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//GrantScout//Watched deadlines//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsEscape(name)}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
