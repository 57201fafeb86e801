import type { MessagePort } from "node:worker_threads";
import { type AnalysisProvider, analysePrepared, isCandidate, type SiteAnalysis, SitePreparation } from "@grantscout/ai";
import { type Database, fetchedPagesExcept, type Kysely } from "@grantscout/db/data";
import { isAnalysable, toPageInput, withText } from "../adapters/page-input.js";

/**
 * How often the stored pages are read while the crawl runs: a read starts this long after the last
 * one started, or at once when reading took longer, so the pages left for the end of the crawl
 * are those of the last read's time, not of that time and a fixed pause more.
 */
const READ_EVERY_MS = 500;
/**
 * Pages read from the store at once, at most: a resumed job's first read and the read after a long
 * analysis hold this many pages' HTML, not the whole site's.
 */
const READ_BATCH = 50;
/** Log lines naming likely programmes while crawling; the analysis lists them all at the end. */
const MAX_LIKELY_LINES = 25;

/** Messages from the server: the crawl stored its last page (with the user's marks), or the job is being given up. */
export type CrawlSignal = { crawled: true; marks?: ReadonlyMap<string, boolean> } | { cancel: true };
type StageMessage = { type: "info" | "success" | "error"; message: string };

export interface CrawlAnalysisTask {
  db: Kysely<Database>;
  jobId: number;
  provider: AnalysisProvider;
  onlyGrantOpportunities: boolean;
  today: Date;
  port: MessagePort;
}

/**
 * Analyses a job's pages as its crawl stores them (issue #14). Every half second the pages stored
 * since the last read are added to the site's preparation, which computes their features; the log
 * names likely programmes as they appear. When the server says the crawl is over, the last pages
 * are read and only the site-wide part is left. Pages are ordered by their stored id, so a job
 * resumed after a crash ends with the same analysis as one that was never interrupted.
 */
export async function analyseAsCrawled(task: CrawlAnalysisTask): Promise<SiteAnalysis> {
  const { db, jobId, port } = task;
  const say = (message: StageMessage) => port.postMessage(message);
  const preparation = new SitePreparation(task.today);
  const read: number[] = [];
  const named = new Set<string>();
  const server: { signal: CrawlSignal | null; wake: () => void } = { signal: null, wake: () => {} };
  port.on("message", (m: CrawlSignal) => {
    server.signal = m;
    server.wake();
  });

  for (;;) {
    const started = performance.now();
    const last = server.signal !== null;
    if (server.signal && "cancel" in server.signal) throw new DOMException("The job's analysis was cancelled", "AbortError");
    const added = await readNewPages(db, jobId, read, preparation);
    if (last) break;
    if (added)
      for (const f of await preparation.refresh()) {
        if (!isCandidate(f).isOpportunity) continue;
        task.provider.prepare?.(f.page, preparation.context);
        if (named.size >= MAX_LIKELY_LINES || named.has(f.key)) continue;
        named.add(f.key);
        say({ type: "info", message: `Found a likely programme: ${f.title}` });
      }
    // The crawl may have ended while the pages were read: its last pages are read at once.
    if (server.signal === null)
      await new Promise<void>((resolve) => {
        server.wake = resolve;
        // A read that took longer than the interval leaves no wait, not a negative one (Node warned
        // "TimeoutNegativeWarning: -231.4 is a negative number" in the server log and waited 1 ms).
        setTimeout(resolve, Math.max(0, READ_EVERY_MS - (performance.now() - started)));
      });
  }
  const marks = server.signal && "marks" in server.signal ? server.signal.marks : undefined;
  return analysePrepared(await preparation.prepare(), {
    ...(marks ? { marks } : {}),
    provider: task.provider,
    onlyGrantOpportunities: task.onlyGrantOpportunities,
    today: task.today,
    onStage: (type, message) => say({ type, message }),
  });
}

/** Adds the pages stored since the last read (their ids are not in `read`) to the preparation, READ_BATCH at a time; returns how many were read. */
async function readNewPages(db: Kysely<Database>, jobId: number, read: number[], preparation: SitePreparation): Promise<number> {
  let count = 0;
  for (let batch = READ_BATCH; batch === READ_BATCH; count += batch) {
    const pages = await withText(db, await fetchedPagesExcept(db, jobId, read, READ_BATCH));
    for (const page of pages) {
      read.push(page.id);
      if (isAnalysable(page)) preparation.add(toPageInput(page), page.id);
    }
    batch = pages.length;
  }
  return count;
}
