import type { CORRECTABLE_STATUSES } from "@grantscout/api/spec";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

/** A status to correct to, or the "not an opportunity" decision and its undo. */
type CorrectionTarget = (typeof CORRECTABLE_STATUSES)[number] | "dismissed" | "restored";

export interface PendingCorrection {
  grantUrl: string;
  title: string;
  prevStatus: string;
  newStatus: CorrectionTarget;
}

/** The correction flow: pick a grant and a target, confirm with optional feedback, save, refresh. */
export function useStatusCorrection(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCorrection | null>(null);
  const onSaved = async () => {
    setPending(null);
    await queryClient.invalidateQueries({ queryKey: trpc.crawl.results.queryKey({ jobId }) });
  };
  const onError = (error: { message: string }) => toast("error", "Update Failed", error.message || "Failed to update status");
  const statusMutation = useMutation(
    trpc.crawl.correction.mutationOptions({
      onSuccess: async (_data, input) => {
        toast("success", "Status Updated", `Grant opportunity status updated to ${input.newStatus}`);
        await onSaved();
      },
      onError,
    }),
  );
  const dismissMutation = useMutation(
    trpc.crawl.dismissal.mutationOptions({
      onSuccess: async (data) => {
        toast("success", data.dismissed ? "Opportunity Dismissed" : "Opportunity Restored", data.message);
        await onSaved();
      },
      onError,
    }),
  );
  const confirm = (feedback: string) => {
    // A correction needs both a selected grant and a target status (spec section 5).
    if (!pending) return;
    const note = feedback.trim() || null;
    const { grantUrl, newStatus, prevStatus } = pending;
    if (newStatus === "dismissed" || newStatus === "restored")
      dismissMutation.mutate({ jobId, grantUrl, dismissed: newStatus === "dismissed", feedback: note });
    else statusMutation.mutate({ jobId, grantUrl, newStatus, prevStatus, feedback: note });
  };
  return { pending, request: setPending, cancel: () => setPending(null), confirm, saving: statusMutation.isPending || dismissMutation.isPending };
}
