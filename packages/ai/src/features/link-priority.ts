import { CALL_DOCUMENT, POSITIVE_SEGMENT, PROGRAM_NAME } from "./page-signals.js";
import { segments } from "./url.js";

/**
 * A link to the site's news or announcements: where a funder posts its calls (labelling.md counts a
 * post announcing a call as the opportunity when no programme page exists). Only the index is
 * moved up; its posts are ranked by their own anchors.
 */
const ANNOUNCEMENTS = /^(?:(?:latest\s+)?news|announcements?|news\s+(?:and|&)\s+(?:announcements|updates|events))$/i;

/**
 * How likely a link leads to a grant page, by its anchor text and URL alone: 0, 1 or 2. The
 * crawler fetches the likeliest links of each depth first, so a site larger than the page cap
 * keeps its programme pages and loses others instead.
 */
export function grantLinkPriority({ url, text }: { url: string; text: string | null }): number {
  const anchor = (text ?? "").trim();
  const named = PROGRAM_NAME.test(anchor) || CALL_DOCUMENT.test(anchor);
  return Math.max(+named + +segments(url).some((s) => POSITIVE_SEGMENT.test(s)), +ANNOUNCEMENTS.test(anchor));
}
