import { summarizeTests, type TestGroup, type TestResult, type TestRun, testFailureMessage } from "@grantscout/api/spec";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";

type Results = Record<TestGroup, TestResult[] | null>;

/** Both test groups: their latest results, loading flags and the summary across them. */
export function useTestRuns() {
  const trpc = useTRPC();
  const embedding = useMutation(trpc.selfTest.embeddingTokenLimits.mutationOptions());
  const relationship = useMutation(trpc.selfTest.relatedDocuments.mutationOptions());
  const [results, setResults] = useState<Results>({ embedding: null, relationship: null });
  const [runningAll, setRunningAll] = useState(false);

  const run = async (group: TestGroup) => {
    const mutation = group === "embedding" ? embedding : relationship;
    try {
      const answer = (await mutation.mutateAsync()) as TestRun;
      setResults((r) => ({ ...r, [group]: answer.tests }));
      if (!answer.success && answer.message) console.error(testFailureMessage(answer.message));
    } catch (error) {
      // Spec section 8: logged only; the loading flag clears with the mutation.
      console.error(testFailureMessage(error));
    }
  };

  const runAll = async () => {
    setRunningAll(true);
    await run("embedding");
    await run("relationship");
    setRunningAll(false);
  };

  return {
    results,
    loading: { embedding: embedding.isPending, relationship: relationship.isPending, all: runningAll },
    summary: summarizeTests(results.embedding, results.relationship),
    run,
    runAll,
  };
}
