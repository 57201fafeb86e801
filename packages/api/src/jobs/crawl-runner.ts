import { grantLinkPriority } from "@grantscout/ai";
import { STAGE_MESSAGES } from "@grantscout/ai/stages";
import { runCrawl } from "@grantscout/crawler";
import { appendLog, beat, claimJob, countPages, dropHtml, linksNotFollowed, listLog, updateJob } from "@grantscout/db";
import { createPgCrawlStore } from "../adapters/pg-crawl-store.js";
import { programmesBeyondDepth } from "../rules/beyond-depth.js";
import type { AppServices } from "../use-cases/app-services.js";
import { refreshProgrammes } from "../use-cases/programme-service.js";
import { queueSearchAlerts } from "../use-cases/saved-search-service.js";
import { queueWebhook } from "../use-cases/watch-service.js";
import { startJobAnalysis } from "./analyse-job.js";

const HEARTBEAT_SECONDS = 3;
/** A running job whose worker has not beaten for this long is taken over by another worker. */
export const STALE_SECONDS = 12;

/**
 * Runs one crawl job to its end: crawl, analysis, status. `shutdown` aborts for a worker that is
 * going away: the job then stays `running` without a heartbeat and the next worker resumes it.
 */
export async function runCrawlJob(services: AppServices, jobId: number, shutdown?: AbortSignal) {
  const job = await claimJob(services.db, jobId, STALE_SECONDS);
  if (!job) return;
  const log = (type: "info" | "success" | "error", message: string) => appendLog(services.db, jobId, type, message);
  const heartbeat = setInterval(() => void beat(services.db, jobId).catch(() => {}), HEARTBEAT_SECONDS * 1000);
  // Pages are analysed while the crawl stores them (issue #14).
  const analysis = startJobAnalysis(services, jobId, job.options.onlyGrantOpportunities);
  try {
    await log("info", `Starting crawl of ${job.url} (max depth ${job.options.maxDepth}, ${job.options.rateLimit} req/s)`);
    const store = createPgCrawlStore(services, jobId);
    const settings = { ...job.options, allowPrivateNetworks: services.config.allowPrivateNetworks, linkPriority: grantLinkPriority };
    const outcome = await runCrawl(job.url, settings, store, shutdown);
    if (shutdown?.aborted) {
      await analysis.cancel();
      await log("info", "Worker shutting down: the crawl is saved and will resume");
      await updateJob(services.db, jobId, { heartbeat_at: null });
      return;
    }
    if (outcome === "completed" && (await countPages(services.db, jobId)).reached === 0) throw new Error(await unreachableReason(services, jobId));
    await log("success", outcome === "stopped" ? STAGE_MESSAGES.crawlStopped : STAGE_MESSAGES.crawlCompleted);
    // Before the job ends: the results page reads it with the rest, once.
    await recordBeyondDepth(services, jobId, job.options.maxDepth).catch((error) =>
      log("error", `Could not count the links beyond depth ${job.options.maxDepth}: ${(error as Error).message}`),
    );
    await analysis.finish();
    // The job ends with its last stage ("All AI analyses completed"), not after the clean-up below,
    // so the progress panel never shows a finished analysis beside a running badge.
    await updateJob(services.db, jobId, { status: outcome === "stopped" ? "stopped" : "completed", completed_at: new Date(), current_url: null });
    if (!job.options.saveHtmlContent) await dropHtml(services.db, jobId);
    // A watched site's webhook hears of the changes; a failure to queue it does not fail the crawl.
    await queueWebhook(services, jobId).catch((error) => log("error", `Could not queue the site's webhook: ${(error as Error).message}`));
    // The Opportunities page (issue #42): the site's programmes become this crawl's; saved searches hear of new matches.
    await updateProgrammes(services, jobId).catch((error) => log("error", `Could not update the Opportunities page: ${(error as Error).message}`));
  } catch (error) {
    await analysis.cancel();
    const message = error instanceof Error ? error.message : String(error);
    await log("error", `Crawl failed: ${message}`).catch(() => {});
    await updateJob(services.db, jobId, { status: "failed", error: message, completed_at: new Date() });
  } finally {
    clearInterval(heartbeat);
  }
}

/** A crawl that reached no page at all failed: the reason is the crawler's first error (DNS, refusal, HTTP status). */
async function unreachableReason(services: AppServices, jobId: number): Promise<string> {
  const first = (await listLog(services.db, jobId)).find((l) => l.type === "error");
  return `no page of the site could be fetched${first ? ` (${first.message})` : ""}`;
}

async function updateProgrammes(services: AppServices, jobId: number) {
  const refreshed = await refreshProgrammes(services, jobId);
  if (refreshed) await queueSearchAlerts(services, refreshed.site, refreshed.since);
}

/** Counts the likely programme pages the depth limit left out, into the job's report (results' coverage.beyond_depth). */
async function recordBeyondDepth(services: AppServices, jobId: number, maxDepth: number) {
  const beyond = programmesBeyondDepth(await linksNotFollowed(services.db, jobId, maxDepth), maxDepth);
  await updateJob(services.db, jobId, { report: JSON.stringify({ beyond_depth: beyond }) });
}
