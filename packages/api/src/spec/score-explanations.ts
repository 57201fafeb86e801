/** The numbers on a grant's badges, said in words (issue #44, item 9): the text of their tooltips. */
import { aiScoreTooltip, displayScore, relevanceTier } from "./relevance-tier.js";

/**
 * A semantic rank (0–100, never 0–1: a rank of 1 is the bottom of the site, not the top) as a whole
 * number capped at 100; null when absent.
 */
export function displayRank(rank: number | null | undefined): number | null {
  if (rank === null || rank === undefined || !Number.isFinite(rank)) return null;
  return Math.max(0, Math.min(100, Math.round(rank)));
}

/** The relevance badge ("High · 89"): the page model's probability that this is a programme's own page. */
export function relevanceExplanation(score: number): string {
  const s = displayScore(score) ?? 0;
  return (
    `Relevance ${s} (${relevanceTier(score)}): the analyser's probability, ${s}%, that this is a programme's own page ` +
    "(one grant, fund or call described on its own page) rather than news, a list of programmes or another page. " +
    `High is 80 or more, Good 60–79, Moderate 40–59, Low below 40. ${aiScoreTooltip(score)}.`
  );
}

/** The rank badge: the page's place among the site's crawled pages by how much it reads like a grant call. */
export function rankExplanation(rank: number): string {
  const r = displayRank(rank) ?? 0;
  return (
    `Rank ${r}: this page's place among all the pages crawled on this site, ordered by how much each reads like a grant call. ` +
    `100 is the page most like one, 0 the least: it reads more like a grant call than about ${r}% of the site's other pages. ` +
    "It compares the site's pages with each other, so it says nothing on its own about whether the page is an opportunity."
  );
}

const CONFIDENCE_REASONS: Record<string, string> = {
  high: "the page states its status in words, or gives a labelled deadline",
  medium: "the status is read from a date or looser wording on the page",
  low: "nothing on the page says whether it is open, so its status stays unknown",
};

/** The confidence badge: how sure the analyser is of the opportunity's status, and why. */
export function confidenceExplanation(confidence: string): string {
  const level = confidence.toLowerCase();
  const reason = CONFIDENCE_REASONS[level];
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} confidence in the status${reason ? `: ${reason}` : ""}. Correct the status if it is wrong; your correction replaces this badge.`;
}
