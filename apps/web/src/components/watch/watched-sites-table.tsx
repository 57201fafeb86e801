import type { RouterOutputs } from "@grantscout/api";
import { formatDate } from "@grantscout/api/spec";
import { Anchor, Badge, Button, Group, Table, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";
import { SCHEDULE_LABELS } from "./schedule-labels";
import { SiteRunProgress } from "./site-run-progress";
import { WebhookDialog } from "./webhook-dialog";

type Site = RouterOutputs["sites"]["list"][number];

/** Pause or resume, run now and remove one watched site; the list reads itself again after each. */
function useSiteActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() });
  const failed = (error: { message: string }) => toast("error", "That did not work", error.message);
  const update = useMutation(trpc.sites.update.mutationOptions({ onSuccess: refresh, onError: failed }));
  const remove = useMutation(
    trpc.sites.remove.mutationOptions({
      onSuccess: (answer) => {
        void refresh();
        toast("success", "No longer watched", answer.message);
      },
      onError: failed,
    }),
  );
  // The person stays on the list: the row shows the crawl's progress (SiteRunProgress).
  const run = useMutation(
    trpc.sites.run.mutationOptions({
      onSuccess: (answer) => {
        toast("success", "Crawl started", answer.message);
        void refresh();
      },
      onError: failed,
    }),
  );
  return { update, remove, run };
}

/** Changes of the latest crawl that the person has not seen on the site's page: a number, 0 with nothing to compare yet. */
function UnseenChanges({ site }: { site: Site }) {
  const count = site.unseenChanges ?? 0;
  if (count === 0) return <Text c="dimmed">0</Text>;
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/watched-sites/$siteId" params={{ siteId: String(site.id) }} />}
      aria-label={`${count} changes since your last visit`}
    >
      <Badge color="orange" variant="light" tt="none">
        {count}
      </Badge>
    </Anchor>
  );
}

export function WatchedSitesTable({ sites }: { sites: Site[] }) {
  const { update, remove, run } = useSiteActions();
  const [editingWebhook, setEditingWebhook] = useState<Site | null>(null);
  return (
    <>
      <Table striped highlightOnHover data-testid="watched-sites">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Site</Table.Th>
            <Table.Th>Schedule</Table.Th>
            <Table.Th>Last crawl</Table.Th>
            <Table.Th>Next crawl</Table.Th>
            <Table.Th>Open opportunities</Table.Th>
            <Table.Th>Changes since last visit</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sites.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Anchor renderRoot={(props) => <Link {...props} to="/watched-sites/$siteId" params={{ siteId: String(s.id) }} />}>{s.name ?? s.url}</Anchor>
                {s.name && (
                  <Text size="xs" c="dimmed">
                    {s.url}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{SCHEDULE_LABELS[s.schedule]}</Table.Td>
              <Table.Td>
                {s.runningJobId !== null ? (
                  <SiteRunProgress jobId={s.runningJobId} site={s.url} />
                ) : s.lastCrawlAt ? (
                  formatDate(s.lastCrawlAt)
                ) : (
                  <Text c="dimmed">Not yet</Text>
                )}
              </Table.Td>
              <Table.Td>{s.paused ? <Text c="dimmed">Paused</Text> : formatDate(s.nextCrawlAt)}</Table.Td>
              <Table.Td data-testid="open-count">{s.openOpportunities ?? <Text c="dimmed">—</Text>}</Table.Td>
              <Table.Td data-testid="unseen-changes">
                <UnseenChanges site={s} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => update.mutate({ siteId: s.id, paused: !s.paused })}>
                    {s.paused ? "Resume" : "Pause"}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={s.runningJobId !== null}
                    loading={run.isPending && run.variables?.siteId === s.id}
                    onClick={() => run.mutate({ siteId: s.id })}
                  >
                    Run now
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setEditingWebhook(s)}>
                    Webhook
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate({ siteId: s.id })}>
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editingWebhook && <WebhookDialog site={editingWebhook} onClose={() => setEditingWebhook(null)} />}
    </>
  );
}
