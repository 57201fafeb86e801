import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "../../trpc";
import { CorrectionDialog } from "../results/correction-dialog";
import { useStatusCorrection } from "../results/use-status-correction";
import type { OpportunityRow } from "./use-opportunity-row";

/**
 * "Not an opportunity" (or Restore) for a row: the results page's confirm dialog and the same
 * dismissal record, made on the programme's newest crawl.
 */
export function DismissFlow({ row, onDone }: { row: OpportunityRow; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const correction = useStatusCorrection(row.jobId);
  // The decision is asked once per row (the hook's `request` is a new function on each render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per row.
  useEffect(() => {
    correction.request({ grantUrl: row.url, title: row.title, prevStatus: row.status, newStatus: row.dismissed ? "restored" : "dismissed" });
  }, [row]);
  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.opportunities.list.pathKey() });
    onDone();
  };
  // The hook clears its pending decision once it is saved or cancelled: then the flow ends.
  const busy = correction.pending !== null || correction.saving;
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the decision starts and ends.
  useEffect(() => {
    if (busy) started.current = true;
    else if (started.current) void finish();
  }, [busy]);
  return <CorrectionDialog pending={correction.pending} saving={correction.saving} onCancel={correction.cancel} onConfirm={correction.confirm} />;
}
