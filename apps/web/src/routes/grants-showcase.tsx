import { statusChangeLog, statusChangeToast } from "@grantscout/api/spec";
import { Button, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { PageShell } from "../components/layout/page-shell";
import { sampleItem } from "../components/opportunity/grant-item";
import { OpportunityDialog } from "../components/opportunity/opportunity-dialog";
import { RecommendedList } from "../components/showcase/recommended-list";
import { SAMPLE_GRANTS, type SampleGrant } from "../components/showcase/sample-grants";
import { toast } from "../components/toast";

export const Route = createFileRoute("/grants-showcase")({ component: GrantsShowcasePage });

/** Spec section 4: the showcase's status change only shows a toast and logs; no server call. */
function onStatusChange(url: string, status: string, feedback?: string | null) {
  const { title, message } = statusChangeToast(url, status);
  toast("info", title, message, { autoClose: 3000 });
  console.info("Status change", statusChangeLog(url, status, feedback));
}

function GrantsShowcasePage() {
  const [selected, setSelected] = useState<SampleGrant | null>(null);
  return (
    <PageShell>
      <Stack gap="lg">
        <div>
          <Title order={2}>Grant Opportunity Showcase</Title>
          <Text c="dimmed">The opportunity dialog and the grant cards, on built-in sample grants.</Text>
        </div>
        <Tabs defaultValue="modal">
          <Tabs.List>
            <Tabs.Tab value="modal">Direct Modal</Tabs.Tab>
            <Tabs.Tab value="cards">Grant Cards</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="modal" pt="md">
            <Stack align="flex-start" gap="xs">
              <Text size="sm">Open the opportunity dialog directly on a sample:</Text>
              {SAMPLE_GRANTS.map((g) => (
                <Button key={g.url} variant="light" leftSection={<IconExternalLink size={14} />} onClick={() => setSelected(g)}>
                  Open {g.title}
                </Button>
              ))}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="cards" pt="md">
            <RecommendedList grants={SAMPLE_GRANTS} onView={setSelected} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {selected && (
        <OpportunityDialog
          grant={sampleItem(selected)}
          opened
          onClose={() => setSelected(null)}
          onStatusChange={(status) => onStatusChange(selected.url, status)}
        />
      )}
    </PageShell>
  );
}
