/** Relevance, rank and AI-score display rules (spec section 9). */
export type RelevanceTier = "High" | "Good" | "Moderate" | "Low";

/** A score on 0–1 or 0–100 as a whole percent capped at 100 (null when absent). */
export function displayScore(score: number | null | undefined): number | null {
  if (score === null || score === undefined || !Number.isFinite(score)) return null;
  const percent = score <= 1 ? score * 100 : score;
  return Math.max(0, Math.min(100, Math.round(percent)));
}

/** At least 0.8 High, 0.6 Good, 0.4 Moderate, otherwise Low (scores given on 0–1 or 0–100). */
export function relevanceTier(score: number): RelevanceTier {
  const s = score > 1 ? score / 100 : score;
  return s >= 0.8 ? "High" : s >= 0.6 ? "Good" : s >= 0.4 ? "Moderate" : "Low";
}

const TIER_COLORS: Record<RelevanceTier, string> = { High: "green", Good: "teal", Moderate: "yellow", Low: "gray" };
export const relevanceTierColor = (tier: RelevanceTier) => TIER_COLORS[tier];

/** Semantic rank colour bands start at 90, 75, 60 and 45 (the colours are ours). */
export function rankBandColor(rank: number): string {
  // A rank is on 0–100 at any size (1 is near the bottom), unlike a 0–1 score.
  const r = Math.max(0, Math.min(100, rank));
  return r >= 90 ? "green" : r >= 75 ? "teal" : r >= 60 ? "blue" : r >= 45 ? "yellow" : "gray";
}

/** AI score tooltip: 75+ high, 50–74 medium, below 50 low. */
export function aiScoreTooltip(score: number): string {
  const s = displayScore(score) ?? 0;
  if (s >= 75) return `AI relevance ${s}/100: high – this page very likely describes a grant opportunity`;
  if (s >= 50) return `AI relevance ${s}/100: medium – this page probably describes a grant opportunity`;
  return `AI relevance ${s}/100: low – this page may not describe a grant opportunity`;
}

const CONFIDENCE_COLORS: Record<string, string> = { high: "green", medium: "yellow", low: "red" };
export const confidenceColor = (confidence: string | null | undefined) => CONFIDENCE_COLORS[(confidence ?? "").toLowerCase()] ?? "gray";
