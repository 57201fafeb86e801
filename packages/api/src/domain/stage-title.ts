/** How the progress panel draws each stage's icon (spec section 4). */
export type CrawlStageIcon = "spinner" | "complete" | "relationships" | "pending" | "finalizing";

export interface CrawlStage {
  title: string;
  icon: CrawlStageIcon;
}

/** The stage title looks only at the newest log messages (spec section 9). */
export const STAGE_LOG_WINDOW = 10;

// Checked in this order: a later stage's message wins over an earlier one in the same window.
const STAGES: ReadonlyArray<{ needle: string; stage: CrawlStage }> = [
  { needle: "all ai analyses completed", stage: { title: "Analysis Complete", icon: "complete" } },
  { needle: "completed related document analysis", stage: { title: "Document Clustering Complete", icon: "complete" } },
  { needle: "analyzing document relationships", stage: { title: "Analyzing Document Relationships", icon: "relationships" } },
  { needle: "waiting for pending ai analyses", stage: { title: "Processing AI Analysis", icon: "pending" } },
  { needle: "crawl completed", stage: { title: "Finalizing Results", icon: "finalizing" } },
];

export const DEFAULT_CRAWL_STAGE: CrawlStage = { title: "Crawling in Progress", icon: "spinner" };

/** The panel title from the last 10 log messages, case-insensitive; entries are oldest first. */
export function crawlStage(messages: ReadonlyArray<string>): CrawlStage {
  const recent = messages.slice(-STAGE_LOG_WINDOW).map((m) => m.toLowerCase());
  const match = STAGES.find(({ needle }) => recent.some((m) => m.includes(needle)));
  return match?.stage ?? DEFAULT_CRAWL_STAGE;
}
