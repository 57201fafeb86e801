import type { CrawlLogEntry, CrawlJob as JobRow, jobCardFacts } from "@grantscout/db";
import { type CrawlJob, crawlStartSchema, type LogEntry } from "../spec/index.js";
import { classifyGrant, type StatusSection } from "../spec/status-sections.js";

/** A queued job is shown as running: the UI knows running, completed, stopped and failed. */
export function publicStatus(status: string): string {
  return status === "queued" ? "running" : status;
}

/** What a job card shows of the job's opportunities besides its count. */
export interface JobCardView {
  funder: string | null;
  sections: Record<StatusSection, number>;
}
const NO_CARD: JobCardView = { funder: null, sections: { open: 0, closed: 0, unknown: 0 } };

/** Per job: its opportunities counted by results section (as the results tiles count them, on `now`) and the funder most of them name. */
export function jobCards(facts: Awaited<ReturnType<typeof jobCardFacts>>, now: Date): Map<number, JobCardView> {
  const cards = new Map<number, JobCardView>();
  const card = (jobId: number) => cards.get(jobId) ?? cards.set(jobId, { funder: null, sections: { open: 0, closed: 0, unknown: 0 } }).get(jobId)!;
  for (const row of facts.statuses) card(row.job_id).sections[classifyGrant({ status: row.status, dueDate: row.due_date }, now)] += Number(row.n);
  const named = [...facts.funders].sort((a, b) => Number(b.n) - Number(a.n) || a.funder.localeCompare(b.funder));
  for (const row of named) {
    const c = card(row.job_id);
    c.funder ??= row.funder;
  }
  return cards;
}

const storedOptions = crawlStartSchema.omit({ url: true }).required();

export function toJobView(row: JobRow, card: JobCardView = NO_CARD): CrawlJob {
  const options = storedOptions.safeParse(row.options);
  return {
    id: row.id,
    url: row.url,
    status: publicStatus(row.status),
    startedAt: row.started_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    opportunitiesCount: row.opportunities_count,
    error: row.status === "failed" ? row.error : null,
    funder: card.funder,
    options: options.success ? options.data : null,
    sections: card.sections,
  };
}

export function toLogView(row: Pick<CrawlLogEntry, "id" | "type" | "message" | "created_at">): LogEntry {
  return { id: row.id, type: row.type, message: row.message, timestamp: row.created_at.toISOString() };
}
