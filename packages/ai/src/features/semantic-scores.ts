import { cosine, localEmbedding } from "../embedding/local-embedding.js";

/** What a grant opportunity page reads like; pages are compared with it. */
export const OPPORTUNITY_PROTOTYPE =
  "Grant opportunity: call for proposals now open. Funding program for nonprofit organizations. Award amount up to $50,000. " +
  "Application deadline. Eligibility: who can apply. How to apply: submit an application or letter of inquiry. Request for proposals (RFP), fellowship, funding available.";

const PROTOTYPE = localEmbedding(OPPORTUNITY_PROTOTYPE);

export interface SemanticScores {
  semanticSimilarityScore: number;
  semanticRankScore: number;
  semanticCompositeScore: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * How much a page reads like a grant opportunity: the cosine of its local embedding with the
 * prototype's, as 0–100. Pages keep this number, not their 384-number vector: it is all the
 * scores below need of it.
 */
export const prototypeSimilarity = (text: string): number => Math.max(0, cosine(localEmbedding(text), PROTOTYPE)) * 100;

/**
 * semanticSimilarityScore: prototypeSimilarity.
 * semanticRankScore: the page's rank by that similarity among the site's pages, 100 = most similar, 0 = least.
 * semanticCompositeScore: 0.5 × relevance×100 + 0.3 × similarity + 0.2 × rank.
 */
export function semanticScores(pages: Array<{ key: string; similarity: number; relevance: number }>): Map<string, SemanticScores> {
  const sims = pages.map((p) => p.similarity);
  // Ties go by URL: pages arrive in crawl order, which varies between identical crawls.
  const order = sims.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0] || (pages[a[1]]!.key < pages[b[1]]!.key ? -1 : 1));
  const rank = new Array<number>(pages.length);
  for (const [r, [, i]] of order.entries()) rank[i] = pages.length > 1 ? 100 * (1 - r / (pages.length - 1)) : 100;
  return new Map(
    pages.map((p, i) => {
      const similarity = sims[i]!;
      const r = rank[i]!;
      return [
        p.key,
        {
          semanticSimilarityScore: round1(similarity),
          semanticRankScore: round1(r),
          semanticCompositeScore: round1(0.5 * p.relevance * 100 + 0.3 * similarity + 0.2 * r),
        },
      ];
    }),
  );
}
