import { MAX_RETRIES } from "../constants.js";
import { errorMessage, PageError, RetryLaterError, UnsafeUrlError } from "../errors.js";
import { sleep } from "../net/rate-limiter.js";
import { isDocumentUrl } from "../url/scope.js";
import type { FetchedPage, FrontierEntry, PageNote } from "../types.js";
import type { CrawlRun } from "./crawl-run.js";
import { fetchPage } from "./fetch-page.js";

/** A page record for a URL that was refused or failed. */
export function failedPage(entry: FrontierEntry, note: PageNote | null, error: string, statusCode: number | null = null): FetchedPage {
  const kind = isDocumentUrl(entry.url) ? "document" : "page";
  return { url: entry.url, depth: entry.depth, statusCode, contentType: null, fetchMs: null, title: null, text: null, html: null, links: [], kind, note, error };
}

export function pageFromError(entry: FrontierEntry, err: unknown): FetchedPage {
  if (err instanceof UnsafeUrlError) return failedPage(entry, "blocked-address", err.message);
  if (err instanceof PageError) return failedPage(entry, err.note, err.message, err.statusCode);
  if (err instanceof RetryLaterError) return failedPage(entry, "fetch-error", `${err.message} (gave up after ${MAX_RETRIES} retries)`, err.statusCode);
  return failedPage(entry, "fetch-error", errorMessage(err));
}

/**
 * The page for one frontier entry: refused by robots.txt, fetched, or failed. A RetryLaterError
 * with retries left is rethrown after waiting its Retry-After, so crawlee queues the URL again.
 * Returns null when the crawl is stopping: the entry stays pending for a resume.
 */
async function producePage(run: CrawlRun, entry: FrontierEntry, retryCount: number): Promise<FetchedPage | null> {
  try {
    if (run.settings.respectRobotsTxt && !(await run.robots.isAllowed(entry.url))) {
      return failedPage(entry, "robots-disallowed", "Disallowed by robots.txt");
    }
    return await fetchPage(entry, run.fetchCtx);
  } catch (err) {
    if (run.stopping) return null;
    if (err instanceof RetryLaterError && retryCount < MAX_RETRIES) {
      await run.log("info", `${entry.url}: ${err.message}, retrying in ${Math.round(err.retryAfterMs / 100) / 10} s`);
      await sleep(err.retryAfterMs, run.stopper.signal);
      throw err;
    }
    return pageFromError(entry, err);
  }
}

async function report(run: CrawlRun, page: FetchedPage): Promise<void> {
  if (page.note === "robots-disallowed") return run.log("info", `Skipped ${page.url} (disallowed by robots.txt)`);
  if (page.error && page.text === null) return run.log("error", `${page.url}: ${page.error}`);
  const note = page.note ? `, ${page.note}` : "";
  await run.log("success", `Fetched ${page.url} (${page.statusCode}${note})`);
}

/**
 * Handles one URL within the page cap: reserve a slot, fetch, enqueue its links (before saving,
 * so a crash between the two loses nothing), save, log. `followLinks` is false for documents.
 */
export async function visit(run: CrawlRun, entry: FrontierEntry, retryCount: number, followLinks: boolean): Promise<void> {
  if (run.stopping || !(await run.budget.reserve())) return;
  let saved = false;
  try {
    await run.store.progress(entry.url, entry.depth);
    const page = await producePage(run, entry, retryCount);
    if (!page || run.stopping && page.text === null) return;
    if (followLinks && entry.depth < run.settings.maxDepth && page.links.length) {
      await run.enqueue(page.links, entry.depth + 1, entry.url);
    }
    await run.store.save(page);
    saved = true;
    run.budget.commit();
    await report(run, page);
  } catch (err) {
    if (run.stopping) return;
    throw err;
  } finally {
    if (!saved) run.budget.release();
  }
}
