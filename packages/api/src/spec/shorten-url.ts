/** Spec section 9: a job card shows at most the first 30 characters of its URL. */
export const JOB_CARD_URL_LENGTH = 30;

/** The job card's URL: cut to 30 characters (marked with '...' when cut). */
export function truncateJobUrl(url: string, max = JOB_CARD_URL_LENGTH): string {
  return url.length > max ? `${url.slice(0, max)}...` : url;
}
