import type { CrawlStore, FetchedPage, FrontierEntry, LogType } from "../src/index.js";

/** The CrawlStore contract in memory: one row per URL, pending until saved. */
export class MemoryStore implements CrawlStore {
  readonly entries = new Map<string, FrontierEntry & { done: boolean }>();
  readonly pages = new Map<string, FetchedPage>();
  readonly logs: Array<{ type: LogType; message: string }> = [];
  readonly progressed: string[] = [];
  stop = false;
  /** Called after each save; tests use it to stop or abort at a chosen point. */
  onSave: (page: FetchedPage) => void = () => {};

  async pending(): Promise<FrontierEntry[]> {
    return [...this.entries.values()].filter((e) => !e.done).map(({ done: _, ...entry }) => entry);
  }

  async enqueue(entries: FrontierEntry[]): Promise<FrontierEntry[]> {
    const fresh = entries.filter((e) => !this.entries.has(e.url));
    for (const entry of fresh) this.entries.set(entry.url, { ...entry, done: false });
    return fresh;
  }

  async save(page: FetchedPage): Promise<void> {
    const entry = this.entries.get(page.url);
    if (!entry) throw new Error(`saved a page that was never enqueued: ${page.url}`);
    if (entry.done) throw new Error(`saved twice: ${page.url}`);
    entry.done = true;
    this.pages.set(page.url, page);
    this.onSave(page);
  }

  async doneCount(): Promise<number> {
    return [...this.entries.values()].filter((e) => e.done).length;
  }

  async stopRequested(): Promise<boolean> {
    return this.stop;
  }

  async log(type: LogType, message: string): Promise<void> {
    this.logs.push({ type, message });
  }

  async progress(currentUrl: string): Promise<void> {
    this.progressed.push(currentUrl);
  }

  /** Saved pages by path (query included), for readable assertions. */
  paths(): string[] {
    return [...this.pages.keys()].map((url) => {
      const u = new URL(url);
      return u.pathname + u.search;
    });
  }

  page(path: string): FetchedPage | undefined {
    return [...this.pages.values()].find((p) => {
      const u = new URL(p.url);
      return u.pathname + u.search === path;
    });
  }
}
