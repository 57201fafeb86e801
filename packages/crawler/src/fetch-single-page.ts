import { DEFAULT_REQUEST_TIMEOUT_MS } from "./constants.js";
import { fetchPage } from "./engine/fetch-page.js";
import { pageFromError } from "./engine/visit.js";
import { RetryLaterError } from "./errors.js";
import { pageText } from "./extract/html.js";
import { canRender, Renderer } from "./extract/renderer.js";
import { assertPublicUrl } from "./net/address.js";
import { CookieJar } from "./net/cookies.js";
import { sleep } from "./net/rate-limiter.js";
import type { FetchedPage, FrontierEntry } from "./types.js";
import { crawlTarget } from "./url/normalise.js";

/**
 * Fetches one page or document with the crawler's safety rules (private addresses refused up
 * front with UnsafeUrlError, and on every redirect hop), caps, timeout and JS-shell rendering,
 * with its text (see pageText): its reader is waiting for this one page.
 * Fetch problems do not throw: they come back as a FetchedPage with `note` and `error` set.
 * Links are kept whatever their host, since there is no "site" for a single page.
 */
export async function fetchSinglePage(
  url: string,
  opts: { allowPrivateNetworks: boolean; timeoutMs?: number; renderJavaScript?: boolean },
): Promise<FetchedPage> {
  const target = crawlTarget(url);
  if (!target) throw new Error(`${url} is not a valid http(s) URL.`);
  await assertPublicUrl(target.url, opts.allowPrivateNetworks);
  const entry: FrontierEntry = { ...target, depth: 0, referrer: null, anchorText: null };
  const renderer = opts.renderJavaScript !== false && canRender() ? new Renderer() : undefined;
  const ctx = { allowPrivateNetworks: opts.allowPrivateNetworks, timeoutMs: opts.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, renderer, cookies: new CookieJar() };
  try {
    const page = await fetchPage(entry, ctx).catch(async (err) => {
      if (!(err instanceof RetryLaterError)) throw err;
      await sleep(err.retryAfterMs);
      return fetchPage(entry, ctx);
    });
    return { ...page, text: pageText(page) };
  } catch (err) {
    return pageFromError(entry, err);
  } finally {
    await renderer?.close();
  }
}
