import { formatDate } from "@grantscout/api/spec";
import { Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../trpc";

const SHOWN = 8;

/** Beside the home tabs: the watched sites' open deadlines, soonest first; nothing until a site is watched. */
export function UpcomingDeadlines() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.sites.deadlines.queryOptions(undefined, { trpc: { context: { skipBatch: true } } }));
  if (!data?.length) return null;
  return (
    <Card withBorder padding="lg" data-testid="upcoming-deadlines">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <IconCalendarEvent size={18} />
          <Title order={4}>Upcoming deadlines</Title>
        </Group>
        <Anchor size="sm" href="/api/sites/deadlines.ics">
          Subscribe (.ics)
        </Anchor>
      </Group>
      <Stack gap={6}>
        {data.slice(0, SHOWN).map((d) => (
          <Group key={d.url} justify="space-between" wrap="nowrap" gap="md">
            <Anchor href={d.url} target="_blank" rel="noopener noreferrer" lineClamp={1}>
              {d.title}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {formatDate(d.dueDate)} ·{" "}
              <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/watched-sites/$siteId" params={{ siteId: String(d.siteId) }} />}>
                {new URL(d.site).host}
              </Anchor>
            </Text>
          </Group>
        ))}
        {data.length > SHOWN && (
          <Text size="sm" c="dimmed">
            and {data.length - SHOWN} more in the calendar feed
          </Text>
        )}
      </Stack>
    </Card>
  );
}
