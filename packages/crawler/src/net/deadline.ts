/**
 * One request's abort signal: fires when `timeoutMs` passes or `stop` fires, whichever is first.
 * A plain controller and timer rather than AbortSignal.any(), which attaches every request's
 * signal to the crawl-long stop signal and costs a little on each of thousands of requests.
 */
export class Deadline {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly onStop = () => this.controller.abort(this.stop?.reason);
  expired = false;

  constructor(
    timeoutMs: number,
    private readonly stop?: AbortSignal,
  ) {
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(new Error(`Timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    if (stop?.aborted) this.onStop();
    else stop?.addEventListener("abort", this.onStop, { once: true });
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.stop?.removeEventListener("abort", this.onStop);
  }
}
