import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

/** Sets, changes or clears a watched site's webhook; the server's sentence shows when it refuses the URL. */
export function WebhookDialog({ site, onClose }: { site: { id: number; url: string; webhookUrl: string | null }; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(site.webhookUrl ?? "");
  const [error, setError] = useState<string | null>(null);
  const update = useMutation(
    trpc.sites.update.mutationOptions({
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() });
        toast("success", "Webhook saved", saved.webhookUrl ? `Changes on ${site.url} go to ${saved.webhookUrl}` : `No webhook for ${site.url}`);
        onClose();
      },
      onError: (e) => setError(e.message),
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Webhook">
      <Stack>
        <Text size="sm">After each crawl of {site.url} that finds changes, this URL receives a JSON summary of them. Leave it empty for none.</Text>
        <TextInput
          label="Webhook URL"
          placeholder="https://example.org/hooks/grants"
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={update.isPending} onClick={() => update.mutate({ siteId: site.id, webhookUrl: value.trim() || null })}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
