import type { CrawlLogEntry, CrawlJob as JobRow } from "@grantscout/db";
import type { CrawlJob, LogEntry } from "../spec/index.js";

/** A queued job is shown as running: the UI knows running, completed, stopped and failed. */
export function publicStatus(status: string): string {
  return status === "queued" ? "running" : status;
}

export function toJobView(row: JobRow): CrawlJob {
  return {
    id: row.id,
    url: row.url,
    status: publicStatus(row.status),
    startedAt: row.started_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    opportunitiesCount: row.opportunities_count,
    error: row.status === "failed" ? row.error : null,
  };
}

export function toLogView(row: Pick<CrawlLogEntry, "id" | "type" | "message" | "created_at">): LogEntry {
  return { id: row.id, type: row.type, message: row.message, timestamp: row.created_at.toISOString() };
}
