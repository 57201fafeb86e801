/** Grants Showcase status-change handler: a toast and a log line, no server call (spec section 4). */
export const TOAST_URL_CHARS = 30;
export const LOG_FEEDBACK_CHARS = 50;

export function statusChangeToast(url: string, status: string) {
  const shortUrl = url.length > TOAST_URL_CHARS ? `${url.slice(0, TOAST_URL_CHARS)}...` : url;
  return { title: `Status updated to ${status}`, message: shortUrl };
}

export function statusChangeLog(url: string, status: string, feedback?: string | null) {
  const note = feedback ? feedback.slice(0, LOG_FEEDBACK_CHARS) : null;
  return { url, status, feedback: note };
}

/** "open" → "Open" for badges. */
export function capitalizeStatus(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}
