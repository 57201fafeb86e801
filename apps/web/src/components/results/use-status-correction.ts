import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "./toast";

export interface PendingCorrection {
  grantUrl: string;
  title: string;
  prevStatus: string;
  newStatus: "open" | "closed" | "unknown";
}

/** The correction flow: pick a grant and a target status, confirm with optional feedback, save, refresh. */
export function useStatusCorrection(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCorrection | null>(null);
  const mutation = useMutation(
    trpc.crawl.correction.mutationOptions({
      onSuccess: async (_data, input) => {
        toast("success", "Status Updated", `Grant opportunity status updated to ${input.newStatus}`);
        setPending(null);
        await queryClient.invalidateQueries({ queryKey: trpc.crawl.results.queryKey({ jobId }) });
      },
      onError: (error) => toast("error", "Update Failed", error.message || "Failed to update status"),
    }),
  );
  const confirm = (feedback: string) => {
    // A correction needs both a selected grant and a target status (spec section 5).
    if (!pending) return;
    mutation.mutate({ jobId, grantUrl: pending.grantUrl, newStatus: pending.newStatus, prevStatus: pending.prevStatus, feedback: feedback.trim() || null });
  };
  return { pending, request: setPending, cancel: () => setPending(null), confirm, saving: mutation.isPending };
}
