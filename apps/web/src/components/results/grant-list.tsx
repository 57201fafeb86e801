import { Center, Pagination, ScrollArea, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import type { GrantItem } from "../opportunity/grant-item";
import { GrantRow } from "./grant-row";
import type { PendingCorrection } from "./use-status-correction";

/** Spec section 9: lists show 10 per page; grouped lists show all and scroll past 8 items. */
const PAGE_SIZE = 10;
const GROUP_SCROLL_AFTER = 8;

interface Props {
  items: GrantItem[];
  onView: (item: GrantItem) => void;
  onCorrect: (c: PendingCorrection) => void;
  /** Grouped lists show every item (scrolling past 8) instead of paging. */
  grouped?: boolean;
  empty?: string;
}

/**
 * Only the current page is rendered, so a crawl with 1,000 opportunities stays responsive: the
 * DOM holds at most 10 rows per section whatever the total.
 */
export function GrantList({ items, onView, onCorrect, grouped = false, empty = "No opportunities in this section." }: Props) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  useEffect(() => setPage((p) => Math.min(p, pages)), [pages]);
  if (!items.length)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );

  const shown = grouped ? items : items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const rows = (
    <Stack gap="sm" data-testid="grant-list">
      {shown.map((item) => (
        <GrantRow key={item.view.url || item.view.title} item={item} onView={onView} onCorrect={onCorrect} />
      ))}
    </Stack>
  );
  if (grouped)
    return items.length > GROUP_SCROLL_AFTER ? (
      <ScrollArea h={900} type="auto" offsetScrollbars data-testid="grouped-scroll">
        {rows}
      </ScrollArea>
    ) : (
      rows
    );
  return (
    <Stack gap="sm">
      {rows}
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Pages" />
        </Center>
      )}
    </Stack>
  );
}
