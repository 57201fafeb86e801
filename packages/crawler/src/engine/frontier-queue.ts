import { type IRequestManager, Request, type RequestOptions, type RequestsLike, type Source } from "@crawlee/basic";

/**
 * crawlee's request manager for one run: a plain in-memory FIFO. The durable frontier is the
 * CrawlStore; this only feeds the crawler the entries the store handed out, so it needs none of
 * the persistence, locking or validation of crawlee's RequestQueue (which cost ~15% of CPU in
 * the benchmark).
 */
export class FrontierQueue implements IRequestManager {
  private queue: Request[] = [];
  private head = 0;
  private readonly inProgress = new Set<Request>();
  private handled = 0;
  private total = 0;

  push(options: RequestOptions[], forefront = false): void {
    const requests = options.map((o) => new Request(o));
    this.total += requests.length;
    if (forefront) this.queue.splice(this.head, 0, ...requests);
    else this.queue.push(...requests);
  }

  async isFinished(): Promise<boolean> {
    return this.head >= this.queue.length && this.inProgress.size === 0;
  }

  async isEmpty(): Promise<boolean> {
    return this.head >= this.queue.length;
  }

  async handledCount(): Promise<number> {
    return this.handled;
  }

  getTotalCount(): number {
    return this.total;
  }

  getPendingCount(): number {
    return this.queue.length - this.head + this.inProgress.size;
  }

  async fetchNextRequest<T extends Record<string, unknown>>(): Promise<Request<T> | null> {
    const request = this.queue[this.head];
    if (!request) return null;
    this.queue[this.head++] = undefined as unknown as Request; // let handled requests be collected
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
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

  async reclaimRequest(request: Request, options?: { forefront?: boolean }): Promise<null> {
    this.inProgress.delete(request);
    this.queue.splice(options?.forefront ? this.head : this.queue.length, 0, request);
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
