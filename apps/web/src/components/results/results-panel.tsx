import { type CrawlResults, readBeyondDepth, resultsFileName, resultsForDownload } from "@grantscout/api/spec";
import { Alert, Button, Card, Center, Code, Group, Loader, ScrollArea, Stack, Tabs, Text, Title, Tooltip } from "@mantine/core";
import { IconAlertCircle, IconChartBar, IconDownload, IconFileExport, IconJson, IconPlus, IconRadar, IconTargetArrow } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../trpc";
import phone from "../layout/phone.module.css";
import { usePhone } from "../layout/use-phone";
import { JobChanges } from "../watch/job-changes";
import { WatchButton } from "../watch/watch-button";
import { BeyondDepthNotice } from "./beyond-depth-notice";
import { CoverageTab } from "./coverage-tab";
import { downloadJson } from "./download";
import { OpportunityList } from "./opportunity-list";
import { OtherIssues } from "./other-issues";
import { PossibleProgrammes } from "./possible-programmes";
import { ResponseCodesTab } from "./response-codes-tab";
import { useExportReport } from "./use-export-report";

function PanelMessage({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <Alert color="gray" title={title} icon={<IconAlertCircle />}>
      <Text size="sm">{text}</Text>
      {children}
    </Alert>
  );
}

function OpportunitiesTab({ results, jobId }: { results: CrawlResults; jobId: number }) {
  const grantsEntry = results.opportunities.find((o) => o.type === "grant_opportunities");
  const others = results.opportunities.filter((o) => o.type !== "grant_opportunities");
  const beyond = <BeyondDepthNotice jobId={jobId} beyond={readBeyondDepth(results)} />;
  if (!results.opportunities.length)
    return (
      <Stack gap="xl">
        {beyond}
        <Text c="dimmed">No opportunities detected during the crawl.</Text>
        <PossibleProgrammes jobId={jobId} />
      </Stack>
    );
  return (
    <Stack gap="xl">
      {beyond}
      <JobChanges jobId={jobId} />
      {grantsEntry ? (
        <OpportunityList grants={grantsEntry.details.detected_urls} jobId={jobId} site={results.crawl_info.target_website} />
      ) : (
        <Text c="dimmed">No opportunities detected during the crawl.</Text>
      )}
      <PossibleProgrammes jobId={jobId} />
      <OtherIssues findings={others} />
    </Stack>
  );
}

/** A failed crawl says why; a stopped one says its results are partial. */
function JobOutcome({ info }: { info: CrawlResults["crawl_info"] }) {
  if (info.status === "failed")
    return (
      <Alert color="red" title="This crawl failed" icon={<IconAlertCircle />} data-testid="job-outcome">
        <Text size="sm">{info.error ?? "The crawl ended with an error; the log on the home page says more."}</Text>
      </Alert>
    );
  if (info.status === "stopped")
    return (
      <Alert color="yellow" title="Partial results" icon={<IconAlertCircle />} data-testid="job-outcome">
        <Text size="sm">This crawl was stopped before it finished: these results cover only the pages fetched until then.</Text>
      </Alert>
    );
  return null;
}

/** The results panel: tabs, downloads and the loading / error / empty states of spec section 2. */
export function ResultsPanel({ jobId }: { jobId: number }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.crawl.results.queryOptions({ jobId }));
  const results = query.data;
  const report = useExportReport(jobId, results?.crawl_info.target_website ?? null);
  const onPhone = usePhone();
  const size = onPhone ? "xs" : "sm";

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading results...</Text>
        </Group>
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" title="Failed to load results" icon={<IconAlertCircle />}>
        <Text size="sm" mb="sm">
          There was an error loading the crawler results.
        </Text>
        <Button color="red" variant="light" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (!results) {
    body = <PanelMessage title="No Results Found" text="No crawler results available for this job." />;
  } else {
    body = (
      <Stack gap="md">
        <JobOutcome info={results.crawl_info} />
        <Tabs defaultValue="opportunities" keepMounted={false}>
          <Tabs.List mb="md" className={phone.scrollRow}>
            <Tabs.Tab value="opportunities" leftSection={<IconTargetArrow size={16} />}>
              Opportunities
            </Tabs.Tab>
            <Tabs.Tab value="codes" leftSection={<IconChartBar size={16} />}>
              Response Codes
            </Tabs.Tab>
            <Tabs.Tab value="coverage" leftSection={<IconRadar size={16} />}>
              Coverage
            </Tabs.Tab>
            <Tabs.Tab value="raw" leftSection={<IconJson size={16} />}>
              Raw Data
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="opportunities">
            <OpportunitiesTab results={results} jobId={jobId} />
          </Tabs.Panel>
          <Tabs.Panel value="codes">
            <ResponseCodesTab results={results} />
          </Tabs.Panel>
          <Tabs.Panel value="coverage">
            <CoverageTab coverage={results.coverage} jobId={jobId} />
          </Tabs.Panel>
          <Tabs.Panel value="raw">
            <ScrollArea h={600} type="auto">
              <Code block data-testid="raw-json" style={{ whiteSpace: "pre", fontSize: 12 }}>
                {JSON.stringify(results, null, 2)}
              </Code>
            </ScrollArea>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }

  return (
    <Card withBorder padding={onPhone ? "sm" : "lg"} data-testid="results-panel">
      <Group justify="space-between" mb={onPhone ? "xs" : "md"} wrap="wrap" gap={onPhone ? 6 : "sm"}>
        <div style={{ minWidth: 0 }}>
          <Title order={onPhone ? 3 : 2}>Crawl Results</Title>
          {results && (
            <Text size={onPhone ? "xs" : "sm"} c="dimmed" truncate={onPhone ? "end" : undefined}>
              Job {jobId} · {results.crawl_info.target_website} · {results.crawl_info.pages_crawled} pages crawled
            </Text>
          )}
        </div>
        <Group gap="xs" className={phone.scrollRow} maw="100%">
          <Tooltip label="The whole crawl as JSON: crawl details, response codes, broken links, slow pages and the opportunities, without those you dismissed">
            <Button
              size={size}
              variant="default"
              leftSection={<IconDownload size={16} />}
              disabled={!results}
              onClick={() => results && downloadJson(resultsFileName(jobId, results.crawl_info.target_website), resultsForDownload(results))}
            >
              Download JSON
            </Button>
          </Tooltip>
          <Button size={size} variant="default" leftSection={<IconPlus size={16} />} renderRoot={(props) => <Link {...props} to="/" search={{ tab: "new" }} />}>
            New Crawl
          </Button>
          {results && <WatchButton jobId={jobId} site={results.crawl_info.target_website} />}
          <Tooltip label="The opportunities re-read with their related documents (funding, dates, eligibility, contacts filled in), as JSON, without those you dismissed">
            <Button size={size} leftSection={<IconFileExport size={16} />} disabled={!results || report.running} onClick={report.run}>
              Export Report
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {body}
    </Card>
  );
}
