import { EventEmitter } from "node:events";
import { type NotificationListener, onLogWrite } from "@grantscout/db";

/**
 * Wakes log subscribers when a job writes to its log. Uses PostgreSQL LISTEN/NOTIFY, so entries
 * written by a worker in another process (or on another machine) reach this server's subscribers.
 */
export interface LogNotifier {
  wait(jobId: number, signal: AbortSignal | undefined, timeoutMs: number): Promise<void>;
}

export async function createLogNotifier(listener: NotificationListener): Promise<LogNotifier> {
  const events = new EventEmitter().setMaxListeners(0);
  // After a lost connection every follower reads its log again: any of them may have grown unseen.
  await onLogWrite(listener, (jobId) => (jobId === null ? events.emit("any") : events.emit(`job:${jobId}`)));
  return {
    wait(jobId, signal, timeoutMs) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          events.off(`job:${jobId}`, done);
          events.off("any", done);
          signal?.removeEventListener("abort", done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        events.once(`job:${jobId}`, done);
        events.once("any", done);
        signal?.addEventListener("abort", done, { once: true });
      });
    },
  };
}
