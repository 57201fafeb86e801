/**
 * The crawl form's URL rule (spec section 5): an optional http(s):// then a dotted host with a
 * 2+ letter ending and an optional path. We also accept an optional port, and IPv4 / localhost
 * hosts so that local fixture sites can be crawled when private networks are allowed (the server
 * refuses such addresses otherwise, with its own message).
 */
const HOST = String.raw`(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\d{1,3}(?:\.\d{1,3}){3}|localhost)`;
export const CRAWL_URL_PATTERN = new RegExp(String.raw`^(?:https?:\/\/)?${HOST}(?::\d{1,5})?(?:\/\S*)?$`, "i");

export const URL_REQUIRED = "URL is required";
export const URL_INVALID = "Please enter a valid URL";
/** Browsers and sitemaps (the sitemaps protocol's limit) stay under 2,048 characters; longer is not a page address. */
export const MAX_URL_LENGTH = 2048;
export const URL_TOO_LONG = "The URL is too long: at most 2,048 characters";

/** The form's message for a value, or null when it is acceptable. */
export function validateCrawlUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return URL_REQUIRED;
  if (trimmed.length > MAX_URL_LENGTH) return URL_TOO_LONG;
  return CRAWL_URL_PATTERN.test(trimmed) ? null : URL_INVALID;
}

/** Adds https:// when the user typed a bare host, as the form's {host} prefix suggests. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
