import { formatDate } from "@grantscout/api/spec";
import { Alert, Anchor, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageShell } from "../components/layout/page-shell";
import { ChangesList } from "../components/watch/changes-list";
import { useTRPC } from "../trpc";

export const Route = createFileRoute("/watched-sites/$siteId")({ component: WatchedSitePage });

function WatchedSitePage() {
  const { siteId } = Route.useParams();
  const trpc = useTRPC();
  const query = useQuery(trpc.sites.changes.queryOptions({ siteId: Number(siteId) }));
  const data = query.data;
  // Opening the page is the visit: the list's "changes since last visit" start again from this crawl.
  const queryClient = useQueryClient();
  const visited = useMutation(trpc.sites.visited.mutationOptions({ onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.sites.list.queryKey() }) }));
  const latestJob = data?.to?.jobId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per crawl shown, not per render of the mutation object
  useEffect(() => {
    if (latestJob !== undefined) visited.mutate({ siteId: Number(siteId) });
  }, [latestJob, siteId]);
  return (
    <PageShell>
      <Stack gap="lg">
        <Anchor renderRoot={(props) => <Link {...props} to="/watched-sites" />}>← Watched sites</Anchor>
        {query.isPending ? (
          <Skeleton h={240} />
        ) : query.isError || !data ? (
          <Alert color="red" icon={<IconAlertCircle />} title="This watched site could not be loaded">
            {query.error?.message}
          </Alert>
        ) : (
          <>
            <div>
              <Title order={2}>{data.site.url}</Title>
              <Text c="dimmed">
                {data.from && data.to
                  ? `Changes since ${formatDate(data.from.completedAt)}: the crawl of ${formatDate(data.to.completedAt)} against the one before`
                  : "Changes appear after the site's second crawl."}
              </Text>
            </div>
            {data.to && (
              <Anchor renderRoot={(props) => <Link {...props} to="/crawl-results/$jobId" params={{ jobId: String(data.to!.jobId) }} />}>
                Results of the latest crawl
              </Anchor>
            )}
            {data.from && data.to && !data.changes.length ? (
              <Card withBorder>
                <Text>Nothing changed between these two crawls.</Text>
              </Card>
            ) : (
              <ChangesList changes={data.changes} />
            )}
          </>
        )}
      </Stack>
    </PageShell>
  );
}
