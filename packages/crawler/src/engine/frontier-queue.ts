import { type IRequestManager, Request, type RequestOptions, type RequestsLike, type Source } from "@crawlee/basic";

/** A FIFO list that hands out its items by a moving head, so taking one is O(1). */
class Fifo<T> {
  private items: (T | undefined)[] = [];
  private head = 0;

  get size(): number {
    return this.items.length - this.head;
  }

  push(...items: T[]): void {
    this.items.push(...items);
  }

  unshift(item: T): void {
    if (this.head > 0) this.items[--this.head] = item;
    else this.items.unshift(item);
  }

  shift(): T | undefined {
    const item = this.items[this.head];
    if (item === undefined) return undefined;
    this.items[this.head++] = undefined; // let handed-out items be collected
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}

/**
 * crawlee's request manager for one run: an in-memory queue. The durable frontier is the
 * CrawlStore; this only feeds the crawler the entries the store handed out, so it needs none of
 * the persistence, locking or validation of crawlee's RequestQueue (which cost ~15% of CPU in
 * the benchmark).
 *
 * Requests go out by rank (the caller's: link depth first, so the crawl stays breadth-first), then
 * in the order they came. Ranks are small integers, so one FIFO per rank does what a heap would.
 */
export class FrontierQueue implements IRequestManager {
  private readonly byRank: Fifo<Request>[] = [];
  private queued = 0;
  private readonly inProgress = new Set<Request>();
  private handled = 0;
  private total = 0;

  push(options: Array<{ request: RequestOptions; rank: number }>): void {
    for (const { request, rank } of options) {
      if (!this.byRank[rank]) this.byRank[rank] = new Fifo();
      this.byRank[rank].push(new Request(request));
    }
    this.total += options.length;
    this.queued += options.length;
  }

  async isFinished(): Promise<boolean> {
    return this.queued === 0 && this.inProgress.size === 0;
  }

  async isEmpty(): Promise<boolean> {
    return this.queued === 0;
  }

  async handledCount(): Promise<number> {
    return this.handled;
  }

  getTotalCount(): number {
    return this.total;
  }

  getPendingCount(): number {
    return this.queued + this.inProgress.size;
  }

  async fetchNextRequest<T extends Record<string, unknown>>(): Promise<Request<T> | null> {
    const request = this.byRank.find((fifo) => fifo?.size)?.shift();
    if (!request) return null;
    this.queued--;
    this.inProgress.add(request);
    return request as unknown as Request<T>;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Request> {
    for (let next = await this.fetchNextRequest(); next; next = await this.fetchNextRequest()) yield next;
  }

  async markRequestHandled(request: Request): Promise<void> {
    this.inProgress.delete(request);
    this.handled++;
  }

  /** A request to retry goes back first in line (forefront) or last. */
  async reclaimRequest(request: Request, options?: { forefront?: boolean }): Promise<null> {
    this.inProgress.delete(request);
    const fifos = this.byRank.filter(Boolean);
    if (options?.forefront) (fifos[0] ?? (this.byRank[0] = new Fifo())).unshift(request);
    else (fifos.at(-1) ?? (this.byRank[0] = new Fifo())).push(request);
    this.queued++;
    return null;
  }

  /** Part of the interface but never used: new URLs must go through the store first (see push). */
  async addRequest(_source: Source): Promise<never> {
    throw new Error("FrontierQueue is fed through push() after store.enqueue()");
  }

  async addRequestsBatched(_requests: RequestsLike): Promise<never> {
    throw new Error("FrontierQueue is fed through push() after store.enqueue()");
  }
}
