import { grantLinkPriority } from "@grantscout/ai";
import { isSkippedAsset } from "@grantscout/crawler";
import type { BeyondDepth } from "../spec/index.js";

/**
 * The analyser's link score (0, 1 or 2) from which a link counts as a likely programme page. 2 means
 * its anchor and its URL both name a grant, fund, programme or call; 1 is either alone, which also
 * takes the news index, "past grants" lists and "funding news" posts: a notice that cries wolf on
 * most sites would teach people to ignore it.
 */
const PROGRAMME_LINK_SCORE = 2;
/** Likely programme pages named in the notice, beside their count. */
const EXAMPLES = 10;

interface UnfollowedLink {
  url: string;
  text: string;
  found_on: string;
}

/**
 * The likely programme pages among links a crawl saw on its deepest pages but never fetched
 * (linksNotFollowed): the best-scored anchor per URL, likeliest first.
 */
export function programmesBeyondDepth(links: UnfollowedLink[], maxDepth: number): BeyondDepth {
  const best = new Map<string, UnfollowedLink & { score: number }>();
  for (const link of links) {
    if (isSkippedAsset(link.url)) continue;
    const score = grantLinkPriority({ url: link.url, text: link.text });
    const kept = best.get(link.url);
    if (score >= PROGRAMME_LINK_SCORE && (!kept || score > kept.score)) best.set(link.url, { ...link, score });
  }
  const likely = [...best.values()].sort((a, b) => b.score - a.score || a.url.localeCompare(b.url));
  return {
    max_depth: maxDepth,
    likely_programmes: likely.length,
    examples: likely.slice(0, EXAMPLES).map(({ url, text, found_on }) => ({ url, text, found_on })),
  };
}
