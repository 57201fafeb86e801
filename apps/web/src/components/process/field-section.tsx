import { emptySectionText, type FieldRow } from "@grantscout/api/spec";
import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  title: string;
  icon: ReactNode;
  rows: FieldRow[];
  /** What the empty hint says is missing, e.g. "funding information". */
  subject: string;
  analysed: boolean;
}

/** A titled list of label/value rows, or the hint to run the analysis when there are none. */
export function FieldSection({ title, icon, rows, subject, analysed }: Props) {
  return (
    <Card withBorder padding="md" data-testid={`section-${title.toLowerCase().replace(/ /g, "-")}`}>
      <Group gap="xs" mb="sm">
        <ThemeIcon variant="light">{icon}</ThemeIcon>
        <Title order={5}>{title}</Title>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" fs="italic">
          {emptySectionText(subject, analysed)}
        </Text>
      ) : (
        <Stack gap={6}>
          {rows.map((r) => (
            <Group key={r.label} gap="xs" align="flex-start" wrap="nowrap">
              <Text size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
                {r.label}
              </Text>
              <Text size="sm" fw={500} style={{ wordBreak: "break-word" }}>
                {r.value}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
