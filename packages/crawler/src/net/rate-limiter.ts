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
 * The next free request slot of each host, shared by every crawl in this process: two jobs on one
 * funder's site (a watched re-crawl beside a person's crawl, an import listing two of its pages)
 * book slots in one queue, so the site never sees more than one job's rate. (Workers in other
 * processes keep their own queue.)
 */
const hostSlots = new Map<string, number>();
const SLOT_MEMORY_MS = 60_000;

function forgetIdleHosts(now: number): void {
  for (const [host, next] of hostSlots) if (next < now - SLOT_MEMORY_MS) hostSlots.delete(host);
}

/**
 * Spaces request starts to a host by a minimum interval (1000 / rateLimit ms). Unlike a
 * per-minute budget this never bursts: each caller books the next free slot, so N concurrent
 * callers start at 0, interval, 2*interval... An interval of 0 means unlimited.
 */
export class RateLimiter {
  private readonly host: string;

  /** `host`: the site's host and port (a leading www. is the same site). */
  constructor(
    private intervalMs: number,
    host: string,
  ) {
    this.host = host.toLowerCase().replace(/^www\./, "");
  }

  /**
   * 5% headroom: a request can spend a few ms longer than the next one between leaving our slot
   * and reaching the server (new connection, busy event loop), which would shrink the gap the
   * server sees below 1000 / rate.
   */
  static forRate(requestsPerSecond: number, host: string): RateLimiter {
    const unlimited = !Number.isFinite(requestsPerSecond) || requestsPerSecond <= 0;
    return new RateLimiter(unlimited ? 0 : (1000 / requestsPerSecond) * HEADROOM, host);
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
    if (!hostSlots.has(this.host)) forgetIdleHosts(now);
    const slot = Math.max(now, hostSlots.get(this.host) ?? 0);
    hostSlots.set(this.host, slot + this.intervalMs);
    if (slot > now) await sleep(slot - now, signal);
  }
}
