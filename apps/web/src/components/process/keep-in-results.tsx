import { analysisDifferences, readAnalysisGrant } from "@grantscout/api/spec";
import { Alert, Anchor, Button, Group, Table, Text } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";
import type { OpportunityData } from "./use-analysis";

function ResultsLink({ jobId }: { jobId: number }) {
  return (
    <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/crawl-results/$jobId" params={{ jobId: String(jobId) }} />}>
      Open crawl {jobId}'s results
    </Anchor>
  );
}

/** "Keep in the results": the analysis shown, into its crawl's list, job card and exports (the crawl's own record stays until then). */
function useKeepAnalysis() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.opportunity.keepAnalysis.mutationOptions({
      onSuccess: (answer) => {
        toast("success", "Kept in the results", answer.message);
        void queryClient.invalidateQueries({ queryKey: trpc.opportunity.get.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.crawl.results.queryKey({ jobId: answer.jobId }) });
        void queryClient.invalidateQueries({ queryKey: trpc.crawl.jobs.queryKey() });
      },
      onError: (error) => toast("error", "Could not keep the analysis", error.message),
    }),
  );
}

/** Under an analysis of a crawled opportunity: what it would change in the crawl's results, and a button to keep it there. */
export function KeepInResults({ url, loaded, analysed }: { url: string; loaded: OpportunityData; analysed: OpportunityData }) {
  const keep = useKeepAnalysis();
  const crawl = useMemo(() => readAnalysisGrant(loaded), [loaded]);
  const differences = useMemo(() => analysisDifferences(crawl, readAnalysisGrant(analysed)), [crawl, analysed]);
  const jobId = loaded.source === "crawl" && typeof loaded.jobId === "number" ? loaded.jobId : null;
  if (jobId === null) return null;
  if (!differences.length)
    return (
      <Group gap="xs" data-testid="keep-in-results">
        <Text size="sm" c="dimmed">
          The results of crawl {jobId} show this analysis' status and details.
        </Text>
        <ResultsLink jobId={jobId} />
      </Group>
    );
  return (
    <Alert color="blue" icon={<IconListCheck />} title={`This analysis differs from the results of crawl ${jobId}`} data-testid="keep-in-results">
      <Table fz="sm" withRowBorders={false} mb="sm" w="auto">
        <Table.Tbody>
          {differences.map((d) => (
            <Table.Tr key={d.label} data-testid="analysis-difference">
              <Table.Td fw={600}>{d.label}</Table.Td>
              <Table.Td>
                {d.before} → {d.after}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="sm">
        <Button
          size="xs"
          loading={keep.isPending}
          onClick={() => keep.mutate({ url, ...(typeof analysed.enrichedAt === "string" ? { enrichedAt: analysed.enrichedAt } : {}) })}
        >
          Keep in the results
        </Button>
        <Text size="xs" c="dimmed">
          The list, the job card and every export of crawl {jobId} will say this{crawl.manuallyCorrected ? "; your status correction stands" : ""}.
        </Text>
      </Group>
    </Alert>
  );
}
