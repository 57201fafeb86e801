import { capitalizeStatus, filterByTypes, type StatusSection, typeChips } from "@grantscout/api/spec";
import { Chip, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { GrantItem } from "../opportunity/grant-item";
import { CollapsibleSection } from "./collapsible-section";
import { GrantList } from "./grant-list";
import type { PendingCorrection } from "./use-status-correction";

interface Props {
  sections: Record<StatusSection, GrantItem[]>;
  onView: (item: GrantItem) => void;
  onCorrect: (c: PendingCorrection) => void;
}

/** Open, Unknown Status (with type filter chips) and Closed sections. */
export function StatusView({ sections, onView, onCorrect }: Props) {
  const [types, setTypes] = useState<string[]>([]);
  const chips = typeChips(sections.unknown.map((i) => i.view));
  const unknown = filterByTypes(
    sections.unknown.map((i) => i.view),
    types,
  );
  const unknownItems = sections.unknown.filter((i) => unknown.includes(i.view));
  const list = (items: GrantItem[]) => <GrantList items={items} onView={onView} onCorrect={onCorrect} />;
  return (
    <Stack gap="md">
      <CollapsibleSection title="Open" count={sections.open.length} color="green" testId="section-open">
        {list(sections.open)}
      </CollapsibleSection>
      <CollapsibleSection title="Unknown Status" count={sections.unknown.length} color="gray" testId="section-unknown">
        {chips.length > 0 && (
          <Group gap="xs" mb="sm" data-testid="type-chips">
            <Text size="xs" c="dimmed">
              Filter by type:
            </Text>
            <Chip.Group multiple value={types} onChange={setTypes}>
              {chips.map((c) => (
                <Chip key={c.key} value={c.key} size="xs">
                  {capitalizeStatus(c.key)} ({c.count})
                </Chip>
              ))}
            </Chip.Group>
          </Group>
        )}
        {list(unknownItems)}
      </CollapsibleSection>
      <CollapsibleSection title="Closed" count={sections.closed.length} color="red" testId="section-closed">
        {list(sections.closed)}
      </CollapsibleSection>
    </Stack>
  );
}
