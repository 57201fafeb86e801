import { Badge, Card, Collapse, Group, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";

/** A titled section that opens and closes; its body is rendered only while open (cheap for big lists). */
export function CollapsibleSection({
  title,
  count,
  color,
  defaultOpen = true,
  actions,
  children,
  testId,
}: {
  title: string;
  count: number;
  color: string;
  defaultOpen?: boolean;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs" wrap="nowrap">
            {open ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            <Text fw={600} style={{ wordBreak: "break-all" }}>
              {title}
            </Text>
            <Badge color={color} variant="light" data-testid="section-count">
              {count}
            </Badge>
          </Group>
        </UnstyledButton>
        {actions}
      </Group>
      <Collapse expanded={open}>{open && <div style={{ paddingTop: 12 }}>{children}</div>}</Collapse>
    </Card>
  );
}
