import { capitalizeStatus } from "@grantscout/api/spec";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import type { PendingCorrection } from "./use-status-correction";

function question(p: PendingCorrection): { title: string; body: ReactNode; placeholder: string } {
  const name = <strong>{p.title}</strong>;
  if (p.newStatus === "dismissed")
    return {
      title: "Not an opportunity",
      body: <>Mark {name} as not an opportunity? It is hidden from this list and left out of exports, and later crawls of this site hide it too.</>,
      placeholder: "What is this page? e.g. a news post about past grantees.",
    };
  if (p.newStatus === "restored")
    return { title: "Restore opportunity", body: <>Put {name} back in the list of opportunities?</>, placeholder: "Why is this an opportunity after all?" };
  if (p.noteFor !== undefined)
    return {
      title: "Add a note to your correction",
      body: (
        <>
          You changed the status of {name} from <strong>{capitalizeStatus(p.prevStatus)}</strong> to <strong>{capitalizeStatus(p.newStatus)}</strong>.
        </>
      ),
      placeholder: "Why is this status wrong? e.g. the deadline on the page has passed.",
    };
  return {
    title: "Correct opportunity status",
    body: (
      <>
        Change the status of {name} from <strong>{capitalizeStatus(p.prevStatus)}</strong> to <strong>{capitalizeStatus(p.newStatus)}</strong>?
      </>
    ),
    placeholder: "Why is this status wrong? e.g. the deadline on the page has passed.",
  };
}

/** Confirm dialog of a "not an opportunity" decision, or the note of a status change, with optional free-text feedback (no length limit). */
export function CorrectionDialog({
  pending,
  saving,
  onCancel,
  onConfirm,
}: {
  pending: PendingCorrection | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (feedback: string) => void;
}) {
  const [feedback, setFeedback] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pending correction starts with empty feedback.
  useEffect(() => setFeedback(""), [pending]);
  const q = pending ? question(pending) : null;
  return (
    <Modal opened={pending !== null} onClose={onCancel} title={<Text fw={700}>{q?.title}</Text>} centered data-testid="correction-dialog">
      {q && (
        <Stack gap="sm">
          <Text size="sm">{q.body}</Text>
          <Textarea
            label="Feedback (optional)"
            placeholder={q.placeholder}
            autosize
            minRows={3}
            value={feedback}
            onChange={(e) => setFeedback(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(feedback)} disabled={saving}>
              {saving ? "Saving..." : "Confirm"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
