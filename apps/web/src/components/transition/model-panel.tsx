import { formatMs, formatRate, type TransitionStatus } from "@grantscout/api/spec";
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

type Model = TransitionStatus["models"]["legacy"];

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** One model's name, health, metrics and warnings; a missing model says so. */
export function ModelPanel({ label, model, active }: { label: string; model: Model | undefined | null; active: boolean }) {
  const sampled = (model?.metrics.sampleSize ?? 0) > 0;
  return (
    <Paper withBorder p="md" data-testid={`model-${label.toLowerCase().replace(/ /g, "-")}`}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" fw={600} tt="uppercase" c="dimmed">
          {label}
        </Text>
        {active && <Badge color="teal">Active</Badge>}
      </Group>
      {!model ? (
        <Alert color="orange" icon={<IconAlertTriangle />}>
          Model information unavailable
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text fw={700} ff="monospace">
              {model.name}
            </Text>
            <Badge color={model.healthy ? "green" : "red"} variant="light">
              {model.healthy ? "Healthy" : "Unhealthy"}
            </Badge>
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            {/* With no recorded calls the rates are not 0%, they are unknown. */}
            <Metric label="Success rate" value={sampled ? formatRate(model.metrics.successRate) : "N/A"} />
            <Metric label="Quality rate" value={sampled ? formatRate(model.metrics.qualityRate) : "N/A"} />
            <Metric label="Avg generation time" value={sampled ? formatMs(model.metrics.avgGenerationTime) : "N/A"} />
            <Metric label="Sample size" value={String(model.metrics.sampleSize)} />
          </SimpleGrid>
          {model.warnings.map((w) => (
            <Alert key={w} color="yellow" p="xs" icon={<IconAlertTriangle size={16} />}>
              <Text size="xs">{w}</Text>
            </Alert>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
