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

/** Books a host's next request slot among every crawl that shares the book; answers how long to wait for it. */
export type SlotBook = (host: string, intervalMs: number) => number | Promise<number>;

const SLOT_MEMORY_MS = 60_000;

/**
 * The book of this process: every crawl in it books from one queue per host, so two jobs on one
 * funder's site never exceed one job's rate together. A store can hand the crawl a book shared
 * with other processes (`CrawlStore.bookRequestSlot`).
 */
function processSlotBook(): SlotBook {
  const next = new Map<string, number>();
  return (host, intervalMs) => {
    const now = performance.now();
    if (!next.has(host)) for (const [h, at] of next) if (at < now - SLOT_MEMORY_MS) next.delete(h);
    const slot = Math.max(now, next.get(host) ?? 0);
    next.set(host, slot + intervalMs);
    return slot - now;
  };
}
const inProcess = processSlotBook();

/**
 * Per host, when the request this process let go last left (a promise, as it may still be waiting).
 * A slot is the earliest a request may leave, but a timer fires late now and then (a busy event
 * loop), and the next request, on time, would then follow it by less than the interval. So each
 * request also waits for the one before it to leave, and leaves a whole interval after it. Timers
 * only ever fire late, so this costs the crawl their lateness (about a millisecond a request),
 * where padding every slot to cover it cost 5% of the interval.
 */
const departures = new Map<string, Promise<number>>();

async function leaveAfterLast(host: string, intervalMs: number, signal?: AbortSignal): Promise<void> {
  const previous = departures.get(host) ?? Promise.resolve(Number.NEGATIVE_INFINITY);
  let leave!: (at: number) => void;
  departures.set(host, new Promise<number>((resolve) => (leave = resolve)));
  const last = await previous;
  try {
    for (let left = last + intervalMs - performance.now(); left > 0; left = last + intervalMs - performance.now()) await sleep(Math.ceil(left), signal);
    leave(performance.now());
  } catch (err) {
    leave(last); // a request given up lets the next one go as if it had never waited
    throw err;
  }
}

/**
 * Spaces request starts to a host by a minimum interval (1000 / rateLimit ms). Unlike a
 * per-minute budget this never bursts: each caller books the next free slot, so N concurrent
 * callers start at 0, interval, 2*interval..., and no request leaves sooner than the interval
 * after the one before it (leaveAfterLast). An interval of 0 means unlimited.
 */
export class RateLimiter {
  private readonly host: string;

  /** `host`: the site's host and port (a leading www. is the same site). */
  constructor(
    private intervalMs: number,
    host: string,
    private readonly book: SlotBook = inProcess,
  ) {
    this.host = host.toLowerCase().replace(/^www\./, "");
  }

  static forRate(requestsPerSecond: number, host: string, book?: SlotBook): RateLimiter {
    const unlimited = !Number.isFinite(requestsPerSecond) || requestsPerSecond <= 0;
    return new RateLimiter(unlimited ? 0 : 1000 / requestsPerSecond, host, book);
  }

  /** Robots.txt Crawl-delay can only slow the crawl down, never speed it up. */
  slowTo(intervalMs: number): void {
    this.intervalMs = Math.max(this.intervalMs, intervalMs);
  }

  get interval(): number {
    return this.intervalMs;
  }

  async wait(signal?: AbortSignal): Promise<void> {
    if (this.intervalMs === 0) return;
    const waitMs = await this.book(this.host, this.intervalMs);
    if (waitMs > 0) await sleep(waitMs, signal);
    await leaveAfterLast(this.host, this.intervalMs, signal);
  }
}
