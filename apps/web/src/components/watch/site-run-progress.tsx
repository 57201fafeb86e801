import { isFinishedJobStatus } from "@grantscout/api/spec";
import { Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

/** Spec section 9: a crawl's status is polled every second. */
const STATUS_POLL_MS = 1000;

/**
 * A watched site's running crawl, in its row of the list: pages done against pages found, and a
 * link to its log. When it ends the list reads itself again (last crawl, open count, changes).
 */
export function SiteRunProgress({ jobId, site }: { jobId: number; site: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(
    trpc.crawl.status.queryOptions({ jobId }, { refetchInterval: (q) => (q.state.data && isFinishedJobStatus(q.state.data.status) ? false : STATUS_POLL_MS) }),
  );
  const current = status.data?.status;
  useEffect(() => {
    if (!current || !isFinishedJobStatus(current)) return;
    if (current === "failed") toast("error", "Crawl failed", `The crawl of ${site} failed; its log says why.`);
    void queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() });
  }, [current, site, queryClient, trpc]);
  const done = status.data?.progress.pagesProcessed ?? 0;
  const found = status.data?.progress.pagesDiscovered ?? 0;
  const label = !status.data || current === "queued" ? "Queued…" : `Crawling: ${done} of ${found} pages`;
  return (
    <Stack gap={4} miw={160} data-testid="run-progress">
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Anchor size="xs" renderRoot={(props) => <Link {...props} to="/" search={{ job: jobId }} />}>
          Log
        </Anchor>
      </Group>
      <Progress value={found ? (100 * done) / found : 0} animated size="sm" aria-label={`Crawl of ${site}`} />
    </Stack>
  );
}
