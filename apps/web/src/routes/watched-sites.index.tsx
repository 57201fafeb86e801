import { Alert, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconEye } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { PageShell } from "../components/layout/page-shell";
import { ImportSites } from "../components/watch/import-sites";
import { WatchedSitesTable } from "../components/watch/watched-sites-table";
import { useTRPC } from "../trpc";

export const Route = createFileRoute("/watched-sites/")({ component: WatchedSitesPage });

function WatchedSitesPage() {
  const trpc = useTRPC();
  const query = useQuery(trpc.sites.list.queryOptions());
  return (
    <PageShell>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>Watched Sites</Title>
            <Text c="dimmed">Funder sites crawled again on a schedule; open one to see what changed between its crawls.</Text>
          </div>
          <ImportSites />
        </Group>
        {query.isPending ? (
          <Skeleton h={200} />
        ) : query.isError ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Watched sites unavailable">
            {query.error.message}
            <Button size="xs" variant="light" ml="md" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : query.data.length ? (
          <WatchedSitesTable sites={query.data} />
        ) : (
          <Alert color="gray" icon={<IconEye />} title="No watched sites yet">
            Open a crawl's results and choose "Watch this site" to crawl it again daily, weekly or monthly.
          </Alert>
        )}
      </Stack>
    </PageShell>
  );
}
