/**
 * One request's abort signal: fires when `timeoutMs` of waiting for the site have passed, or when
 * `stop` fires. The clock starts when the request is sent (`arm`), not while it waits for the
 * crawl's rate limiter. A timer that fires late because this process was busy (the event loop
 * blocked by other work) is re-armed for the time the site was not given: a stalled server must
 * not record pages as timed out that the site answered, or that were never sent.
 * A plain controller and timer rather than AbortSignal.any(), which attaches every request's
 * signal to the crawl-long stop signal and costs a little on each of thousands of requests.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private readonly onStop = () => this.controller.abort(this.stop?.reason);
  expired = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly stop?: AbortSignal,
  ) {
    if (stop?.aborted) this.onStop();
    else stop?.addEventListener("abort", this.onStop, { once: true });
  }

  /** Starts the clock (once: later hops of a redirect chain share it). */
  arm(): void {
    if (this.timer === null) this.schedule(this.timeoutMs);
  }

  private schedule(ms: number): void {
    const due = performance.now() + ms;
    this.timer = setTimeout(() => {
      const late = performance.now() - due;
      if (late > STALL_MS) return this.schedule(Math.min(late, this.timeoutMs));
      this.expired = true;
      this.controller.abort(new Error(`Timed out after ${this.timeoutMs} ms`));
    }, ms);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.stop?.removeEventListener("abort", this.onStop);
  }
}

/** A timer this late means the process, not the site, was busy. */
const STALL_MS = 1000;
