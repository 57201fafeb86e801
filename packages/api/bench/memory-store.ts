import type { CrawlStore, FetchedPage, FrontierEntry } from "@grantscout/crawler";

/** A crawl store in memory: the benchmark crawls without a database in the way. */
export function createMemoryStore() {
  const entries = new Map<string, FrontierEntry & { done: boolean }>();
  const pages: FetchedPage[] = [];
  const store: CrawlStore = {
    pending: async () => [...entries.values()].filter((e) => !e.done),
    async enqueue(list) {
      const added = list.filter((e) => !entries.has(e.url));
      for (const e of added) entries.set(e.url, { ...e, done: false });
      return added;
    },
    async save(page) {
      const entry = entries.get(page.url);
      if (entry) entry.done = true;
      else entries.set(page.url, { url: page.url, depth: page.depth, referrer: null, anchorText: null, done: true });
      pages.push(page);
    },
    doneCount: async () => pages.length,
    stopRequested: async () => false,
    log: async () => {},
    progress: async () => {},
  };
  return { store, pages };
}
