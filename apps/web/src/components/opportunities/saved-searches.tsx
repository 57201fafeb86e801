import type { RouterOutputs } from "@grantscout/api";
import type { OpportunityFilters } from "@grantscout/api/spec";
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCalendar, IconDeviceFloppy, IconRss, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

type Saved = RouterOutputs["searches"]["list"][number];

/** "Save search": the current query and filters by name, with an optional webhook. */
function SaveSearch({ filters }: { filters: OpportunityFilters }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const [name, setName] = useState("");
  const [webhookUrl, setWebhookUrl] = useState("");
  const save = useMutation(
    trpc.searches.create.mutationOptions({
      onSuccess: async (s) => {
        toast("success", "Search saved", `"${s.name}" has a feed and a calendar of its matches`);
        dialog.close();
        await queryClient.invalidateQueries({ queryKey: trpc.searches.list.queryKey() });
      },
    }),
  );
  return (
    <>
      <Button variant="light" leftSection={<IconDeviceFloppy size={16} />} onClick={dialog.open}>
        Save search
      </Button>
      <Modal opened={opened} onClose={dialog.close} title="Save this search" centered>
        <Stack>
          <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} data-autofocus />
          <TextInput label="Webhook URL (optional)" placeholder="https://…" value={webhookUrl} onChange={(e) => setWebhookUrl(e.currentTarget.value)} />
          {save.error && (
            <Text c="red" size="sm">
              {save.error.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              Cancel
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate({ name, query: filters, webhookUrl: webhookUrl.trim() || null })}>
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The saved searches: each applies its filters, counts what is new since it was last opened, and links its feeds. */
export function SavedSearches({ filters, onApply }: { filters: OpportunityFilters; onApply: (f: OpportunityFilters) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.searches.list.queryOptions(undefined, { refetchInterval: 30_000 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.searches.list.queryKey() });
  const seen = useMutation(trpc.searches.seen.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.searches.remove.mutationOptions({ onSuccess: refresh }));
  const open = (s: Saved) => {
    onApply(s.query);
    seen.mutate({ id: s.id });
  };
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={list.data?.length ? "xs" : 0}>
        <Text fw={600}>Saved searches</Text>
        <SaveSearch filters={filters} />
      </Group>
      <Stack gap={4} data-testid="saved-searches">
        {list.data?.map((s) => (
          <Group key={s.id} gap="xs" data-testid="saved-search">
            <Anchor component="button" type="button" onClick={() => open(s)} fw={500}>
              {s.name}
            </Anchor>
            {s.newSinceSeen > 0 && (
              <Badge color="blue" size="sm">
                {s.newSinceSeen} new since you last looked
              </Badge>
            )}
            <Tooltip label="Atom feed of new and changed matches">
              <ActionIcon component="a" href={s.feedUrl} variant="subtle" aria-label={`Atom feed of ${s.name}`}>
                <IconRss size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Calendar of the matches' due dates">
              <ActionIcon component="a" href={s.calendarUrl} variant="subtle" aria-label={`Calendar of ${s.name}`}>
                <IconCalendar size={16} />
              </ActionIcon>
            </Tooltip>
            {s.webhookUrl && (
              <Text size="xs" c="dimmed">
                webhook: {s.webhookUrl}
              </Text>
            )}
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${s.name}`} onClick={() => remove.mutate({ id: s.id })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
