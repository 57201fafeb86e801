import { capitalizeStatus, formatCurrency, readGrant, statusBadgeColor } from "@grantscout/api/spec";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { SampleGrant } from "./sample-grants";

/** A grant at a glance; 'View Details' opens the opportunity dialog. */
export function GrantCard({ grant, onView }: { grant: SampleGrant; onView: () => void }) {
  const g = readGrant(grant);
  return (
    <Card withBorder padding="lg" h="100%" data-testid="grant-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={5} lineClamp={2}>
            {g.title}
          </Title>
          <Badge color={statusBadgeColor(g.status)} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {capitalizeStatus(g.status)}
          </Badge>
        </Group>
        {g.funder && (
          <Text size="sm" c="dimmed">
            {g.funder}
          </Text>
        )}
        <Text size="sm" lineClamp={3} style={{ flex: 1 }}>
          {g.summary ?? ""}
        </Text>
        <Group justify="space-between" mt="sm">
          <div>
            <Text size="xs" c="dimmed">
              Maximum funding
            </Text>
            <Text fw={700}>{formatCurrency(g.amountHigh, g.currency)}</Text>
          </div>
          <Button size="xs" leftSection={<IconEye size={14} />} onClick={onView}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
