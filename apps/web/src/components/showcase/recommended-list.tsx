import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { GrantCard } from "./grant-card";
import type { SampleGrant } from "./sample-grants";

interface Props {
  grants: SampleGrant[];
  title?: string;
  emptyMessage?: string;
  onView: (grant: SampleGrant) => void;
}

/** A responsive grid of grant cards (1, 2 or 3 columns) under a heading. */
export function RecommendedList({ grants, title = "Recommended Opportunities", emptyMessage = "No recommended opportunities available", onView }: Props) {
  return (
    <Stack>
      <Title order={3}>{title}</Title>
      {grants.length === 0 ? (
        <Text c="dimmed">{emptyMessage}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {grants.map((g) => (
            <GrantCard key={g.url} grant={g} onView={() => onView(g)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
