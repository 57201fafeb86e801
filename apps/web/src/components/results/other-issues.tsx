import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { JsonBlock } from "../opportunity/json-block";

interface Finding {
  type: string;
  severity: string;
  details: { count: number; detected_urls?: unknown; [k: string]: unknown };
}
const SEVERITY_COLORS: Record<string, string> = { high: "red", medium: "orange" };
const label = (type: string) => type.replace(/[_-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** Findings other than grants (broken_links, performance_issues): a count and the raw details. */
export function OtherIssues({ findings }: { findings: Finding[] }) {
  if (!findings.length) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>Other findings</Title>
      {findings.map((f) => (
        <Card key={f.type} withBorder padding="sm" data-testid={`finding-${f.type}`}>
          <Group gap="xs" mb={f.details.count ? 6 : 0}>
            <Text fw={600}>{label(f.type)}</Text>
            <Badge color={SEVERITY_COLORS[f.severity] ?? "gray"} variant="light">
              {f.severity}
            </Badge>
            <Text size="sm" c="dimmed">
              {f.details.count} {f.details.count === 1 ? "issue" : "issues"}
            </Text>
          </Group>
          {f.details.count > 0 && <JsonBlock value={f.details} height={220} />}
        </Card>
      ))}
    </Stack>
  );
}
