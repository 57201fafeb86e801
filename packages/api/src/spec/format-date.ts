import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";

/** "Sep 30, 2027"; a value that cannot be parsed is shown as it is; empty is "N/A" (spec section 5). */
export function formatDate(value: string | null | undefined, pattern = "MMM d, yyyy"): string {
  if (value === null || value === undefined || !String(value).trim()) return "N/A";
  const text = String(value).trim();
  const d = /^\d{4}-\d{2}-\d{2}/.test(text) ? parseISO(text) : new Date(text);
  return isValid(d) ? format(d, pattern) : text;
}

/** yyyy-MM-dd of a moment, for file names. */
export function fileDate(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}
