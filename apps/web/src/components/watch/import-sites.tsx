import type { RouterOutputs } from "@grantscout/api";
import { WATCH_SCHEDULES } from "@grantscout/api/spec";
import { Alert, Button, Group, List, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconFileImport } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";
import { SCHEDULE_LABELS } from "./schedule-labels";

type Answer = RouterOutputs["sites"]["import"];

function Refused({ answer }: { answer: Answer }) {
  const refused = answer.rows.flatMap((r) => ("error" in r ? [r] : []));
  if (!refused.length) return null;
  return (
    <Alert color="yellow" title={`${refused.length} not imported`} data-testid="import-refused">
      <List size="sm">
        {refused.map((r) => (
          <List.Item key={r.line}>
            Line {r.line} ({r.url || "empty"}): {r.error}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** "Import sites" (issue #16): one URL per line, or a CSV with url and optional name and schedule columns. */
export function ImportSites() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const [text, setText] = useState("");
  const [schedule, setSchedule] = useState<(typeof WATCH_SCHEDULES)[number]>("weekly");
  const run = useMutation(
    trpc.sites.import.mutationOptions({
      onSuccess: (answer) => {
        void queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() });
        toast("success", "Sites imported", `${answer.imported} watched, ${answer.refused} not imported`);
      },
      onError: (error) => toast("error", "Import failed", error.message),
    }),
  );
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={dialog.open}>
        Import sites
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Import sites" size="lg">
        <Stack>
          <Textarea
            label="Sites to watch"
            description="One URL per line, or a CSV with a url column and optional name and schedule columns."
            autosize
            minRows={6}
            maxRows={16}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <div>
            <Text size="sm" mb={4}>
              Schedule when a row names none
            </Text>
            <SegmentedControl
              value={schedule}
              onChange={(v) => setSchedule(v as typeof schedule)}
              data={WATCH_SCHEDULES.map((s) => ({ value: s, label: SCHEDULE_LABELS[s] }))}
            />
          </div>
          {run.data && <Refused answer={run.data} />}
          <Group justify="flex-end">
            <Button loading={run.isPending} disabled={!text.trim()} onClick={() => run.mutate({ text, schedule })}>
              Import
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
