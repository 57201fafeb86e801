import { MAX_RETRIES } from "../constants.js";
import { errorMessage, PageError, RetryLaterError, UnsafeUrlError } from "../errors.js";
import { sleep } from "../net/rate-limiter.js";
import type { FetchedPage, FrontierEntry, PageNote } from "../types.js";
import { isDocumentUrl } from "../url/scope.js";
import type { CrawlRun } from "./crawl-run.js";
import { fetchPage } from "./fetch-page.js";

/** A page record for a URL that was refused or failed. */
export function failedPage(entry: FrontierEntry, note: PageNote | null, error: string, statusCode: number | null = null): FetchedPage {
  const kind = isDocumentUrl(entry.url) ? "document" : "page";
  return {
    url: entry.url,
    depth: entry.depth,
    statusCode,
    contentType: null,
    fetchMs: null,
    title: null,
    text: null,
    html: null,
    links: [],
    kind,
    note,
    error,
  };
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
    if (run.settings.respectRobotsTxt && !(await run.robots.isAllowed(entry.requestUrl ?? entry.url))) {
      return failedPage(entry, "robots-disallowed", "Disallowed by robots.txt");
    }
    return await fetchPage(entry, entry.depth === 0 ? run.startCtx : run.fetchCtx);
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

const hasContent = (page: FetchedPage) => page.text !== null || page.html !== null;

async function report(run: CrawlRun, page: FetchedPage): Promise<void> {
  if (page.note === "robots-disallowed") return run.log("info", `Skipped ${page.url} (disallowed by robots.txt)`);
  if (page.note === "redirect") return run.log("info", `${page.url} redirects to ${page.redirect?.to} (${page.statusCode})`);
  if (page.error && !hasContent(page)) return run.log("error", `${page.url}: ${page.error}`);
  const note = page.note ? `, ${page.note}` : "";
  await run.log("success", `Fetched ${page.url} (${page.statusCode}${note})`);
}

/** Runs `work` holding one page-cap slot; the slot is used only if `work` saved a page, which is then logged. */
async function withSlot(run: CrawlRun, work: () => Promise<FetchedPage | null>): Promise<void> {
  if (run.stopping || !(await run.budget.reserve())) return;
  let saved: FetchedPage | null = null;
  try {
    saved = await work();
  } catch (err) {
    if (!run.stopping) throw err;
  } finally {
    if (saved) run.budget.commit();
    else run.budget.release();
  }
  if (saved) await report(run, saved);
}

/** Enqueues the page's links (before saving, so a crash between the two loses nothing), then saves it. */
async function keep(run: CrawlRun, fetched: FetchedPage, followLinks: boolean): Promise<FetchedPage> {
  // Only the start page's links can be off the site here (see CrawlRun.startCtx).
  const page = { ...fetched, links: fetched.links.filter((link) => run.scope.contains(link.url)) };
  if (followLinks && page.depth < run.settings.maxDepth && page.links.length) {
    await run.enqueue(page.links, page.depth + 1, page.url);
  }
  await run.store.save(page);
  return page;
}

const plainHttp = (url: string) => `http:${url.slice("https:".length)}`;

/**
 * A start page that cannot be reached over HTTPS at all (no TLS on the server, port 443 closed or
 * silent) is tried over plain HTTP: bare hosts typed in the form are given https://.
 */
async function tryPlainHttp(run: CrawlRun, entry: FrontierEntry, page: FetchedPage): Promise<void> {
  const unreachable = page.statusCode === null && (page.note === "fetch-error" || page.note === "timeout");
  if (entry.depth !== 0 || !entry.url.startsWith("https:") || !unreachable) return;
  const link = { url: plainHttp(entry.url), text: entry.anchorText ?? "", ...(entry.requestUrl ? { requestUrl: plainHttp(entry.requestUrl) } : {}) };
  await run.log("info", `${entry.url} cannot be reached over HTTPS (${page.error}); trying ${link.url}`);
  await run.enqueue([link], 0, entry.url);
}

/** What is saved for a URL that redirects to another page: the redirect, not the content. */
function redirectRecord(page: FetchedPage): FetchedPage {
  return {
    ...page,
    statusCode: page.redirect?.statusCode ?? page.statusCode,
    contentType: null,
    title: null,
    text: null,
    html: null,
    links: [],
    note: "redirect",
  };
}

/**
 * Handles one URL within the page cap: reserve a slot, fetch, keep the page. A URL that redirects
 * to another page is kept as a redirect, and the content goes under the page it redirected to,
 * once: right away when that URL is new to the frontier (taking a second slot), otherwise by the
 * visit of that URL. So a page linked both directly and through an old address is fetched and
 * analysed once. `followLinks` is false for documents.
 */
export async function visit(run: CrawlRun, entry: FrontierEntry, retryCount: number, followLinks: boolean): Promise<void> {
  let moved: { page: FetchedPage; target: FrontierEntry } | undefined;
  await withSlot(run, async () => {
    await run.store.progress(entry.url, entry.depth);
    const page = await producePage(run, entry, retryCount);
    if (!page || (run.stopping && !hasContent(page))) return null;
    await tryPlainHttp(run, entry, page);
    if (!page.redirect) return keep(run, page, followLinks);
    if (entry.depth === 0) await run.adoptMovedSite(page.redirect.to);
    const [target] = await run.admit([{ url: page.redirect.to, text: entry.anchorText ?? "" }], entry.depth, entry.url);
    if (target) moved = { page, target };
    return keep(run, redirectRecord(page), false);
  });
  if (!moved) return;
  const { page, target } = moved;
  // Without a slot (cap reached, or stopping) the target stays pending in the store for a resume.
  await withSlot(run, () => keep(run, { ...page, url: target.url, redirect: undefined }, followLinks));
}
