import { standardizeOpportunity } from "@grantscout/api/spec";
import { Badge, Card, Code, Group, ScrollArea, SimpleGrid, Text, Title } from "@mantine/core";
import type { AdapterSample } from "./adapter-samples";

function JsonPane({ label, value, testId }: { label: string; value: unknown; testId: string }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <ScrollArea h={320} type="auto">
        <Code block data-testid={testId}>
          {JSON.stringify(value, null, 2)}
        </Code>
      </ScrollArea>
    </div>
  );
}

/** One sample: the data as given beside what standardizeOpportunity makes of it. */
export function SampleComparison({ sample }: { sample: AdapterSample }) {
  return (
    <Card withBorder padding="lg" data-testid="adapter-sample">
      <Group gap="xs" mb="sm">
        <Title order={4}>{sample.label}</Title>
        <Badge color={sample.kind === "legacy" ? "orange" : "teal"} variant="light">
          {sample.kind}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <JsonPane label="Original Data" value={sample.data} testId="original-json" />
        <JsonPane label="Standardized Data" value={standardizeOpportunity(sample.data)} testId="standardized-json" />
      </SimpleGrid>
    </Card>
  );
}
