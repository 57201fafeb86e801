/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

const HEADROOM = 1.05;

/**
 * Spaces request starts to the site by a minimum interval (1000 / rateLimit ms). Unlike a
 * per-minute budget this never bursts: each caller books the next free slot, so N concurrent
 * callers start at 0, interval, 2*interval... An interval of 0 means unlimited.
 */
export class RateLimiter {
  private nextSlot = 0;

  constructor(private intervalMs: number) {}

  /**
   * 5% headroom: a request can spend a few ms longer than the next one between leaving our slot
   * and reaching the server (new connection, busy event loop), which would shrink the gap the
   * server sees below 1000 / rate.
   */
  static forRate(requestsPerSecond: number): RateLimiter {
    const unlimited = !Number.isFinite(requestsPerSecond) || requestsPerSecond <= 0;
    return new RateLimiter(unlimited ? 0 : (1000 / requestsPerSecond) * HEADROOM);
  }

  /** Robots.txt Crawl-delay can only slow the crawl down, never speed it up. */
  slowTo(intervalMs: number): void {
    this.intervalMs = Math.max(this.intervalMs, intervalMs * HEADROOM);
  }

  get interval(): number {
    return this.intervalMs;
  }

  async wait(signal?: AbortSignal): Promise<void> {
    if (this.intervalMs === 0) return;
    const now = performance.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.intervalMs;
    if (slot > now) await sleep(slot - now, signal);
  }
}
