import { crawlProgressPercent, crawlStage, jobStatusColor, jobStatusLabel } from "@grantscout/api/spec";
import { Badge, Button, Card, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle, IconPlayerStop, IconRefresh } from "@tabler/icons-react";
import { useEffect } from "react";
import { CrawlLog } from "./crawl-log";
import { StageIcon } from "./stage-icon";
import { useCrawlStatus } from "./use-crawl-status";

interface Props {
  jobId: number;
  onComplete: (jobId: number) => void;
}

/** The crawl progress panel (spec section 2): stage, current URL, counts, depth, live log and Stop. */
export function CrawlProgress({ jobId, onComplete }: Props) {
  const { status, logEntries, finished, stop, stopping, stopRequested } = useCrawlStatus(jobId, onComplete);
  const stage = crawlStage(logEntries.map((e) => e.message));
  // The live log can announce the last stage a moment before the polled status says the job ended:
  // ask for the status at once, and meanwhile never show a finished stage beside a running badge.
  const settling = stage.icon === "complete" && !finished;
  useEffect(() => {
    if (settling) void status.refetch();
  }, [settling, status.refetch]);

  if (status.isPending) {
    return (
      <Card withBorder padding="xl" radius="md">
        <Center>
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Loading crawler status...</Text>
          </Group>
        </Center>
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card withBorder padding="xl" radius="md">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={52} radius="xl" variant="light" color="red">
            <IconAlertCircle size={28} />
          </ThemeIcon>
          <Title order={3}>Error Loading Crawler Status</Title>
          <Text c="dimmed">{status.error.message || "Failed to load crawler status"}</Text>
          <Button leftSection={<IconRefresh size={16} />} variant="light" color="red" loading={status.isFetching} onClick={() => void status.refetch()}>
            Retry
          </Button>
        </Stack>
      </Card>
    );
  }

  const data = status.data;
  const percent = crawlProgressPercent(data.progress);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="crawl-progress">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <StageIcon kind={stage.icon} />
            <div style={{ minWidth: 0 }}>
              <Title order={3} data-testid="stage-title">
                {stage.title}
              </Title>
              <Text size="sm" c="dimmed" truncate="end" title={data.currentUrl ?? undefined} data-testid="current-url">
                {data.currentUrl ? `Processing ${data.currentUrl}` : finished || settling ? "Crawl finished" : "Initializing..."}
              </Text>
            </div>
          </Group>
          <Badge color={settling ? "teal" : jobStatusColor(data.status)} variant="light" style={{ flexShrink: 0 }} data-testid="job-status-badge">
            {settling ? "Finishing" : jobStatusLabel(data.status)}
          </Badge>
        </Group>

        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" data-testid="pages-count">
              {data.progress.pagesProcessed} / {data.progress.pagesDiscovered} pages processed
            </Text>
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} size="lg" radius="xl" striped={!finished} animated={!finished} aria-label="Crawl progress" />
        </Stack>

        <SimpleGrid cols={3} spacing="sm">
          <Stat label="Pages discovered" value={data.progress.pagesDiscovered} />
          <Stat label="Current depth" value={data.depthInfo.currentDepth} testId="current-depth" />
          <Stat label="Max depth" value={data.depthInfo.maxDepth} testId="max-depth" />
        </SimpleGrid>

        <CrawlLog entries={logEntries} />

        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            leftSection={<IconPlayerStop size={16} />}
            onClick={stop}
            loading={stopping}
            disabled={finished || settling || stopping || stopRequested}
          >
            Stop Crawling
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Stat({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Paper withBorder p="xs" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lh={1.2}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}
