import { type NotificationListener, onProgrammeChange } from "@grantscout/db";
import { LRUCache } from "lru-cache";

/**
 * The Opportunities page's first pages, kept until the programmes or the profile change. A first
 * page is what every visit, filter and sort asks for, and it changes only when a crawl completes, a
 * person corrects or dismisses a programme, or the profile's fits are recomputed; a page read from
 * PostgreSQL cost the server 4.5 ms and the database 3.2 ms of CPU (bench:inbox), so 30 readers
 * saturated two cores. Each read first syncs with the change listener (onProgrammeChange):
 * a change committed before the request, by any process, is never served stale. Later pages (with a
 * cursor) are read from the database each time.
 */
export interface FirstPages {
  read<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
}

/** Distinct searches kept; a search not asked for recently makes room. */
const MAX_PAGES = 256;

export async function createFirstPages(listener: NotificationListener): Promise<FirstPages> {
  const pages = new LRUCache<string, object>({ max: MAX_PAGES });
  // Bumped by every change: a page loaded while one came in is not kept.
  let generation = 0;
  await onProgrammeChange(listener, () => {
    generation++;
    pages.clear();
  });
  return {
    async read(key, load) {
      try {
        await listener.sync();
      } catch {
        // No listening connection (lost, not yet replaced): changes may go unreported, so nothing kept is served.
        return load();
      }
      const kept = pages.get(key);
      if (kept) return kept as Awaited<ReturnType<typeof load>>;
      const started = generation;
      // Frozen: a kept page is served as it is, again and again, and each door encodes it once (encodedOnce).
      const page = Object.freeze(await load());
      // A change reported while the page was read may or may not be in it.
      if (generation === started) pages.set(key, page);
      return page;
    },
  };
}
