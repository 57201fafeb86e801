import { MAX_URL_LENGTH } from "../constants.js";

/** Query parameters that only track campaigns or sessions; they never change page content. */
const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "igshid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
]);

function isTracking(key: string): boolean {
  const k = key.toLowerCase();
  return k.startsWith("utm_") || TRACKING_PARAMS.has(k);
}

/**
 * The URL to request for `href`, when it is not `normalised` itself: the normalised URL with the
 * trailing slash `href` had. Normalising drops it so "/grants" and "/grants/" are one page, but
 * most CMSs redirect "/grants" to "/grants/", and requesting the slash-less form would cost a
 * redirect per page.
 */
function requestForm(href: string, normalised: string): string | null {
  // String work only: this runs for every link of every page.
  const hrefPath = href.trim().split(/[?#]/, 1)[0]!;
  if (!hrefPath.endsWith("/")) return null;
  const query = normalised.indexOf("?");
  const pathEnd = query < 0 ? normalised.length : query;
  if (normalised[pathEnd - 1] === "/") return null; // the root keeps its slash already
  return `${normalised.slice(0, pathEnd)}/${normalised.slice(pathEnd)}`;
}

/**
 * Canonical form of an http(s) URL, so one page has one frontier entry: no fragment, no default
 * port, lowercase host, no trailing slash (except the root), sorted query without tracking
 * parameters. Returns null for other schemes (mailto:, tel:, javascript:...), unparseable input
 * and URLs longer than MAX_URL_LENGTH.
 */
export function normaliseUrl(url: string, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim(), base);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (!parsed.hostname) return null;
  parsed.hash = "";
  parsed.username = "";
  parsed.password = "";
  if (parsed.hostname.endsWith(".")) parsed.hostname = parsed.hostname.slice(0, -1);
  if (parsed.pathname.length > 1 && parsed.pathname.endsWith("/")) {
    parsed.pathname = parsed.pathname.replace(/\/+$/, "") || "/";
  }
  if (parsed.search) {
    const params = [...parsed.searchParams].filter(([key]) => !isTracking(key));
    params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
    parsed.search = params.length ? new URLSearchParams(params).toString() : "";
  } else {
    parsed.search = ""; // drops a bare "?"
  }
  const result = parsed.toString();
  return result.length > MAX_URL_LENGTH ? null : result;
}

export type CrawlTarget = { url: string; requestUrl?: string };

/** Where a link leads: its normalised URL and, when it differs, the form to request (see requestForm). */
export function crawlTarget(href: string, base?: string): CrawlTarget | null {
  const url = normaliseUrl(href, base);
  if (!url) return null;
  const requestUrl = requestForm(href, url);
  return requestUrl ? { url, requestUrl } : { url };
}

const MEMO_SIZE = 50_000;
const memo = new Map<string, CrawlTarget | null>();

/**
 * crawlTarget for the links of a page on `origin`, remembered for hrefs that do not depend on
 * the page's path (absolute or starting with "/"): navigation and footer links repeat on every
 * page, and parsing URLs is a large part of reading one.
 */
export function linkTarget(href: string, base: string, origin: string): CrawlTarget | null {
  const key = /^[a-z][a-z\d+.-]*:/i.test(href) ? href : href.startsWith("/") && !href.startsWith("//") ? origin + href : null;
  if (key === null) return crawlTarget(href, base);
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size >= MEMO_SIZE) memo.clear();
  const target = crawlTarget(href, base);
  // Copies: an href is a slice of its page's HTML, and a key or target made from it would keep that
  // whole page in memory for as long as the memo holds it (115 MB of HTML at 2,000 pages analysed).
  memo.set(structuredClone(key), structuredClone(target));
  return target;
}
