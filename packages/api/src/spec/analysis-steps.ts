/** Spec section 9: the progress overlay's default steps, one shown every STEP_DELAY_MS. */
export const DEFAULT_ANALYSIS_STEPS = [
  "Analyzing grant opportunity details",
  "Extracting funding information",
  "Analyzing eligibility requirements",
  "Validating date information",
  "Identifying related documents",
  "Generating structured data",
  "Completing data enrichment",
] as const;
export const STEP_DELAY_MS = 500;

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
