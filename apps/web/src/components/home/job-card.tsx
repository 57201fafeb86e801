import { type CrawlJob, jobStatusColor, jobStatusLabel, timeAgo, truncateJobUrl } from "@grantscout/api/spec";
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
          <Text fw={600} title={job.url} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {truncateJobUrl(job.url)}
          </Text>
          <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
            {jobStatusLabel(job.status)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Job ID: {job.id}
        </Text>
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
          </Group>
        )}
      </Stack>
    </Card>
  );
}
