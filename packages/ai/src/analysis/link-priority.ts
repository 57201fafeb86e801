import { CALL_DOCUMENT, POSITIVE_SEGMENT, PROGRAM_NAME } from "./page-signals.js";
import { segments } from "./url.js";

/**
 * How likely a link leads to a grant page, by its anchor text and URL alone: 0, 1 or 2. The
 * crawler fetches the likeliest links of each depth first, so a site larger than the page cap
 * keeps its programme pages and loses others instead.
 */
export function grantLinkPriority({ url, text }: { url: string; text: string | null }): number {
  const named = PROGRAM_NAME.test(text ?? "") || CALL_DOCUMENT.test(text ?? "");
  return +named + +segments(url).some((s) => POSITIVE_SEGMENT.test(s));
}
