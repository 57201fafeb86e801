import { MessageChannel } from "node:worker_threads";
import type { EnrichOptions, GrantRecord, SiteAnalysis } from "@grantscout/ai";
import type { CrawlJob } from "@grantscout/db";
import { Piscina } from "piscina";
import type { CrawlResults } from "../spec/index.js";
import type { CrawlSignal } from "./analyse-as-crawled.js";
import type { EnrichItem, ProviderSpec, ThreadTask } from "./analysis-thread.js";

export type { EnrichItem, ProviderSpec } from "./analysis-thread.js";

type Stage = (type: "info" | "success" | "error", message: string) => Promise<unknown>;

/** A job's analysis, running while its crawl stores pages. */
interface CrawlAnalysis {
  /** The crawl has stored its last page: the analysis of the whole site, with what the user marked (by canonical URL). */
  finish(marks?: ReadonlyMap<string, boolean>): Promise<SiteAnalysis>;
  /** The crawl failed or the worker is going away: stop without a result. */
  cancel(): Promise<void>;
}

export interface AnalysisPool {
  /** Starts analysing a job's pages as its crawl stores them (read from the database by the thread itself). */
  analyseWhileCrawling(jobId: number, opts: { onlyGrantOpportunities: boolean; today: Date; onStage: Stage }): CrawlAnalysis;
  enrich(items: EnrichItem[], options: EnrichOptions, today: Date): Promise<GrantRecord[]>;
  /** A large job's results, assembled from its stored rows in a thread of their own. */
  results(job: CrawlJob): Promise<CrawlResults>;
  close(): Promise<void>;
}

const threadPool = (threads: number, limits?: { maxOldGenerationSizeMb: number }) =>
  new Piscina<ThreadTask, unknown>({
    filename: new URL("./analysis-thread.ts", import.meta.url).href,
    execArgv: ["--import", "tsx"],
    minThreads: 0,
    maxThreads: Math.max(1, threads),
    // An idle thread exits soon: its heap held ~1.2 GB after a 2,000-page analysis (bench:load), and a
    // new one starts in about a second.
    idleTimeout: 5_000,
    ...(limits ? { resourceLimits: limits } : {}),
  });

/**
 * Bounded pools of analysis threads (piscina), the thread module loaded through tsx as the server
 * itself is. A crawling job's analysis holds a thread for the whole crawl, so those run in a pool
 * of their own (`crawls`: one per job the worker crawls at once) and an enrich-export never waits
 * for a crawl to end; `threads` enrich tasks run at once, more wait in the queue. Large jobs' results
 * are assembled one at a time in a third pool.
 */
export function createAnalysisPool(provider: ProviderSpec, threads: number, crawls: number, databaseUrl: string): AnalysisPool {
  const pool = threadPool(threads);
  const crawlPool = threadPool(crawls);
  // One thread: results wait neither for an enrich-export's model calls nor for a crawl's analysis. Its
  // heap is capped: uncapped, V8 let it grow to ~370 MB under 32 readers of a 2,000-page job (bench:load).
  const readPool = threadPool(1, { maxOldGenerationSizeMb: 160 });
  return {
    analyseWhileCrawling(jobId, { onlyGrantOpportunities, today, onStage }) {
      const { port1, port2 } = new MessageChannel();
      // Stage messages are written in order; the analysis is done when the thread's last one is.
      let written: Promise<unknown> = Promise.resolve();
      const drained = new Promise<void>((done) =>
        port1.on("message", (m: { type: "info" | "success" | "error"; message: string } | { done: true }) => {
          if ("done" in m) return void written.then(() => done());
          // A line that cannot be written (the database restarting) is lost, not the rest: a rejected
          // chain would never reach "done", and the job would wait for its analysis for ever.
          written = written.then(() => onStage(m.type, m.message)).catch((error: Error) => console.error(`[analysis] log line lost: ${error.message}`));
        }),
      );
      // `as never`: piscina infers its TransferList type from MessagePort.postMessage's last overload,
      // which current @types/node makes the options object rather than the array.
      const running = crawlPool.run(
        { kind: "analyse", provider, databaseUrl, jobId, onlyGrantOpportunities, today, port: port2 },
        { transferList: [port2] as never },
      ) as Promise<SiteAnalysis>;
      // Until finish or cancel, a failure waits to be reported by them.
      running.catch(() => {});
      const settle = async (signal: CrawlSignal) => {
        port1.postMessage(signal);
        try {
          const result = await running;
          await drained;
          return result;
        } finally {
          port1.close();
        }
      };
      return {
        finish: (marks) => settle({ crawled: true, ...(marks ? { marks } : {}) }),
        cancel: () =>
          settle({ cancel: true }).then(
            () => {},
            () => {},
          ),
      };
    },
    async enrich(items, options, today) {
      return (await pool.run({ kind: "enrich", provider, items, options, today })) as GrantRecord[];
    },
    async results(job) {
      return (await readPool.run({ kind: "results", databaseUrl, job })) as CrawlResults;
    },
    close: async () => {
      await Promise.all([pool.destroy(), crawlPool.destroy(), readPool.destroy()]);
    },
  };
}
