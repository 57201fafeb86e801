import {
  ANALYSIS_TOASTS,
  analysisErrorMessage,
  buildEnrichInput,
  type CustomAnalysisOptions,
  DEFAULT_ANALYSIS_STEPS,
  STEP_DELAY_MS,
  stepsToShow,
} from "@grantscout/api/spec";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

export type OpportunityData = Record<string, unknown>;
export interface Overlay {
  steps: string[];
  shown: number;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server has an AI model (else the local analyser runs). */
export function useModelConfigured(): boolean {
  const trpc = useTRPC();
  return useQuery(trpc.health.check.queryOptions()).data?.ai === "openai";
}

/** The crawl's record, and the last analysis kept with it (shown again on reload) over it. */
function splitLoaded(loaded: OpportunityData | null) {
  if (!loaded) return { original: null, saved: null };
  const { savedAnalysis, ...original } = loaded;
  const saved = savedAnalysis && typeof savedAnalysis === "object" ? { ...(savedAnalysis as OpportunityData), rawHtmlContent: original.rawHtmlContent } : null;
  return { original, saved };
}

/**
 * The analysis state of the page: the originally loaded data, the current (maybe enriched) data,
 * the overlay's steps, and the last analysis error. Reset restores the crawl's record.
 */
export function useAnalysis(url: string, loaded: OpportunityData | null) {
  const trpc = useTRPC();
  const enrich = useMutation(trpc.opportunity.enrich.mutationOptions());
  const { original, saved } = useMemo(() => splitLoaded(loaded), [loaded]);
  const [data, setData] = useState<OpportunityData | null>(saved ?? original);
  const [enriched, setEnriched] = useState(saved !== null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  useEffect(() => {
    setData(saved ?? original);
    setEnriched(saved !== null);
  }, [original, saved]);

  /** Shows one step every STEP_DELAY_MS; resolves once every step has been shown. */
  const playSteps = async (steps: string[]) => {
    for (let shown = 1; shown <= steps.length && alive.current; shown++) {
      setOverlay({ steps, shown });
      await delay(STEP_DELAY_MS);
    }
  };

  const analyze = async (custom?: CustomAnalysisOptions) => {
    if (!data) {
      setError("No opportunity data to analyze");
      return;
    }
    setError(null);
    const steps = custom ? stepsToShow(custom.useCustomSteps, custom.customSteps) : [...DEFAULT_ANALYSIS_STEPS];
    const input = buildEnrichInput(url, data, custom);
    const [outcome] = await Promise.allSettled([enrich.mutateAsync(input), playSteps(steps)]);
    if (!alive.current) return;
    setOverlay(null);
    if (outcome.status === "fulfilled") {
      const result = outcome.value as OpportunityData;
      setData(result);
      setEnriched(true);
      // Custom instructions are only followed by a model; the local analyser's toast must not claim them.
      const usedCustom = Boolean(custom) && result.provider === "openai";
      toast("success", ANALYSIS_TOASTS.complete.title, ANALYSIS_TOASTS.completeMessage(usedCustom));
    } else {
      const message = analysisErrorMessage(outcome.reason, ANALYSIS_TOASTS.failedFallback);
      setError(message);
      toast("error", ANALYSIS_TOASTS.failedTitle, message);
    }
  };

  const reset = () => {
    setData(original);
    setEnriched(false);
    setError(null);
    toast("info", ANALYSIS_TOASTS.reset.title, ANALYSIS_TOASTS.reset.message, { autoClose: 3000 });
  };

  return { data, enriched, overlay, error, analyzing: overlay !== null, analyze, reset, clearError: () => setError(null) };
}
