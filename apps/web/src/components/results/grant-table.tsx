import { capitalizeStatus, formatDate, formatFundingRange, grantTableRows, type TableQuery, type TableSort } from "@grantscout/api/spec";
import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconExternalLink, IconSearch, IconSelector } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { usePhone } from "../layout/use-phone";
import type { GrantItem } from "../opportunity/grant-item";
import { StatusBadge } from "../opportunity/status-badge";

const COLUMNS: Array<[TableSort, string]> = [
  ["title", "Title"],
  ["funder", "Funder"],
  ["status", "Status"],
  ["dueDate", "Due date"],
  ["amount", "Amount"],
];

type Row = ReturnType<typeof grantTableRows<GrantItem>>[number];

/** A table row as a phone shows it: stacked, with status, due date and amount in view (no sideways scrolling). */
function StackedRow({ row: { item, section, reason }, onView }: { row: Row; onView: (item: GrantItem) => void }) {
  const g = item.view;
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="table-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Anchor component="button" size="sm" fw={600} onClick={() => onView(item)} ta="left">
          {g.title}
        </Anchor>
        <Anchor href={g.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={`Open ${g.title}`}>
          <IconExternalLink size={16} />
        </Anchor>
      </Group>
      {g.funder && (
        <Text size="xs" c="dimmed">
          {g.funder}
        </Text>
      )}
      <Group gap="xs" mt={4} wrap="wrap">
        <StatusBadge status={section} />
        <Text size="xs" data-testid="row-due">
          Due {g.dueDate ? formatDate(g.dueDate) : "—"}
        </Text>
        <Text size="xs" fw={500} data-testid="row-amount">
          {formatFundingRange(g.amountLow, g.amountHigh, g.currency)}
        </Text>
      </Group>
      {reason && (
        <Text size="xs" c="dimmed" lineClamp={2} title={reason}>
          {reason}
        </Text>
      )}
    </Paper>
  );
}

/** A compact, sortable, filterable and searchable table of the opportunities, beside the cards. */
export function GrantTable({ items, onView }: { items: GrantItem[]; onView: (item: GrantItem) => void }) {
  const [query, setQuery] = useState<TableQuery>({ search: "", status: "all", sort: "status", descending: false });
  const rows = useMemo(() => grantTableRows(items, query), [items, query]);
  const onPhone = usePhone();
  const sortBy = (sort: TableSort) => setQuery((q) => ({ ...q, sort, descending: q.sort === sort ? !q.descending : false }));
  const arrow = (sort: TableSort) =>
    query.sort !== sort ? <IconSelector size={14} /> : query.descending ? <IconChevronDown size={14} /> : <IconChevronUp size={14} />;
  return (
    <div data-testid="grant-table">
      <Group mb="sm" gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search title, funder, summary, eligibility"
          aria-label="Search opportunities"
          leftSection={<IconSearch size={14} />}
          value={query.search}
          onChange={(e) => {
            const search = e.currentTarget.value; // read now: the event's target is gone when the updater runs
            setQuery((q) => ({ ...q, search }));
          }}
          style={{ flex: 1, minWidth: onPhone ? "100%" : 220 }}
        />
        <SegmentedControl
          aria-label="Filter by status"
          value={query.status}
          onChange={(status) => setQuery((q) => ({ ...q, status: status as TableQuery["status"] }))}
          data={["all", "open", "unknown", "closed"].map((s) => ({ value: s, label: s === "all" ? "All" : capitalizeStatus(s) }))}
        />
      </Group>
      {onPhone ? (
        <Stack gap={6}>
          {rows.map((row) => (
            <StackedRow key={row.item.view.url} row={row} onView={onView} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map(([sort, label]) => (
                  <Table.Th key={sort} aria-sort={query.sort === sort ? (query.descending ? "descending" : "ascending") : "none"}>
                    <UnstyledButton onClick={() => sortBy(sort)}>
                      <Group gap={4} wrap="nowrap">
                        <Text size="sm" fw={600}>
                          {label}
                        </Text>
                        {arrow(sort)}
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                ))}
                <Table.Th>Link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ item, section, reason }) => (
                <Table.Tr key={item.view.url} data-testid="table-row">
                  <Table.Td>
                    <Anchor component="button" size="sm" fw={500} onClick={() => onView(item)} ta="left">
                      {item.view.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{item.view.funder ?? "—"}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={section} />
                    {reason && (
                      <Text size="xs" c="dimmed" lineClamp={2} title={reason}>
                        {reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{item.view.dueDate ? formatDate(item.view.dueDate) : "—"}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatFundingRange(item.view.amountLow, item.view.amountHigh, item.view.currency)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor href={item.view.url} target="_blank" rel="noopener noreferrer" size="sm" aria-label={`Open ${item.view.title}`}>
                      <IconExternalLink size={16} />
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length === 0 && (
        <Text c="dimmed" size="sm" mt="sm">
          No opportunities match.
        </Text>
      )}
    </div>
  );
}
