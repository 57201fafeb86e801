import { Button, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { createFileRoute } from "@tanstack/react-router";
import { PageShell } from "../components/layout/page-shell";
import { sampleItem } from "../components/opportunity/grant-item";
import { OpportunityDialog } from "../components/opportunity/opportunity-dialog";
import { MODAL_SAMPLE } from "../components/showcase/sample-grants";

const MODAL_ITEM = sampleItem(MODAL_SAMPLE);

export const Route = createFileRoute("/modal-test")({ component: ModalTestPage });

function ModalTestPage() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <PageShell>
      <Stack align="flex-start">
        <Title order={2}>Modal Test Page</Title>
        <Text c="dimmed">Opens the opportunity dialog on a built-in sample grant ({MODAL_SAMPLE.title}).</Text>
        <Button onClick={open}>Open Opportunity Modal</Button>
      </Stack>
      <OpportunityDialog grant={MODAL_ITEM} opened={opened} onClose={close} />
    </PageShell>
  );
}
