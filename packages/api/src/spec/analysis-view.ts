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

/**
 * What an empty section says: before an analysis, the spec's hint to run one; after it, that the
 * analysis looked and found nothing (the hint would point at a button that is no longer there).
 */
export function emptySectionText(subject: string, analysed: boolean): string {
  return analysed ? `The analysis found no ${subject} on the page.` : `No ${subject} yet. Click 'Analyze & Extract Details' to extract it.`;
}

/** Who did the analysis, said plainly: the local analyser, or the configured model by name. */
export function analysisSource(data: { provider?: unknown; model?: unknown; enrichedAt?: unknown }): string | null {
  if (data.provider !== "local" && data.provider !== "openai") return null;
  const when = typeof data.enrichedAt === "string" && !Number.isNaN(Date.parse(data.enrichedAt)) ? ` on ${new Date(data.enrichedAt).toLocaleString()}` : "";
  if (data.provider === "local")
    return `Analysed${when} by the built-in local analyser (no AI model is configured, so custom prompts and models are not used).`;
  return `Analysed${when} by the AI model ${typeof data.model === "string" && data.model ? data.model : "configured on the server"}, its answers checked against the page.`;
}
