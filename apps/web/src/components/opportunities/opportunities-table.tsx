import { Anchor, Badge, Button, Stack, Table, Text } from "@mantine/core";
import { StatusBadge } from "../opportunity/status-badge";
import { FitBadge, FitReasons } from "./fit-reasons";
import { amountLabel, dueLabel, type OpportunityRow } from "./use-opportunity-row";

/** Title, funder, site, status, due date with days left, amount, fit (with its reasons), first seen. */
export function OpportunitiesTable({
  rows,
  onOpen,
  onDismiss,
}: {
  rows: OpportunityRow[];
  onOpen: (row: OpportunityRow) => void;
  /** "Not an opportunity", or Restore for a dismissed row. */
  onDismiss: (row: OpportunityRow) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="opportunities">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Title</Table.Th>
            <Table.Th>Funder</Table.Th>
            <Table.Th>Site</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Due date</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Fit</Table.Th>
            <Table.Th>First seen</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.urlKey} onClick={() => onOpen(r)} style={{ cursor: "pointer" }} data-testid="opportunity-row">
              <Table.Td>
                <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={() => onOpen(r)}>
                  {r.title}
                </Anchor>
                {r.vanished && (
                  <Badge color="gray" size="xs" ml={6}>
                    No longer on the site
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{r.funder ?? "—"}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.site}</Text>
              </Table.Td>
              {/* A badge shrinks to its cell: without a floor the table's layout cut "Forecasted" to "Forec…". */}
              <Table.Td miw={112}>
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dueLabel(r)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{amountLabel(r)}</Text>
              </Table.Td>
              <Table.Td maw={320}>
                <Stack gap={2}>
                  <FitBadge fit={r.fit} excluded={r.fitExcluded} />
                  <FitReasons reasons={r.fitReasons} excluded={r.fitExcluded} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.firstSeenAt.slice(0, 10)}</Text>
              </Table.Td>
              <Table.Td onClick={(e) => e.stopPropagation()}>
                <Button size="compact-xs" variant="subtle" color={r.dismissed ? "blue" : "gray"} onClick={() => onDismiss(r)}>
                  {r.dismissed ? "Restore" : "Not an opportunity"}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
