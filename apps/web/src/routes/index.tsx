import { Stack, Tabs, Text, Title } from "@mantine/core";
import { IconListDetails, IconPlus } from "@tabler/icons-react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { z } from "zod";
import { CrawlForm, type CrawlFormValues } from "../components/home/crawl-form";
import { CrawlProgress } from "../components/home/crawl-progress";
import { JobsTab } from "../components/home/jobs-tab";
import { ProcessPromo } from "../components/home/process-promo";
import { useHomeMode } from "../components/home/use-home-mode";
import { useStartCrawl } from "../components/home/use-start-crawl";
import { PageShell } from "../components/layout/page-shell";
import { UpcomingDeadlines } from "../components/watch/upcoming-deadlines";

const homeSearch = z.object({
  tab: z.enum(["jobs", "new"]).optional().catch(undefined),
  job: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute("/")({
  validateSearch: homeSearch,
  component: HomePage,
});

function HomePage() {
  const { jobs, tab, mode, showJobs, showNewCrawl, watchJob, clearCrawlCache } = useHomeMode();
  const navigate = useNavigate();
  const start = useStartCrawl(watchJob);

  const startCrawl = (values: CrawlFormValues) => {
    clearCrawlCache();
    start.mutate(values);
  };
  const openResults = (jobId: number) => void navigate({ to: "/crawl-results/$jobId", params: { jobId: String(jobId) } });
  const onTab = (value: string | null) => (value === "jobs" ? showJobs() : showNewCrawl());

  return (
    <PageShell>
      <Stack gap="xl">
        <div>
          <Title order={2}>Find grant opportunities</Title>
          <Text c="dimmed">Crawl a funder or foundation website, follow its progress and review the opportunities found.</Text>
        </div>
        {/* While a crawl is watched neither tab is active; clicking one leaves the crawl view. */}
        <Tabs value={mode.kind === "crawling" ? null : tab} onChange={onTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="jobs" leftSection={<IconListDetails size={16} />}>
              Available Jobs
            </Tabs.Tab>
            <Tabs.Tab value="new" leftSection={<IconPlus size={16} />}>
              New Crawl
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="jobs">
            <JobsTab jobs={jobs} onNewCrawl={showNewCrawl} />
          </Tabs.Panel>
          <Tabs.Panel value="new">
            <CrawlForm pending={start.isPending} onSubmit={startCrawl} />
          </Tabs.Panel>
          {mode.kind === "crawling" && <CrawlProgress key={mode.jobId} jobId={mode.jobId} onComplete={openResults} />}
        </Tabs>
        <UpcomingDeadlines />
        <ProcessPromo />
      </Stack>
    </PageShell>
  );
}
