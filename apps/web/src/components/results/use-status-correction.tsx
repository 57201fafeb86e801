import type { CORRECTABLE_STATUSES } from "@grantscout/api/spec";
import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
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
  /** Set when the dialog adds a note to a status change already saved: the correction "Undo" takes back. */
  noteFor?: number;
}

/** Long enough to reach for "Undo" (a plain success toast lasts 3 s). */
const UNDO_MS = 8000;

/**
 * The correction flow. A status is saved at the first click and its notification offers "Undo" (the
 * correction taken back) and "Add a note" (the feedback dialog); "Not an opportunity" and "Restore"
 * ask first in the dialog, with optional feedback. Every change refreshes the results.
 */
export function useStatusCorrection(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCorrection | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.crawl.results.queryKey({ jobId }) });
  const onSaved = async () => {
    setPending(null);
    await refresh();
  };
  const onError = (error: { message: string }) => toast("error", "Update Failed", error.message || "Failed to update status");
  const undoMutation = useMutation(
    trpc.crawl.undoCorrection.mutationOptions({
      onSuccess: async (data) => {
        toast("success", "Status Restored", data.message);
        await refresh();
      },
      onError,
    }),
  );
  const undoable = (correction: PendingCorrection, correctionId: number) => (
    <>
      <Text size="sm">Grant opportunity status updated to {correction.newStatus}</Text>
      <Group gap="xs" mt={6}>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            notifications.clean();
            undoMutation.mutate({ jobId, correctionId });
          }}
        >
          Undo
        </Button>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => {
            notifications.clean();
            setPending({ ...correction, noteFor: correctionId });
          }}
        >
          Add a note
        </Button>
      </Group>
    </>
  );
  const statusMutation = useMutation(trpc.crawl.correction.mutationOptions({ onError }));
  const noteMutation = useMutation(trpc.crawl.correctionNote.mutationOptions({ onError }));
  const saved = async (c: PendingCorrection, correctionId: number) => {
    toast("success", "Status Updated", undoable(c, correctionId), { autoClose: UNDO_MS });
    await onSaved();
  };
  const saveStatus = (c: PendingCorrection, feedback: string | null) => {
    if (c.newStatus === "dismissed" || c.newStatus === "restored") return;
    const correctionId = c.noteFor;
    // A note for a change already saved goes on that correction, which "Undo" still takes back.
    if (correctionId !== undefined) {
      if (feedback) noteMutation.mutate({ jobId, correctionId, feedback }, { onSuccess: () => saved(c, correctionId) });
      else setPending(null);
      return;
    }
    const input = { jobId, grantUrl: c.grantUrl, newStatus: c.newStatus, prevStatus: c.prevStatus, feedback };
    statusMutation.mutate(input, { onSuccess: (data) => saved(c, data.correctionId) });
  };
  const dismissMutation = useMutation(
    trpc.crawl.dismissal.mutationOptions({
      onSuccess: async (data) => {
        toast("success", data.dismissed ? "Opportunity Dismissed" : "Opportunity Restored", data.message);
        await onSaved();
      },
      onError,
    }),
  );
  /** A status is saved at once; the other decisions wait for the dialog. */
  const request = (c: PendingCorrection) => {
    if (c.newStatus === "dismissed" || c.newStatus === "restored") setPending(c);
    else saveStatus(c, null);
  };
  const confirm = (feedback: string) => {
    // A correction needs both a selected grant and a target status (spec section 5).
    if (!pending) return;
    const note = feedback.trim() || null;
    const { grantUrl, newStatus } = pending;
    if (newStatus === "dismissed" || newStatus === "restored")
      dismissMutation.mutate({ jobId, grantUrl, dismissed: newStatus === "dismissed", feedback: note });
    else saveStatus(pending, note);
  };
  return {
    pending,
    request,
    cancel: () => setPending(null),
    confirm,
    saving: statusMutation.isPending || noteMutation.isPending || dismissMutation.isPending || undoMutation.isPending,
  };
}
