import { Alert, Button, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import { PageShell } from "../components/layout/page-shell";
import { ModelDetails } from "../components/transition/model-details";
import { TransitionCard } from "../components/transition/transition-card";
import { useTransition } from "../components/transition/use-transition";

export const Route = createFileRoute("/transition-manager")({ component: TransitionManagerPage });

function TransitionManagerPage() {
  const { status, query, act, pendingAction } = useTransition();
  return (
    <PageShell>
      <Stack gap="lg">
        <div>
          <Title order={2}>Embedding Model Transition</Title>
          <Text c="dimmed">Move document embeddings from the legacy model to the new one, gradually and reversibly.</Text>
        </div>
        <Alert icon={<IconInfoCircle />} title="Gradual transition" color="blue">
          Changes here affect how new pages are embedded for clustering and related-document detection. Enable the new model, roll it out in small steps and run
          a health check after each step; if the new model becomes unhealthy, switch back to the legacy model.
        </Alert>
        {query.isPending ? (
          <Skeleton h={420} />
        ) : query.isError ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Model information unavailable">
            {query.error.message}
            <Button size="xs" variant="light" ml="md" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : status ? (
          <TransitionCard status={status} act={act} pendingAction={pendingAction} refreshing={query.isFetching} onRefresh={() => void query.refetch()} />
        ) : null}
        <ModelDetails />
      </Stack>
    </PageShell>
  );
}
