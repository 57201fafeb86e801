import { Anchor, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageShell } from "../components/layout/page-shell";
import { ResultsPanel } from "../components/results/results-panel";
import { toast } from "../components/toast";

/** Spec section 5: the job id must be an integer (ids are positive). */
const parseJobId = (value: string) => (/^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

export const Route = createFileRoute("/crawl-results/$jobId")({
  component: CrawlResultsPage,
  pendingComponent: LoadingPage,
});

function LoadingPage() {
  return (
    <PageShell>
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading crawl results...</Text>
        </Group>
      </Center>
    </PageShell>
  );
}

function CrawlResultsPage() {
  const { jobId: raw } = Route.useParams();
  const jobId = parseJobId(raw);
  const navigate = useNavigate();
  useEffect(() => {
    if (jobId !== null) return;
    toast("error", "Invalid Job ID", "The job ID provided is not valid.");
    void navigate({ to: "/", replace: true });
  }, [jobId, navigate]);
  if (jobId === null) return <LoadingPage />;
  return (
    <PageShell>
      <Stack gap="md">
        <Anchor component={Link} to="/" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            Back to All Jobs
          </Group>
        </Anchor>
        <ResultsPanel jobId={jobId} />
      </Stack>
    </PageShell>
  );
}
