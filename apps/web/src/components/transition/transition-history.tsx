import type { TransitionStatus } from "@grantscout/api/spec";
import { Badge, Group, ScrollArea, Stack, Text } from "@mantine/core";
import { format } from "date-fns/format";

type Entry = TransitionStatus["state"]["history"][number];

function when(timestamp: string): string {
  const d = new Date(timestamp);
  return Number.isNaN(d.getTime()) ? timestamp : format(d, "MMM d, yyyy HH:mm:ss");
}

export function TransitionHistory({ history }: { history: Entry[] }) {
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No transition changes recorded yet.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={240}>
      <Stack gap={6} data-testid="transition-history">
        {history.map((h, i) => (
          <Group key={`${h.timestamp}-${i}`} gap="sm" wrap="nowrap">
            <Badge variant="outline" w={110}>
              {h.action}
            </Badge>
            <Text size="xs" c="dimmed" w={150}>
              {when(h.timestamp)}
            </Text>
            <Text size="sm">{h.reason ?? ""}</Text>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
