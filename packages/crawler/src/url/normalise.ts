import { MAX_URL_LENGTH } from "../constants.js";

/** Query parameters that only track campaigns or sessions; they never change page content. */
const TRACKING_PARAMS = new Set(["fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl", "_hsenc", "_hsmi", "mkt_tok"]);

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
function requestForm(href: string, normalised: string, base?: string): string | null {
  const path = URL.parse(href.trim(), base)?.pathname;
  if (!path || path === "/" || !path.endsWith("/")) return null;
  const url = new URL(normalised);
  url.pathname += "/";
  return url.toString();
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
  const params = [...parsed.searchParams].filter(([key]) => !isTracking(key));
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  parsed.search = params.length ? new URLSearchParams(params).toString() : "";
  const result = parsed.toString();
  return result.length > MAX_URL_LENGTH ? null : result;
}

/** Where a link leads: its normalised URL and, when it differs, the form to request (see requestForm). */
export function crawlTarget(href: string, base?: string): { url: string; requestUrl?: string } | null {
  const url = normaliseUrl(href, base);
  if (!url) return null;
  const requestUrl = requestForm(href, url, base);
  return requestUrl ? { url, requestUrl } : { url };
}
