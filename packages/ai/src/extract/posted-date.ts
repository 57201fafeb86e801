import { findDates } from "./dates.js";

/** The first dated day a sentence introduces with one of the words (`cue` matches the 30 characters before it). */
function dateIntroducedBy(sentences: string[], today: Date, dayFirst: boolean, words: RegExp, cue: RegExp): string | null {
  for (const s of sentences) {
    if (!words.test(s)) continue;
    const date = findDates(s, today, dayFirst).find((d) => d.dayKnown && cue.test(s.slice(Math.max(0, d.index - 30), d.index)));
    if (date) return date.iso;
  }
  return null;
}

const POSTED_WORDS = /\b(?:posted|published|released|issued|announced)\b/i;
const POSTED = /\b(?:posted|published|released|issued|announced)\s*(?:on|:)?\s*$/i;

/** The date the page says the call was posted or published, when it says so. */
export const findPostedDate = (sentences: string[], today: Date, dayFirst: boolean): string | null =>
  dateIntroducedBy(sentences, today, dayFirst, POSTED_WORDS, POSTED);

const UPDATED_WORDS = /\b(?:updated|modified|revised|generated)\b/i;
const UPDATED = /\b(?:(?:last\s+)?(?:updated|modified|revised)|generated)\s*(?:on|:)?\s*$/i;

/** The date the page says it was last updated or generated ("Page generated Sat, 28 Nov 2026", "Last updated: March 3, 2024"). */
export const findUpdatedDate = (sentences: string[], today: Date, dayFirst: boolean): string | null =>
  dateIntroducedBy(sentences, today, dayFirst, UPDATED_WORDS, UPDATED);
