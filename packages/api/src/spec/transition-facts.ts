/** Static model facts shown on the Model Manager page (spec section 9). */
export const EMBEDDING_FACTS = {
  legacy: { name: "text-embedding-ada-002", dimensions: 1536 },
  next: { name: "text-embedding-3-small", compatibleDimensions: 1536, defaultDimensions: 384, tokenCostReduction: "up to 80%" },
} as const;

/** Spec section 5: the rollout slider. */
export const ROLLOUT = { min: 0, max: 100, step: 5 } as const;

/** A rate in 0–1 as a whole percent; a value already above 1 is taken as a percent. */
export function formatRate(rate: number | null | undefined): string {
  if (typeof rate !== "number" || !Number.isFinite(rate)) return "N/A";
  return `${Math.round(rate <= 1 ? rate * 100 : rate)}%`;
}

export function formatMs(ms: number | null | undefined): string {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "N/A";
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
