import { STAGE_MESSAGES } from "@grantscout/ai/stages";
/** How the progress panel draws each stage's icon (spec section 4). */
export type CrawlStageIcon = "spinner" | "complete" | "relationships" | "pending" | "finalizing";

export interface CrawlStage {
  title: string;
  icon: CrawlStageIcon;
}

/** The stage title looks only at the newest log messages (spec section 9). */
export const STAGE_LOG_WINDOW = 10;

// Checked in this order: a later stage's message wins over an earlier one in the same window.
const STAGES: ReadonlyArray<{ needle: string; stage: CrawlStage }> = (
  [
    { needle: STAGE_MESSAGES.allDone, stage: { title: "Analysis Complete", icon: "complete" } },
    { needle: STAGE_MESSAGES.relationshipsDone, stage: { title: "Document Clustering Complete", icon: "complete" } },
    { needle: STAGE_MESSAGES.analyzingRelationships, stage: { title: "Analyzing Document Relationships", icon: "relationships" } },
    { needle: STAGE_MESSAGES.waitingForAnalyses, stage: { title: "Processing AI Analysis", icon: "pending" } },
    // "Crawl completed" also begins "Crawl completed early: stopped by user".
    { needle: STAGE_MESSAGES.crawlCompleted, stage: { title: "Finalizing Results", icon: "finalizing" } },
  ] satisfies Array<{ needle: string; stage: CrawlStage }>
).map(({ needle, stage }) => ({ needle: needle.toLowerCase(), stage }));

export const DEFAULT_CRAWL_STAGE: CrawlStage = { title: "Crawling in Progress", icon: "spinner" };

/** The panel title from the last 10 log messages, case-insensitive; entries are oldest first. */
export function crawlStage(messages: ReadonlyArray<string>): CrawlStage {
  const recent = messages.slice(-STAGE_LOG_WINDOW).map((m) => m.toLowerCase());
  const match = STAGES.find(({ needle }) => recent.some((m) => m.includes(needle)));
  return match?.stage ?? DEFAULT_CRAWL_STAGE;
}
