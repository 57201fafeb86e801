import { SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { PageShell } from "../components/layout/page-shell";
import { SystemOverview } from "../components/testing/system-overview";
import { TestGroupCard } from "../components/testing/test-group-card";
import { TestResultsList } from "../components/testing/test-results-list";
import { TestSummaryCard } from "../components/testing/test-summary-card";
import { useTestRuns } from "../components/testing/use-test-runs";

export const Route = createFileRoute("/testing")({ component: TestingPage });

function TestingPage() {
  const { results, loading, summary, run, runAll } = useTestRuns();
  const all = [...(results.embedding ?? []), ...(results.relationship ?? [])];
  return (
    <PageShell>
      <Stack gap="lg">
        <div>
          <Title order={2}>Document Processing Test Suite</Title>
          <Text c="dimmed">Checks the embedding token limits and the related-document pipeline against the running server.</Text>
        </div>
        <TestSummaryCard summary={summary} running={loading.all} onRunAll={() => void runAll()} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TestGroupCard
            group="embedding"
            title="Embedding Token Limits"
            buttonLabel="Run Embedding Tests"
            results={results.embedding}
            loading={loading.embedding}
            onRun={() => void run("embedding")}
          />
          <TestGroupCard
            group="relationship"
            title="Related Document Tests"
            buttonLabel="Run Relationship Tests"
            results={results.relationship}
            loading={loading.relationship}
            onRun={() => void run("relationship")}
          />
        </SimpleGrid>
        <Tabs defaultValue="results">
          <Tabs.List>
            <Tabs.Tab value="results">Test Results</Tabs.Tab>
            <Tabs.Tab value="overview">System Overview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="results" pt="md">
            <TestResultsList results={all} />
          </Tabs.Panel>
          <Tabs.Panel value="overview" pt="md">
            <SystemOverview />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageShell>
  );
}
