import { z } from "zod";

/**
 * Spec section 9: the progress overlay's default steps. The spec shows one every 500 ms; here each is
 * ticked when the server reports that part of the work finished (AnalysisStep), one to one.
 */
export const DEFAULT_ANALYSIS_STEPS = [
  "Analyzing grant opportunity details",
  "Extracting funding information",
  "Analyzing eligibility requirements",
  "Validating date information",
  "Identifying related documents",
  "Generating structured data",
  "Completing data enrichment",
] as const;

/** One finished step of an analysis as the server reports it: how many steps are done, and what it found. */
export interface AnalysisStep {
  done: number;
  detail: string;
}

/** Which client-named analysis to follow; any short token (a browser off localhost has no crypto.randomUUID). */
export const analysisRunSchema = z.object({ runId: z.string().regex(/^[\w-]{8,64}$/, "runId must be 8 to 64 letters, digits, - or _") });

/** How many of `total` shown steps are finished when `done` of the default steps are: custom steps follow the same share. */
export function stepsFinished(done: number, total: number): number {
  return Math.floor((Math.min(Math.max(done, 0), DEFAULT_ANALYSIS_STEPS.length) / DEFAULT_ANALYSIS_STEPS.length) * total);
}

/** Empty steps are dropped on submit (spec section 5). */
export function cleanSteps(steps: readonly string[]): string[] {
  return steps.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The steps the overlay shows: the user's own when custom steps are on and any remain. */
export function stepsToShow(useCustomSteps: boolean, customSteps: readonly string[] | undefined): string[] {
  const custom = useCustomSteps ? cleanSteps(customSteps ?? []) : [];
  return custom.length > 0 ? custom : [...DEFAULT_ANALYSIS_STEPS];
}

/** Progress is the share of steps shown, as a whole percent. */
export function stepProgress(shown: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(shown, 0), total) / total) * 100);
}

/** Remove is disabled with one step left or while custom steps are off. */
export function canRemoveStep(useCustomSteps: boolean, count: number): boolean {
  return useCustomSteps && count > 1;
}
