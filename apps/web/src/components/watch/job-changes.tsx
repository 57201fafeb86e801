import { formatDate } from "@grantscout/api/spec";
import { Card, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";
import { ChangesList } from "./changes-list";

/**
 * Above a watched site's results: what this crawl changed against the one before. Nothing for a
 * crawl of a site nobody watches, or the first crawl of one. Its request travels on its own, so the
 * results screen's own requests stay as the spec has them.
 */
export function JobChanges({ jobId }: { jobId: number }) {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.sites.jobChanges.queryOptions({ jobId }, { trpc: { context: { skipBatch: true } } }));
  if (!data?.from) return null;
  return (
    <Card withBorder padding="lg" data-testid="job-changes">
      <Stack gap="sm">
        <Title order={4}>{`Changes since ${formatDate(data.from.completedAt)}`}</Title>
        {data.changes.length ? <ChangesList changes={data.changes} /> : <Text c="dimmed">Nothing changed since the crawl before.</Text>}
      </Stack>
    </Card>
  );
}
