import { capitalizeStatus } from "@grantscout/api/domain";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import type { PendingCorrection } from "./use-status-correction";

/** Confirm dialog of a status correction, with optional free-text feedback (no length limit). */
export function CorrectionDialog({ pending, saving, onCancel, onConfirm }: { pending: PendingCorrection | null; saving: boolean; onCancel: () => void; onConfirm: (feedback: string) => void }) {
  const [feedback, setFeedback] = useState("");
  useEffect(() => setFeedback(""), [pending]);
  return (
    <Modal opened={pending !== null} onClose={onCancel} title={<Text fw={700}>Correct opportunity status</Text>} centered data-testid="correction-dialog">
      {pending && (
        <Stack gap="sm">
          <Text size="sm">
            Change the status of <strong>{pending.title}</strong> from <strong>{capitalizeStatus(pending.prevStatus)}</strong> to <strong>{capitalizeStatus(pending.newStatus)}</strong>?
          </Text>
          <Textarea label="Feedback (optional)" placeholder="Why is this status wrong? e.g. the deadline on the page has passed." autosize minRows={3} value={feedback} onChange={(e) => setFeedback(e.currentTarget.value)} />
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
