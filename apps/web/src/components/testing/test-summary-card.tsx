import { Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconPlayerPlay } from "@tabler/icons-react";

interface Props {
  summary: { total: number; passed: number; failed: number };
  running: boolean;
  onRunAll: () => void;
}

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack gap={0} align="center" data-testid={`summary-${label.toLowerCase().replace(/ /g, "-")}`}>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

export function TestSummaryCard({ summary, running, onRunAll }: Props) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" wrap="wrap">
        <SimpleGrid cols={3} spacing="xl">
          <Stat label="Total Tests" value={summary.total} />
          <Stat label="Passed" value={summary.passed} color="green" />
          <Stat label="Failed" value={summary.failed} color="red" />
        </SimpleGrid>
        <Button leftSection={<IconPlayerPlay size={16} />} onClick={onRunAll} loading={running}>
          Run All Tests
        </Button>
      </Group>
    </Card>
  );
}
