import { Button, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { createFileRoute } from "@tanstack/react-router";
import { PageShell } from "../components/layout/page-shell";
import { OpportunityDialog } from "../components/opportunity/opportunity-dialog";
import { MODAL_SAMPLE } from "../components/showcase/sample-grants";

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
      <OpportunityDialog opportunity={MODAL_SAMPLE} opened={opened} onClose={close} />
    </PageShell>
  );
}
