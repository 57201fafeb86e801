import { ANALYSIS_TOASTS, analysisErrorMessage, sanitizeRichText } from "@grantscout/api/spec";
import { Alert, Button, Group, Skeleton, Stack } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useState } from "react";
import { z } from "zod";
import { PageShell } from "../components/layout/page-shell";
import { ProcessView } from "../components/process/process-view";
import { ProcessStartForm } from "../components/process/start-form";
import type { OpportunityData } from "../components/process/use-analysis";
import { useBackTarget } from "../components/process/use-back-target";
import { useTRPC } from "../trpc";

const searchSchema = z.object({
  url: z.string().optional().catch(undefined),
  referrer: z.string().optional().catch(undefined),
  from: z.string().optional().catch(undefined),
});

export const Route = createFileRoute("/process-opportunity")({
  validateSearch: searchSchema,
  component: ProcessOpportunityPage,
});

function ProcessOpportunityPage() {
  const { url, referrer, from } = Route.useSearch();
  const back = useBackTarget(referrer || from);
  return <PageShell>{url ? <LoadedPage key={url} url={url} onBack={back.goBack} /> : <NoUrl />}</PageShell>;
}

function NoUrl() {
  return (
    <Stack>
      <Alert color="yellow" icon={<IconInfoCircle />} title="No opportunity URL provided">
        Open an opportunity from the crawl results, or add <code>?url=…</code> to this page's address.
      </Alert>
      <ProcessStartForm />
    </Stack>
  );
}

function LoadedPage({ url, onBack }: { url: string; onBack: () => void }) {
  const trpc = useTRPC();
  // _t defeats caching (spec section 7); fixed per visit so the query key is stable.
  const [t] = useState(() => Date.now());
  const query = useQuery(trpc.opportunity.get.queryOptions({ url, _t: t }));
  if (query.isPending) return <LoadingSkeleton />;
  if (query.isError) {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertCircle />} title="Error">
          {analysisErrorMessage(query.error, ANALYSIS_TOASTS.fetchFallback)}
        </Alert>
        <Group>
          <Button component={Link} to="/" variant="default">
            Return Home
          </Button>
          <Button onClick={onBack}>Back to Opportunities</Button>
        </Group>
      </Stack>
    );
  }
  const data = query.data as unknown as OpportunityData | null;
  if (!data || Object.keys(data).length === 0) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle />}>
        No opportunity data available to analyze.
      </Alert>
    );
  }
  return <ProcessView url={url} loaded={data} onBack={onBack} sanitize={sanitizeRichText} />;
}

function LoadingSkeleton() {
  return (
    <Stack data-testid="process-loading">
      <Skeleton h={28} w="40%" />
      <Skeleton h={40} w="70%" />
      <Skeleton h={16} w="50%" />
      <Skeleton h={300} />
    </Stack>
  );
}
