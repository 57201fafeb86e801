import type { PageNote } from "./types.js";

/**
 * Domain errors of a fetch. Their class decides what the engine does:
 * - UnsafeUrlError: the address is private/local; never retried, saved as 'blocked-address'.
 * - PageError: a permanent problem with this URL (404, too large, loop...); saved once, never retried.
 * - RetryLaterError: the server asked us to come back (429/503, dropped connection); retried
 *   a bounded number of times after `retryAfterMs`, then saved like a PageError.
 */
export class UnsafeUrlError extends Error {
  override name = "UnsafeUrlError";
}

export class PageError extends Error {
  override name = "PageError";
  constructor(
    message: string,
    readonly note: PageNote | null,
    readonly statusCode: number | null = null,
  ) {
    super(message);
  }
}

export class RetryLaterError extends Error {
  override name = "RetryLaterError";
  constructor(
    message: string,
    readonly retryAfterMs: number,
    readonly statusCode: number | null = null,
  ) {
    super(message);
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
