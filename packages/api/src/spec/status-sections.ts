import { isValid } from "date-fns/isValid";
import { parseISO } from "date-fns/parseISO";
import { startOfDay } from "date-fns/startOfDay";

/** Spec section 4: the three sections of the results list and the status colours. */
export type StatusSection = "open" | "closed" | "unknown";

export interface Classifiable {
  status: string;
  dueDate: string | null;
}

/** A due date as a Date, or null when absent or unparseable. Date-only values are local days. */
export function parseDueDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? parseISO(value.trim()) : new Date(value);
  return isValid(d) ? d : null;
}

/**
 * Open: status open, or not closed with a due date in the future. Closed: status closed, or (not
 * open) with a due date now or past. Unknown: everything else. A date-only due date of today counts
 * as "now".
 */
export function classifyGrant(grant: Classifiable, now: Date = new Date()): StatusSection {
  const status = grant.status.toLowerCase();
  const due = parseDueDate(grant.dueDate);
  const dateOnly = !!grant.dueDate && /^\d{4}-\d{2}-\d{2}$/.test(grant.dueDate.trim());
  const reference = dateOnly ? startOfDay(now) : now;
  if (status === "open" || (status !== "closed" && due !== null && due > reference)) return "open";
  if (status === "closed" || (due !== null && due <= reference)) return "closed";
  return "unknown";
}

/** The items of each section, in their order; `read` gives each item's status and due date. */
export function groupByStatus<T>(items: T[], read: (item: T) => Classifiable, now: Date = new Date()): Record<StatusSection, T[]> {
  const out: Record<StatusSection, T[]> = { open: [], closed: [], unknown: [] };
  for (const item of items) out[classifyGrant(read(item), now)].push(item);
  return out;
}

/** The chip key of the Unknown section's type filter: type, else the first funding vehicle, else 'unspecified'. */
export function grantTypeKey(grant: { type: string | null; fundingVehicles: string[] }): string {
  return grant.type?.trim() || grant.fundingVehicles.find((v) => v.trim())?.trim() || "unspecified";
}

/** Distinct type keys with their counts, most frequent first. */
export function typeChips(grants: Array<{ type: string | null; fundingVehicles: string[] }>): Array<{ key: string; count: number }> {
  const counts = new Map<string, number>();
  for (const g of grants) counts.set(grantTypeKey(g), (counts.get(grantTypeKey(g)) ?? 0) + 1);
  return [...counts].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Grants whose type key is selected; no selection shows everything (chips toggle on and off). */
export function filterByTypes<T extends { type: string | null; fundingVehicles: string[] }>(grants: T[], selected: string[]): T[] {
  return selected.length ? grants.filter((g) => selected.includes(grantTypeKey(g))) : grants;
}

const COLORS: Record<string, string> = {
  open: "green",
  active: "green",
  upcoming: "blue",
  closed: "red",
  completed: "red",
  draft: "gray",
  postponed: "yellow",
  forecasted: "indigo",
};

/** Status badge colour for cards and lists. */
export function statusBadgeColor(status: string | null | undefined): string {
  return COLORS[(status ?? "").trim().toLowerCase()] ?? "gray";
}
