import type { CrawlStore, FetchedPage } from "@grantscout/crawler";
import { appendLog, bookHostSlot, countPages, enqueuePages, findJobById, pendingPages, savePage, updateJob } from "@grantscout/db";
import { findPortalLinks } from "../rules/portal-links.js";
import type { AppServices } from "../use-cases/app-services.js";

const NOT_FETCHED = new Set(["robots-disallowed", "blocked-address"]);

/** The crawler's state lives in crawl_pages, one row per URL, so a killed crawl resumes where it was. */
export function createPgCrawlStore(services: AppServices, jobId: number): CrawlStore {
  const { db } = services;
  let stopCache = { at: 0, value: false };
  return {
    pending: () => pendingPages(db, jobId),
    enqueue: (entries) => enqueuePages(db, jobId, entries),
    async save(page: FetchedPage) {
      await savePage(
        db,
        jobId,
        { url: page.url, depth: page.depth, referrer: null, anchorText: null, state: NOT_FETCHED.has(page.note ?? "") ? "skipped" : "done" },
        {
          status_code: page.statusCode,
          content_type: page.contentType,
          fetch_ms: page.fetchMs === null ? null : Math.round(page.fetchMs),
          title: page.title,
          text: page.text,
          html: page.html,
          links: JSON.stringify(page.links),
          portal_links: JSON.stringify(page.html ? findPortalLinks(page.html) : []),
          kind: page.kind,
          note: page.error ? `${page.note ?? "fetch-error"}: ${page.error}` : page.note,
        },
      );
    },
    doneCount: async () => (await countPages(db, jobId)).done,
    // Workers in other processes crawl the same funders: their request slots are booked in one table.
    bookRequestSlot: (host, intervalMs) => bookHostSlot(db, host, intervalMs),
    async stopRequested() {
      if (Date.now() - stopCache.at < 250) return stopCache.value;
      const job = await findJobById(db, jobId);
      stopCache = { at: Date.now(), value: job?.stop_requested ?? true };
      return stopCache.value;
    },
    log: async (type, message) => {
      await appendLog(db, jobId, type, message);
    },
    progress: (currentUrl, depth) => updateJob(db, jobId, { current_url: currentUrl, current_depth: depth }),
  };
}
