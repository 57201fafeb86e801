/** Process Opportunity page rules that are not layout. */

/** Spec section 4: on the analysis page open is green, closed red, any other value yellow. */
export function analysisStatusColor(status: string | null | undefined): "green" | "red" | "yellow" {
  const s = (status ?? "").toLowerCase();
  return s === "open" ? "green" : s === "closed" ? "red" : "yellow";
}

/** Related document score: relevance (0–1) times 100, rounded. */
export function documentScore(relevance: unknown): number | null {
  return typeof relevance === "number" && Number.isFinite(relevance) ? Math.round(relevance * 100) : null;
}

export const ANALYSIS_TOASTS = {
  complete: { title: "Analysis complete" },
  completeMessage: (custom: boolean) =>
    custom ? "The opportunity was analyzed with your custom instructions." : "The opportunity data has been enriched and structured.",
  failedTitle: "Analysis failed",
  failedFallback: "Failed to analyze opportunity data",
  fetchFallback: "Failed to fetch opportunity data",
  reset: { title: "Data reset", message: "The opportunity data has been reset to its original state." },
} as const;

/** The message of an error from the server, or the fallback. */
export function analysisErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return fallback;
}
