import { WATCH_SCHEDULES } from "@grantscout/api/spec";
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconEye } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";
import { SCHEDULE_LABELS } from "./schedule-labels";

/** "Watch this site" (issue #16): this crawl's site and options, crawled again on a schedule. */
export function WatchButton({ jobId, site }: { jobId: number; site: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const [schedule, setSchedule] = useState<(typeof WATCH_SCHEDULES)[number]>("weekly");
  const [webhookUrl, setWebhookUrl] = useState("");
  const watch = useMutation(
    trpc.sites.watch.mutationOptions({
      onSuccess: (answer) => {
        dialog.close();
        void queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() });
        toast("success", "Watching this site", answer.message);
      },
      onError: (error) => toast("error", "Could not watch this site", error.message),
    }),
  );
  return (
    <>
      <Button variant="default" leftSection={<IconEye size={16} />} onClick={dialog.open}>
        Watch this site
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Watch this site">
        <Stack>
          <Text size="sm">
            {site} will be crawled again with this crawl's options, and each crawl compared with the one before: new opportunities, changed statuses, deadlines,
            amounts and eligibility, and those no longer on the site.
          </Text>
          <SegmentedControl
            aria-label="How often"
            value={schedule}
            onChange={(v) => setSchedule(v as typeof schedule)}
            data={WATCH_SCHEDULES.map((s) => ({ value: s, label: SCHEDULE_LABELS[s] }))}
          />
          <TextInput
            label="Webhook URL (optional)"
            description="Receives a JSON summary of the changes after each crawl that finds some."
            placeholder="https://example.org/hooks/grants"
            value={webhookUrl}
            onChange={(e) => setWebhookUrl(e.currentTarget.value)}
          />
          <Group justify="space-between">
            <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/watched-sites" />}>
              Watched sites
            </Button>
            <Button
              loading={watch.isPending}
              onClick={() => watch.mutate({ url: site, jobId, schedule, ...(webhookUrl.trim() ? { webhookUrl: webhookUrl.trim() } : {}) })}
            >
              Watch
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
