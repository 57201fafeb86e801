import type { RouterOutputs } from "@grantscout/api";
import { Alert, Anchor, Badge, Card, Group, Stack, Text } from "@mantine/core";

type Change = RouterOutputs["sites"]["changes"]["changes"][number];

const FIELD_LABELS = { status: "Status", dueDate: "Due date", amount: "Amount", eligibility: "Eligibility" } as const;
const KIND = {
  new: { label: "New", color: "green" },
  changed: { label: "Changed", color: "blue" },
  gone: { label: "No longer on the site", color: "gray" },
} as const;

const shown = (value: string | null) => value ?? "not stated";

function ChangeItem({ change }: { change: Change }) {
  return (
    <Card withBorder padding="sm" data-testid="change">
      <Group gap="xs" mb={4}>
        <Badge color={KIND[change.kind].color} variant="light">
          {KIND[change.kind].label}
        </Badge>
        <Anchor href={change.url} target="_blank" rel="noopener noreferrer" fw={600}>
          {change.title}
        </Anchor>
      </Group>
      {change.kind === "changed" && (
        <Stack gap={4}>
          {change.previousUrl && <Text size="sm">Moved from {change.previousUrl}</Text>}
          {change.changes.map((c) => (
            <div key={c.field}>
              <Text size="sm">
                {FIELD_LABELS[c.field]}: {shown(c.before)} → <b>{shown(c.after)}</b>
              </Text>
              {(c.beforeEvidence || c.afterEvidence) && (
                <Text size="xs" c="dimmed">
                  Before: “{shown(c.beforeEvidence)}” · Now: “{shown(c.afterEvidence)}”
                </Text>
              )}
            </div>
          ))}
        </Stack>
      )}
      {"staleCorrection" in change && change.staleCorrection && (
        <Alert color="orange" variant="light" mt={6} p="xs" title="Your correction may be out of date" data-testid="stale-correction">
          <Text size="sm">
            You had set this to {change.staleCorrection.decision === "dismissed" ? "not an opportunity" : change.staleCorrection.decision}
            {change.staleCorrection.feedback ? ` (“${change.staleCorrection.feedback}”)` : ""}; it was not applied to this crawl because the page changed:
          </Text>
          {change.staleCorrection.why.map((w) => (
            <Text size="sm" key={w}>
              {w}
            </Text>
          ))}
        </Alert>
      )}
      {change.kind === "gone" && (
        <Text size="sm" c="dimmed">
          The last crawl did not find this page: it has often closed, or moved where the crawl did not reach.
        </Text>
      )}
    </Card>
  );
}

export function ChangesList({ changes }: { changes: Change[] }) {
  return (
    <Stack gap="sm">
      {changes.map((c) => (
        <ChangeItem key={`${c.kind}-${c.url}`} change={c} />
      ))}
    </Stack>
  );
}
