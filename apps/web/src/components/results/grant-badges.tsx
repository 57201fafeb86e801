import {
  confidenceColor,
  confidenceExplanation,
  displayRank,
  displayScore,
  type GrantView,
  rankBandColor,
  rankExplanation,
  relevanceExplanation,
  relevanceTier,
  relevanceTierColor,
} from "@grantscout/api/spec";
import { ExplainedBadge } from "../opportunity/explained-badge";

/** Relevance, rank and confidence badges of a grant row (spec section 9 rules), each explained in words. */
export function GrantBadges({ g }: { g: GrantView }) {
  const relevance = displayScore(g.relevanceScore);
  const rank = displayRank(g.semanticRankScore);
  return (
    <>
      {relevance !== null && g.relevanceScore !== null && (
        <ExplainedBadge
          explanation={relevanceExplanation(g.relevanceScore)}
          color={relevanceTierColor(relevanceTier(g.relevanceScore))}
          variant="light"
          tt="none"
          data-testid="relevance-badge"
        >
          {relevanceTier(g.relevanceScore)} · {relevance}
        </ExplainedBadge>
      )}
      {rank !== null && (
        <ExplainedBadge explanation={rankExplanation(rank)} color={rankBandColor(rank)} variant="outline" tt="none" data-testid="rank-badge">
          Rank {rank}
        </ExplainedBadge>
      )}
      {/* A person's correction replaces the machine's confidence. */}
      {g.confidence && !g.manuallyCorrected && (
        <ExplainedBadge
          explanation={confidenceExplanation(g.confidence)}
          color={confidenceColor(g.confidence)}
          variant="dot"
          tt="none"
          data-testid="confidence-badge"
        >
          {g.confidence} confidence
        </ExplainedBadge>
      )}
    </>
  );
}
