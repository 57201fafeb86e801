import {
  ANALYSIS_TOASTS,
  type AnalysisStep,
  analysisErrorMessage,
  buildEnrichInput,
  type CustomAnalysisOptions,
  DEFAULT_ANALYSIS_STEPS,
  stepsToShow,
} from "@grantscout/api/spec";
import { skipToken, useMutation, useQuery } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

export type OpportunityData = Record<string, unknown>;
export interface Overlay {
  steps: string[];
  /** The server's reports of finished work, in order (see enrichSteps). */
  reports: AnalysisStep[];
}

/** Names this analysis for its steps' subscription; crypto.randomUUID is missing off localhost over http. */
const newRunId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

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
  const [runId, setRunId] = useState<string | null>(null);
  useSubscription(
    trpc.opportunity.enrichSteps.subscriptionOptions(runId ? { runId } : skipToken, {
      onData: (step) => setOverlay((o) => o && { ...o, reports: [...o.reports, step] }),
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  useEffect(() => {
    setData(saved ?? original);
    setEnriched(saved !== null);
  }, [original, saved]);

  const analyze = async (custom?: CustomAnalysisOptions) => {
    if (!data) {
      setError("No opportunity data to analyze");
      return;
    }
    setError(null);
    const steps = custom ? stepsToShow(custom.useCustomSteps, custom.customSteps) : [...DEFAULT_ANALYSIS_STEPS];
    const id = newRunId();
    setRunId(id);
    setOverlay({ steps, reports: [] });
    try {
      const result = (await enrich.mutateAsync({ ...buildEnrichInput(url, data, custom), runId: id })) as OpportunityData;
      if (!alive.current) return;
      setData(result);
      setEnriched(true);
      // Custom instructions are only followed by a model; the local analyser's toast must not claim them.
      const usedCustom = Boolean(custom) && result.provider === "openai";
      toast("success", ANALYSIS_TOASTS.complete.title, ANALYSIS_TOASTS.completeMessage(usedCustom));
    } catch (reason) {
      if (!alive.current) return;
      const message = analysisErrorMessage(reason, ANALYSIS_TOASTS.failedFallback);
      setError(message);
      toast("error", ANALYSIS_TOASTS.failedTitle, message);
    } finally {
      setRunId(null);
      setOverlay(null);
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
