import { MessageChannel } from "node:worker_threads";
import type { EnrichOptions, GrantRecord, SiteAnalysis } from "@grantscout/ai";
import { Piscina } from "piscina";
import type { EnrichItem, ProviderSpec, ThreadTask } from "./analysis-thread.js";

export type { EnrichItem, ProviderSpec } from "./analysis-thread.js";

type Stage = (type: "info" | "success" | "error", message: string) => Promise<unknown>;

export interface AnalysisPool {
  /** Analyses a crawled job's stored pages (read by the thread itself). */
  analyse(jobId: number, opts: { onlyGrantOpportunities: boolean; today: Date; onStage: Stage }): Promise<SiteAnalysis>;
  enrich(items: EnrichItem[], options: EnrichOptions, today: Date): Promise<GrantRecord[]>;
  close(): Promise<void>;
}

/**
 * A bounded pool of analysis threads (piscina). `threads` of them run at once; more tasks wait in
 * its queue. The thread module is TypeScript, loaded through tsx as the server itself is.
 */
export function createAnalysisPool(provider: ProviderSpec, threads: number, databaseUrl: string): AnalysisPool {
  const pool = new Piscina<ThreadTask, unknown>({
    filename: new URL("./analysis-thread.ts", import.meta.url).href,
    execArgv: ["--import", "tsx"],
    minThreads: 0,
    maxThreads: threads,
    // An idle thread exits soon: its heap held ~1.2 GB after a 2,000-page analysis (bench:load), and a
    // new one starts in about a second.
    idleTimeout: 5_000,
  });
  return {
    async analyse(jobId, { onlyGrantOpportunities, today, onStage }) {
      const { port1, port2 } = new MessageChannel();
      // Stage messages are written in order; the analysis is done when the thread's last one is.
      let written: Promise<unknown> = Promise.resolve();
      const drained = new Promise<void>((done) =>
        port1.on("message", (m: { type: "info" | "success" | "error"; message: string } | { done: true }) => {
          if ("done" in m) return void written.then(() => done());
          written = written.then(() => onStage(m.type, m.message));
        }),
      );
      try {
        // `as never`: piscina infers its TransferList type from MessagePort.postMessage's last overload,
        // which current @types/node makes the options object rather than the array.
        const result = (await pool.run(
          { kind: "analyse", provider, databaseUrl, jobId, onlyGrantOpportunities, today, port: port2 },
          { transferList: [port2] as never },
        )) as SiteAnalysis;
        await drained;
        return result;
      } finally {
        port1.close();
      }
    },
    async enrich(items, options, today) {
      return (await pool.run({ kind: "enrich", provider, items, options, today })) as GrantRecord[];
    },
    close: () => pool.destroy(),
  };
}
