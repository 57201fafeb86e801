import type { CrawlJob } from "@grantscout/api/spec";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle, IconFolderOpen, IconPlus, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { JobCard } from "./job-card";

interface JobsTabProps {
  jobs: { data: CrawlJob[] | undefined; error: { message: string } | null; isPending: boolean; isFetching: boolean; refetch: () => unknown };
  onNewCrawl: () => void;
}

/** Available Jobs: a skeleton, the error card, the empty card or the grid of job cards. */
export function JobsTab({ jobs, onNewCrawl }: JobsTabProps) {
  if (jobs.error) {
    return (
      <StateCard icon={<IconAlertCircle size={28} />} color="red" title="Error Loading Crawl Jobs" text={`Failed to load crawl jobs: ${jobs.error.message}`}>
        <Button leftSection={<IconRefresh size={16} />} variant="light" color="red" loading={jobs.isFetching} onClick={() => void jobs.refetch()}>
          Retry
        </Button>
      </StateCard>
    );
  }
  if (jobs.isPending || !jobs.data) return <JobsSkeleton />;
  if (jobs.data.length === 0) {
    return (
      <StateCard
        icon={<IconFolderOpen size={28} />}
        color="gray"
        title="No Crawl Jobs Available"
        text="You haven't created any crawl jobs yet. Start by creating a new crawl."
      >
        <Button leftSection={<IconPlus size={16} />} onClick={onNewCrawl}>
          Start New Crawl
        </Button>
      </StateCard>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>Available Crawl Jobs</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={onNewCrawl}>
          Start New Crawl
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {jobs.data.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function StateCard({ icon, color, title, text, children }: { icon: ReactNode; color: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={52} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed" maw={520}>
          {text}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}

function JobsSkeleton() {
  return (
    <Stack gap="md" data-testid="jobs-loading" aria-busy="true">
      <Skeleton h={28} w={220} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={130} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
