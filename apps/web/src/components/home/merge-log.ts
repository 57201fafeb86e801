import type { LogEntry } from "@grantscout/api/spec";

/**
 * The log panel shows entries from the status poll and from the live subscription; both carry the
 * same database ids, so one list by id (oldest first) never shows an entry twice.
 */
export function mergeLogEntries(polled: ReadonlyArray<LogEntry>, live: ReadonlyArray<LogEntry>): LogEntry[] {
  const byId = new Map<number, LogEntry>();
  for (const entry of [...polled, ...live]) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
