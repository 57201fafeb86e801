import { MAX_DOCUMENT_BYTES, MAX_HTML_BYTES } from "../constants.js";
import { errorMessage, PageError } from "../errors.js";
import { documentFormat, extractDocument } from "../extract/document.js";
import { parseHtml } from "../extract/html.js";
import type { Renderer } from "../extract/renderer.js";
import type { CookieJar } from "../net/cookies.js";
import { type HttpResult, httpGet } from "../net/http-fetch.js";
import type { RateLimiter } from "../net/rate-limiter.js";
import type { FetchedPage, FrontierEntry } from "../types.js";
import { normaliseUrl } from "../url/normalise.js";
import { decodeHtml } from "./decode.js";

export interface FetchContext {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
  limiter?: RateLimiter;
  /** Same-site test: limits redirects and which links are kept. Absent: any http(s) link. */
  inScope?: (url: string) => boolean;
  /** Absent when JavaScript shells cannot be rendered (no Chromium). */
  renderer?: Renderer;
  /** One jar per crawl: cookie-check redirects and consent cookies work as in a browser. */
  cookies?: CookieJar;
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml", "text/plain", ""]);

/** HTML (and unlabelled responses, sniffed later) up to 5 MB, documents up to 10 MB, nothing else. */
function limitFor(contentType: string, url: string): number | null {
  if (HTML_TYPES.has(contentType)) return MAX_HTML_BYTES;
  return documentFormat(contentType, url) ? MAX_DOCUMENT_BYTES : null;
}

function get(url: string, ctx: FetchContext): Promise<HttpResult> {
  return httpGet(url, { ...ctx, limitFor });
}

/** A redirect to another page; one that only adds a trailing slash (or tracking parameters) is the same page. */
function redirectOf(url: string, res: HttpResult): Pick<FetchedPage, "redirect"> {
  if (res.redirectStatus === null) return {};
  const to = normaliseUrl(res.url);
  return to && to !== url ? { redirect: { to, statusCode: res.redirectStatus } } : {};
}

/** Fetches a frontier entry and turns the response into a FetchedPage; fetch problems throw domain errors. */
export async function fetchPage(entry: FrontierEntry, ctx: FetchContext): Promise<FetchedPage> {
  const started = performance.now();
  const res = await get(entry.requestUrl ?? entry.url, ctx);
  const fetchMs = Math.round(performance.now() - started);
  const base = {
    url: entry.url,
    depth: entry.depth,
    statusCode: res.statusCode,
    contentType: res.contentType || null,
    fetchMs,
    error: null,
    ...redirectOf(entry.url, res),
  };
  const format = documentFormat(res.contentType, res.url, res.body);
  if (format) {
    const doc = await extractDocument(format, res.body, res.url).catch((err: unknown) => {
      throw err instanceof PageError ? new PageError(err.message, err.note, res.statusCode) : err;
    });
    return { ...base, ...doc, html: null, links: [], kind: "document", note: null };
  }
  const html = decodeHtml(res.body, res.headers["content-type"]);
  if (res.contentType === "text/plain") {
    return { ...base, title: null, text: html.trim(), html: null, links: [], kind: "page", note: null };
  }
  const keep = ctx.inScope ?? (() => true);
  const { jsShell, content } = parseHtml(html, res.url, keep);
  const page = { ...base, ...content, text: null, html, kind: "page" } as const;
  if (!jsShell) return { ...page, note: null };
  if (!ctx.renderer) return { ...page, note: "needs-javascript" };
  let rendered: string;
  try {
    rendered = await ctx.renderer.render(res.url, html, (url) => httpGet(url, { ...ctx, limitFor: () => MAX_HTML_BYTES }));
  } catch (err) {
    if (ctx.signal?.aborted) throw ctx.signal.reason;
    return { ...page, note: "needs-javascript", error: `Rendering failed: ${errorMessage(err)}` };
  }
  return { ...page, ...parseHtml(rendered, res.url, keep).content, html: rendered, note: "rendered-with-javascript" };
}
