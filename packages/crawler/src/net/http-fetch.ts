import type { IncomingHttpHeaders } from "node:http";
import { DEFAULT_RETRY_AFTER_MS, MAX_REDIRECTS, MAX_RETRY_AFTER_MS } from "../constants.js";
import { PageError, RetryLaterError, UnsafeUrlError } from "../errors.js";
import { checkUrlTarget } from "./address.js";
import { type CookieJar, cookieHeader, keepCookies } from "./cookies.js";
import { Deadline } from "./deadline.js";
import { readBody, sendRequest } from "./http-request.js";
import type { RateLimiter } from "./rate-limiter.js";

export interface FetchOptions {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  /** Byte cap for a response of this content type, or null to refuse it as 'non-html'. */
  limitFor: (contentType: string, url: string) => number | null;
  signal?: AbortSignal;
  limiter?: RateLimiter;
  /** When given, a redirect leaving the site is not followed. */
  inScope?: (url: string) => boolean;
  accept?: string;
  /** Cookies the site sets, sent back on its later requests (a crawl keeps one jar). */
  cookies?: CookieJar;
}

export interface HttpResult {
  url: string; // final URL after redirects
  statusCode: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  body: Buffer;
  /** Status of the first redirect response when the request was redirected, else null. */
  redirectStatus: number | null;
}

/** Retry-After is either delta-seconds or an HTTP date; bounded so one header cannot stall a job. */
function parseRetryAfter(value: string | undefined, now = Date.now()): number {
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : DEFAULT_RETRY_AFTER_MS;
}

/** Transient socket failures are worth one more try; anything else about the network is final. */
const RETRYABLE_CODES = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT", "ECONNABORTED", "EAI_AGAIN"]);

function translate(err: unknown, deadline: Deadline, stop: AbortSignal | undefined, timeoutMs: number): unknown {
  if (err instanceof PageError || err instanceof RetryLaterError || err instanceof UnsafeUrlError) return err;
  if (stop?.aborted) return stop.reason;
  if (deadline.expired) return new PageError(`Timed out after ${timeoutMs / 1000} s`, "timeout");
  const code = (err as NodeJS.ErrnoException).code ?? "";
  const message = err instanceof Error ? err.message : String(err);
  if (RETRYABLE_CODES.has(code) || message === "socket hang up") return new RetryLaterError(message, DEFAULT_RETRY_AFTER_MS);
  return new PageError(message, "fetch-error");
}

/**
 * GET with the crawler's rules: manual redirects (each hop re-checked for private addresses and
 * rate-limited, at most MAX_REDIRECTS, loops reported as 'redirect-loop'), one timeout covering the
 * whole chain, 429/503 turned into RetryLaterError and HTTP errors into PageError.
 */
export async function httpGet(startUrl: string, opts: FetchOptions): Promise<HttpResult> {
  const deadline = new Deadline(opts.timeoutMs, opts.signal);
  const signal = deadline.signal;
  const chain: string[] = [];
  // A URL requested again with the same cookies is a loop; with a cookie just set, it is a cookie check.
  const requests = new Set<string>();
  let url = startUrl;
  let redirectStatus: number | null = null;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const cookie = cookieHeader(opts.cookies, url);
      chain.push(url);
      requests.add(`${url} ${cookie}`);
      checkUrlTarget(url, opts.allowPrivateNetworks);
      if (!opts.inScope || opts.inScope(url)) await opts.limiter?.wait(signal);
      deadline.arm();
      const res = await sendRequest(url, {
        allowPrivateNetworks: opts.allowPrivateNetworks,
        signal,
        accept: opts.accept ?? "text/html,application/xhtml+xml,application/pdf,*/*;q=0.8",
        cookie,
      });
      keepCookies(opts.cookies, url, res.headers["set-cookie"]);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && location) {
        res.resume();
        const next = new URL(location, url).toString();
        if (requests.has(`${next} ${cookieHeader(opts.cookies, next)}`))
          throw new PageError(`Redirect loop: ${[...chain, next].join(" -> ")}`, "redirect-loop", status);
        if (opts.inScope && !opts.inScope(next)) throw new PageError(`Redirects off the site to ${next}`, null, status);
        url = next;
        redirectStatus ??= status;
        continue;
      }
      if (status === 429 || status === 503) {
        res.resume();
        throw new RetryLaterError(`HTTP ${status}`, parseRetryAfter(res.headers["retry-after"]), status);
      }
      if (status >= 400) {
        res.resume();
        throw new PageError(`HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ""}`, "fetch-error", status);
      }
      const contentType = (res.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      const limit = opts.limitFor(contentType, url);
      if (limit === null) {
        res.destroy();
        throw new PageError(`Not a web page or document (${contentType || "unknown type"})`, "non-html", status);
      }
      const body = await readBody(res, limit);
      return { url, statusCode: status, headers: res.headers, contentType, body, redirectStatus };
    }
    throw new PageError(`More than ${MAX_REDIRECTS} redirects`, "redirect-loop");
  } catch (err) {
    throw translate(err, deadline, opts.signal, opts.timeoutMs);
  } finally {
    deadline.dispose();
  }
}
