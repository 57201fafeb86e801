/**
 * The log lines that mark a job's stages. The progress panel's title is read from them (spec
 * section 9, matched case-insensitively), so the writers and the matcher share these constants.
 */
export const STAGE_MESSAGES = {
  crawlCompleted: "Crawl completed",
  crawlStopped: "Crawl completed early: stopped by user",
  waitingForAnalyses: "Waiting for pending AI analyses",
  analyzingRelationships: "Analyzing document relationships",
  relationshipsDone: "Completed related document analysis",
  allDone: "All AI analyses completed",
} as const;
