import { analyseSite, type SiteAnalysis } from "@grantscout/ai";
import { addTokens, appendLog, applyEarlierCorrections, saveOpportunities, setRelevance } from "@grantscout/db";
import { analysablePages } from "../adapters/page-input.js";
import { toOpportunityInput } from "../adapters/stored-page-record.js";
import { DEFAULT_CORRECTION_NOTE } from "../spec/index.js";
import type { AppServices } from "../use-cases/app-services.js";
import { analyserMarks, markedPagesLeftOut, marksLogLine, siteMarks } from "./site-marks.js";

export interface JobAnalysis {
  /** The crawl stored its last page: finish the analysis and store what it found. */
  finish(): Promise<void>;
  /** The crawl failed or the worker is going away. */
  cancel(): Promise<void>;
}

/**
 * Starts a job's grant analysis as its crawl begins. With analysis threads the pages are analysed
 * while they arrive and only the site-wide part is left when the crawl ends; without them
 * (ANALYSIS_THREADS=0) the whole analysis runs in the event loop after the crawl.
 */
export function startJobAnalysis(services: AppServices, jobId: number, onlyGrantOpportunities: boolean): JobAnalysis {
  const onStage = (type: "info" | "success" | "error", message: string) => appendLog(services.db, jobId, type, message).then(() => undefined);
  const options = { onlyGrantOpportunities, today: services.today(), onStage };
  const running = services.analysis?.analyseWhileCrawling(jobId, options);
  return {
    async finish() {
      // Read when the crawl ends, so a mark made while it ran counts too.
      const marks = await siteMarks(services.db, jobId);
      const line = marksLogLine(marks);
      if (line) await onStage("info", line);
      const result = running
        ? await running.finish(analyserMarks(marks))
        : await analyseSite(await analysablePages(services.db, jobId), { ...options, provider: services.provider, marks: analyserMarks(marks) });
      const leftOut = await markedPagesLeftOut(services, jobId, marks, result.opportunities);
      await storeAnalysis(services, jobId, { ...result, opportunities: [...result.opportunities, ...leftOut] }, onStage);
    },
    cancel: async () => running?.cancel(),
  };
}

async function storeAnalysis(services: AppServices, jobId: number, result: SiteAnalysis, onStage: (type: "info", message: string) => Promise<void>) {
  await setRelevance(services.db, jobId, result.relevance);
  await saveOpportunities(services.db, jobId, result.opportunities.map(toOpportunityInput));
  const { applied, stale } = await applyEarlierCorrections(services.db, jobId, DEFAULT_CORRECTION_NOTE);
  if (applied > 0) await onStage("info", `Applied ${applied} of your earlier corrections to pages of this site`);
  if (stale > 0)
    await onStage("info", `${stale} of your earlier corrections may be out of date: their pages' deadline or status wording changed, so they were not applied`);
  await addTokens(services.db, jobId, result.tokens.prompt + result.tokens.completion);
}
