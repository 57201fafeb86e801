import { type CrawlJob, crawlOptionsLine, jobStatusColor, jobStatusLabel, timeAgo, truncateJobUrl } from "@grantscout/api/spec";
import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconTargetArrow } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import classes from "./home.module.css";

export function JobCard({ job }: { job: CrawlJob }) {
  const color = jobStatusColor(job.status);
  const showCount = job.status === "completed" && job.opportunitiesCount > 0;
  return (
    <Card
      renderRoot={(props) => <Link {...props} to="/crawl-results/$jobId" params={{ jobId: String(job.id) }} />}
      withBorder
      shadow="xs"
      padding="md"
      className={classes.jobCard}
      style={{ borderColor: `var(--mantine-color-${color}-6)` }}
      data-testid="job-card"
      data-status={job.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            <Text fw={600} title={job.url} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              {truncateJobUrl(job.url)}
            </Text>
            {job.funder && (
              <Text size="sm" c="dimmed" data-testid="job-funder" style={{ overflowWrap: "anywhere" }}>
                {job.funder}
              </Text>
            )}
          </Group>
          <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
            {jobStatusLabel(job.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Job ID: {job.id}
        </Text>
        {job.options && (
          <Text size="xs" c="dimmed" data-testid="job-options">
            {crawlOptionsLine(job.options)}
          </Text>
        )}
        <Text size="sm">Started: {timeAgo(job.startedAt)}</Text>
        {job.completedAt && <Text size="sm">Completed: {timeAgo(job.completedAt)}</Text>}
        {job.error && (
          <Text size="sm" c="red" data-testid="job-error" style={{ overflowWrap: "anywhere" }}>
            {job.error}
          </Text>
        )}
        {showCount && (
          <Group gap={6} c="green">
            <IconTargetArrow size={16} />
            <Text size="sm" fw={500}>
              {job.opportunitiesCount} opportunities found
            </Text>
            <Text size="xs" c="dimmed" data-testid="job-sections">
              {job.sections.open} open · {job.sections.closed} closed · {job.sections.unknown} unknown
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
