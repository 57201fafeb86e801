/** Spec section 9: a job card shows at most the first 30 characters of its URL. */
export const JOB_CARD_URL_LENGTH = 30;
export const SHORT_URL_LENGTH = 40;
export const DISPLAY_URL_LENGTH = 50;

/** The job card's URL: cut to 30 characters (marked with '...' when cut). */
export function truncateJobUrl(url: string, max = JOB_CARD_URL_LENGTH): string {
  return url.length > max ? `${url.slice(0, max)}...` : url;
}

/** Drops http(s):// and cuts to 40 characters followed by an ellipsis. */
export function shortenUrl(url: string, max = SHORT_URL_LENGTH): string {
  const bare = url.replace(/^https?:\/\//i, "");
  return bare.length > max ? `${bare.slice(0, max)}…` : bare;
}

/**
 * The generic display helper: a URL that fits is shown whole; otherwise the host plus as much of
 * the path as fits, ending '...'. Text that is not a URL is simply cut and ended with '...'.
 */
export function formatDisplayUrl(url: string, max = DISPLAY_URL_LENGTH): string {
  if (url.length <= max) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${url.slice(0, Math.max(max - 3, 0))}...`;
  }
  const room = max - parsed.host.length - 3;
  if (room <= 0) return `${parsed.host.slice(0, Math.max(max - 3, 0))}...`;
  return `${parsed.host}${parsed.pathname.slice(0, room)}...`;
}
