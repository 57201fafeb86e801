import { EventEmitter, on } from "node:events";
import type { AnalysisStep } from "../spec/index.js";

interface Run {
  steps: AnalysisStep[];
  ended: boolean;
  events: EventEmitter;
}

/** How long a finished run's steps wait for a subscriber that connects late (the two calls race). */
const KEEP_FINISHED_MS = 60_000;
const runs = new Map<string, Run>();

function runOf(id: string): Run {
  let run = runs.get(id);
  if (!run) {
    run = { steps: [], ended: false, events: new EventEmitter() };
    runs.set(id, run);
  }
  return run;
}

/** Records one finished step of the analysis the client named `id`, for its subscribers. */
export function reportStep(id: string, step: AnalysisStep): void {
  const run = runOf(id);
  run.steps.push(step);
  run.events.emit("step", step);
}

/** The analysis is over (done or failed): its subscribers stop, and its steps are forgotten a minute later. */
export function endRun(id: string): void {
  const run = runOf(id);
  run.ended = true;
  run.events.emit("end");
  setTimeout(() => runs.delete(id), KEEP_FINISHED_MS).unref();
}

/**
 * The steps of analysis `id` as they finish: those already done first, then each new one, until the
 * run ends or the subscriber leaves. The subscription may open before the analysis starts.
 */
export async function* followRun(id: string, signal?: AbortSignal): AsyncGenerator<AnalysisStep> {
  const run = runOf(id);
  yield* run.steps;
  if (run.ended) return;
  const stop = new AbortController();
  const onEnd = () => stop.abort();
  run.events.once("end", onEnd);
  signal?.addEventListener("abort", onEnd, { once: true });
  try {
    for await (const [step] of on(run.events, "step", { signal: stop.signal })) yield step as AnalysisStep;
  } catch (error) {
    if (!stop.signal.aborted) throw error;
  } finally {
    run.events.off("end", onEnd);
    // A subscriber that leaves before its analysis started leaves nothing behind.
    if (!run.ended && run.steps.length === 0) runs.delete(id);
  }
}
