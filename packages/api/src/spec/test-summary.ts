import type { TestRun } from "./transition.js";

/** The checks each Test Suite card shows, in the spec's order. */
export const TEST_GROUPS = {
  embedding: ["smallContent", "largeContent", "truncation"],
  relationship: ["basicClustering", "relationshipClassification", "documentFormatting"],
} as const;
export type TestGroup = keyof typeof TEST_GROUPS;
export type TestState = "Not Run" | "Passed" | "Failed";
export type TestResult = TestRun["tests"][number];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The state of each named check after a run. A result is matched by name (any spelling:
 * "smallContent", "Small content", "small_content"); unmatched checks fall back to position.
 */
export function checkStates(group: TestGroup, tests: readonly TestResult[] | null): Record<string, TestState> {
  const keys = TEST_GROUPS[group];
  return Object.fromEntries(
    keys.map((key, i) => {
      if (!tests) return [key, "Not Run"];
      const match = tests.find((t) => squash(t.name).includes(squash(key))) ?? tests[i];
      return [key, match ? (match.passed ? "Passed" : "Failed") : "Not Run"];
    }),
  );
}

/** Spec section 4: total, passed and failed counted across both groups' latest results. */
export function summarizeTests(...groups: ReadonlyArray<readonly TestResult[] | null>) {
  const all = groups.flatMap((g) => g ?? []);
  const passed = all.filter((t) => t.passed).length;
  return { total: all.length, passed, failed: all.length - passed };
}

/** The console line for a failed test call (spec section 8: no user-visible alert). */
export function testFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return `Test failed: ${message || "Unknown error"}`;
}
