import { type BasicCrawlingContext, createBasicRouter, type Request, type RequestOptions } from "@crawlee/basic";
import type { FrontierEntry } from "../types.js";
import { isDocumentUrl } from "../url/scope.js";
import type { CrawlRun } from "./crawl-run.js";
import { visit } from "./visit.js";

interface EntryData {
  requestUrl: string | null;
  depth: number;
  referrer: string | null;
  anchorText: string | null;
}

/** The crawlee request for a frontier entry; its label picks the handler. */
export function toRequest(entry: FrontierEntry): RequestOptions<EntryData> {
  return {
    url: entry.requestUrl ?? entry.url,
    uniqueKey: entry.url,
    label: isDocumentUrl(entry.url) ? "document" : "page",
    userData: { requestUrl: entry.requestUrl ?? null, depth: entry.depth, referrer: entry.referrer, anchorText: entry.anchorText },
  };
}

export function toEntry(request: Request): FrontierEntry {
  const data = request.userData as EntryData;
  return { url: request.uniqueKey, requestUrl: data.requestUrl, depth: data.depth, referrer: data.referrer, anchorText: data.anchorText };
}

/**
 * Labelled handlers: 'page' fetches a URL and follows its links; 'document' (a .pdf/.doc/.docx
 * link) fetches and extracts text without following anything. A 'page' that turns out to serve a
 * document is still extracted as one, by its Content-Type.
 */
export function buildRouter(run: CrawlRun, onHandled: () => void) {
  const router = createBasicRouter();
  router.addHandler("page", async ({ request }: BasicCrawlingContext) => {
    await visit(run, toEntry(request), request.retryCount, true);
    onHandled();
  });
  router.addHandler("document", async ({ request }: BasicCrawlingContext) => {
    await visit(run, toEntry(request), request.retryCount, false);
    onHandled();
  });
  return router;
}
