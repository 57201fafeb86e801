import type { TransitionControl, TransitionStatus } from "@grantscout/api/spec";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

/** Spec section 9: the status is polled every 30 s. */
const POLL_MS = 30_000;

/** The transition status and the one control call, with the spec's toasts. */
export function useTransition() {
  const trpc = useTRPC();
  const status = useQuery(trpc.transition.status.queryOptions(undefined, { refetchInterval: POLL_MS }));
  const control = useMutation(trpc.transition.control.mutationOptions());

  const act = (input: TransitionControl) =>
    control.mutate(input, {
      onSuccess: (answer) => {
        void status.refetch();
        const result = answer as { healthy?: boolean };
        if (input.action === "check-health") {
          if (result.healthy) toast("success", "Health check passed", "Both embedding models are healthy.");
          else toast("error", "Health check failed", "At least one embedding model is unhealthy.");
        } else {
          toast("success", "Transition updated", describe(input));
        }
      },
      onError: (error) => {
        void status.refetch();
        toast("error", "Error updating transition", `Failed to update transition: ${error.message}`);
      },
    });

  return { status: status.data as TransitionStatus | undefined, query: status, act, pending: control.isPending, pendingAction: control.variables?.action };
}

function describe(input: TransitionControl): string {
  if (input.action === "enable") return "The new embedding model is enabled.";
  if (input.action === "disable") return "The legacy embedding model is active again.";
  if (input.action === "rollout") return `Rollout set to ${input.value}%.`;
  return "Health check requested.";
}
