import type { GrantView } from "./opportunity-adapter.js";
import { classifyGrant, type StatusSection } from "./status-sections.js";

export type TableSort = "title" | "funder" | "status" | "dueDate" | "amount";
export interface TableQuery {
  search: string;
  status: StatusSection | "all";
  sort: TableSort;
  descending: boolean;
}

export interface TableRow<T> {
  item: T;
  section: StatusSection;
  /** The sentence the status was read from, when the page gave one. */
  reason: string | null;
}

/** Why the status is what it is: the sentence it was read from, else the deadline's sentence. */
export function statusReason(g: GrantView): string | null {
  return g.evidence.status?.sentence ?? g.evidence.dueDate?.sentence ?? null;
}

const STATUS_ORDER: Record<StatusSection, number> = { open: 0, unknown: 1, closed: 2 };

function key(row: TableRow<{ view: GrantView }>, sort: TableSort): string | number | null {
  const g = row.item.view;
  switch (sort) {
    case "title":
      return g.title.toLowerCase();
    case "funder":
      return g.funder?.toLowerCase() ?? null;
    case "status":
      return STATUS_ORDER[row.section];
    case "dueDate":
      return g.dueDate;
    case "amount":
      return g.amountHigh ?? g.amountLow ?? g.totalFunding;
  }
}

/**
 * The compact table of a job's opportunities: filtered by status section and by a search over
 * title, funder, summary, eligibility and URL, sorted by one column. Empty values sort last either way.
 */
export function grantTableRows<T extends { view: GrantView }>(items: T[], query: TableQuery, now: Date = new Date()): Array<TableRow<T>> {
  const words = query.search.toLowerCase().split(/\s+/).filter(Boolean);
  const rows = items
    .map((item) => ({ item, section: classifyGrant(item.view, now), reason: statusReason(item.view) }))
    .filter((r) => query.status === "all" || r.section === query.status)
    .filter((r) => {
      const g = r.item.view;
      const haystack = [g.title, g.funder, g.summary, g.eligibility, g.url, g.type, ...g.keywords].filter(Boolean).join(" ").toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
  const direction = query.descending ? -1 : 1;
  return rows.sort((a, b) => {
    const x = key(a, query.sort);
    const y = key(b, query.sort);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x < y ? -1 : x > y ? 1 : 0) * direction;
  });
}
