import { aiScoreTooltip, confidenceColor, displayScore, type GrantView, rankBandColor, relevanceTier, relevanceTierColor } from "@grantscout/api/spec";
import { Badge, Tooltip } from "@mantine/core";

/** Relevance, rank and confidence badges of a grant row (spec section 9 rules). */
export function GrantBadges({ g }: { g: GrantView }) {
  const relevance = displayScore(g.relevanceScore);
  const rank = displayScore(g.semanticRankScore);
  return (
    <>
      {relevance !== null && g.relevanceScore !== null && (
        <Tooltip label={aiScoreTooltip(g.relevanceScore)} multiline w={260}>
          <Badge color={relevanceTierColor(relevanceTier(g.relevanceScore))} variant="light" tt="none" data-testid="relevance-badge">
            {relevanceTier(g.relevanceScore)} · {relevance}
          </Badge>
        </Tooltip>
      )}
      {rank !== null && (
        <Tooltip
          label="How closely this page reads like a grant call, against the other pages of this site: 100 = the most alike, 0 = the least."
          multiline
          w={260}
        >
          <Badge color={rankBandColor(rank)} variant="outline" tt="none" data-testid="rank-badge">
            Rank {rank}
          </Badge>
        </Tooltip>
      )}
      {/* A person's correction replaces the machine's confidence. */}
      {g.confidence && !g.manuallyCorrected && (
        <Badge color={confidenceColor(g.confidence)} variant="dot" tt="none" data-testid="confidence-badge">
          {g.confidence} confidence
        </Badge>
      )}
    </>
  );
}
