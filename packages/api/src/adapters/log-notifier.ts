import { EventEmitter } from "node:events";
import { listenForLogWrites } from "@grantscout/db";

/**
 * Wakes log subscribers when a job writes to its log. Uses PostgreSQL LISTEN/NOTIFY, so entries
 * written by a worker in another process (or on another machine) reach this server's subscribers.
 */
export interface LogNotifier {
  wait(jobId: number, signal: AbortSignal | undefined, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export async function createLogNotifier(connectionString: string): Promise<LogNotifier> {
  const events = new EventEmitter().setMaxListeners(0);
  const listener = await listenForLogWrites(connectionString, (jobId) => events.emit(`job:${jobId}`));
  return {
    wait(jobId, signal, timeoutMs) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          events.off(`job:${jobId}`, done);
          signal?.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        events.once(`job:${jobId}`, done);
        signal?.addEventListener("abort", done, { once: true });
      });
    },
    close: () => listener.close(),
  };
}
