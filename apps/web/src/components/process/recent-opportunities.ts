import { useCallback, useState } from "react";

/** An opportunity the person opened on Process Opportunity, as the page last showed it. */
export interface RecentOpportunity {
  url: string;
  title: string;
  status: string;
  openedAt: string;
}

const STORAGE_KEY = "grantscout:recent-opportunities";
/** How many the start form offers (issue #44, item 2: the last five processed). */
export const RECENT_MAX = 5;

const isEntry = (v: unknown): v is RecentOpportunity => {
  const r = v as Partial<RecentOpportunity> | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.url === "string" &&
    /^https?:\/\//i.test(r.url) &&
    typeof r.title === "string" &&
    typeof r.status === "string" &&
    typeof r.openedAt === "string"
  );
};

/** The stored list, newest first; anything unreadable (another version's data, a hand edit) is dropped. */
export function parseRecent(raw: string | null): RecentOpportunity[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** The list with this opportunity first: once per URL, at most RECENT_MAX. */
export function withRecent(list: RecentOpportunity[], entry: RecentOpportunity): RecentOpportunity[] {
  return [entry, ...list.filter((r) => r.url !== entry.url)].slice(0, RECENT_MAX);
}

/** Storage can be missing or refuse writes (private windows, quotas): the list is then only for this page. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRecent(): RecentOpportunity[] {
  return parseRecent(storage()?.getItem(STORAGE_KEY) ?? null);
}

/** Puts an opportunity first in the person's recent list (in this browser only). */
export function rememberOpportunity(entry: Omit<RecentOpportunity, "openedAt">) {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(withRecent(readRecent(), { ...entry, openedAt: new Date().toISOString() })));
  } catch {
    // A full or refused storage costs only the list.
  }
}

/** The recent list, read once when the start form mounts, and a way to forget it. */
export function useRecentOpportunities() {
  const [list, setList] = useState(readRecent);
  const clear = useCallback(() => {
    storage()?.removeItem(STORAGE_KEY);
    setList([]);
  }, []);
  return { list, clear };
}
