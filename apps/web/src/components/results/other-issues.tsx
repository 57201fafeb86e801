import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCode } from "@tabler/icons-react";
import { useState } from "react";
import { JsonBlock } from "../opportunity/json-block";
import { BrokenLinksTable, SlowPagesTable } from "./finding-tables";

interface Finding {
  type: string;
  severity: string;
  details: { count: number; detected_urls?: unknown; [k: string]: unknown };
}
const SEVERITY_COLORS: Record<string, string> = { high: "red", medium: "orange" };
const label = (type: string) => type.replace(/[_-]+/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
/** The findings read as a table; any other type shows its raw details only. */
const TABLES: Record<string, typeof SlowPagesTable> = { performance_issues: SlowPagesTable, broken_links: BrokenLinksTable };

function FindingCard({ finding: f }: { finding: Finding }) {
  const [showJson, setShowJson] = useState(false);
  const Readable = TABLES[f.type];
  return (
    <Card withBorder padding="sm" data-testid={`finding-${f.type}`}>
      <Group gap="xs" mb={f.details.count ? 6 : 0}>
        <Text fw={600}>{label(f.type)}</Text>
        <Badge color={SEVERITY_COLORS[f.severity] ?? "gray"} variant="light">
          {f.severity}
        </Badge>
        <Text size="sm" c="dimmed">
          {f.details.count} {f.details.count === 1 ? "issue" : "issues"}
        </Text>
        {f.details.count > 0 && Readable && (
          <Button size="compact-xs" variant="subtle" leftSection={<IconCode size={12} />} onClick={() => setShowJson((v) => !v)} ml="auto">
            {showJson ? "Hide JSON" : "View JSON"}
          </Button>
        )}
      </Group>
      {f.details.count > 0 && Readable && <Readable details={f.details} />}
      {f.details.count > 0 && (!Readable || showJson) && <JsonBlock value={f.details} height={220} />}
    </Card>
  );
}

/** Findings other than grants (broken_links, performance_issues): a count, a readable table, and the raw details on request. */
export function OtherIssues({ findings }: { findings: Finding[] }) {
  if (!findings.length) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>Other findings</Title>
      {findings.map((f) => (
        <FindingCard key={f.type} finding={f} />
      ))}
    </Stack>
  );
}
