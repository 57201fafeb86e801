import { countPages } from "@grantscout/db";
import pLimit from "p-limit";
import type { CrawlResults } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { assembleResults } from "./assemble-results.js";
import { requireJob } from "./crawl-service.js";

/**
 * Results assembled at once on the event loop; more callers wait their turn. Each assembly is a few
 * queries and a few milliseconds of work: two at a time keep the loop free between them, where 32
 * readers at once held health checks for 100–180 ms (never-block.test.ts).
 */
const onTheLoop = pLimit(2);
/** From this many processed pages, a job's results are assembled in an analysis thread instead. */
const LARGE_JOB_PAGES = 1000;

export async function crawlResults(services: AppServices, jobId: number): Promise<CrawlResults> {
  const job = await requireJob(services, jobId);
  const here = () => onTheLoop(() => assembleResults(services.db, job));
  // A thread that fails (its capped heap, a lost connection) leaves the job's results to the loop: slower, never lost.
  if (services.analysis && (await countPages(services.db, jobId)).processed >= LARGE_JOB_PAGES) return services.analysis.results(job).catch(here);
  return here();
}
