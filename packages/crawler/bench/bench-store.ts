import type { CrawlStore, FetchedPage, FrontierEntry } from "../src/index.js";

/** A CrawlStore that keeps only what the engine needs, like the database would (bodies are dropped). */
export class BenchStore implements CrawlStore {
  private readonly state = new Map<string, FrontierEntry | null>(); // null once done
  saved = 0;

  async pending(): Promise<FrontierEntry[]> {
    return [...this.state.values()].filter((e): e is FrontierEntry => e !== null);
  }
  async enqueue(entries: FrontierEntry[]): Promise<FrontierEntry[]> {
    const fresh = entries.filter((e) => !this.state.has(e.url));
    for (const e of fresh) this.state.set(e.url, e);
    return fresh;
  }
  async save(page: FetchedPage): Promise<void> {
    this.state.set(page.url, null);
    this.saved++;
  }
  async doneCount(): Promise<number> {
    return this.saved;
  }
  async stopRequested(): Promise<boolean> {
    return false;
  }
  async log(): Promise<void> {}
  async progress(): Promise<void> {}
}
