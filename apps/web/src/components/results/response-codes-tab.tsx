import { type CrawlResults, formatCrawlDuration, STATUS_BUCKETS, statusBuckets, successRate } from "@grantscout/api/spec";
import { Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";

// Loaded when the tab opens: the chart library would otherwise delay the results page's first paint.
const StatusChart = lazy(() => import("./status-chart"));

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Pages per status-code bucket as numbers and a bar chart, with the success rate and duration. */
export function ResponseCodesTab({ results }: { results: CrawlResults }) {
  const buckets = statusBuckets(results.statistics.pages_by_status_code);
  const data = STATUS_BUCKETS.map((b) => ({ bucket: b, pages: buckets[b] }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {STATUS_BUCKETS.map((b) => (
          <Stat key={b} label={b} value={buckets[b]} testId={`bucket-${b}`} />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Stat label="Pages crawled" value={results.crawl_info.pages_crawled} testId="pages-crawled" />
        <Stat label="Success rate" value={`${successRate(buckets["2xx"], results.crawl_info.pages_crawled)}%`} testId="success-rate" />
        <Stat label="Duration" value={formatCrawlDuration(results.crawl_info.duration_seconds)} testId="duration" />
      </SimpleGrid>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={5}>Pages by status code</Title>
          <Text size="xs" c="dimmed">
            {Object.entries(results.statistics.pages_by_status_code)
              .map(([code, n]) => `${code}: ${n}`)
              .join(" · ") || "No responses recorded"}
          </Text>
        </Group>
        <Suspense fallback={<Skeleton h={220} />}>
          <StatusChart data={data} />
        </Suspense>
      </Card>
    </Stack>
  );
}
