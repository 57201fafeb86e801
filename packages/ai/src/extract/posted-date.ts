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

const UPDATED = /\b(?:(?:last\s+)?(?:updated|modified|revised)|generated)\s*(?:on|:)?\s*$/i;

/** The date the page says it was last updated or generated ("Page generated Sat, 28 Nov 2026", "Last updated: March 3, 2024"). */
export function findUpdatedDate(sentences: string[], today: Date, dayFirst: boolean): string | null {
  for (const s of sentences) {
    if (!/\b(?:updated|modified|revised|generated)\b/i.test(s)) continue;
    const date = findDates(s, today, dayFirst).find((d) => d.dayKnown && UPDATED.test(s.slice(Math.max(0, d.index - 30), d.index)));
    if (date) return date.iso;
  }
  return null;
}
