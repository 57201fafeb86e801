import { findDates } from "./dates.js";

const POSTED = /\b(?:posted|published|released|issued|announced)\s*(?:on|:)?\s*$/i;

/** The date the page says the call was posted or published, when it says so. */
export function findPostedDate(sentences: string[], today: Date, dayFirst: boolean): string | null {
  for (const s of sentences) {
    if (!/\b(?:posted|published|released|issued|announced)\b/i.test(s)) continue;
    const date = findDates(s, today, dayFirst).find((d) => d.dayKnown && POSTED.test(s.slice(Math.max(0, d.index - 30), d.index)));
    if (date) return date.iso;
  }
  return null;
}
