/** The bounds a user may choose for a crawl (spec: depth 1–10, rate 1–20 requests per second): the form, the API and the crawler read them here. */
export const CRAWL_LIMITS = {
  maxDepth: { min: 1, max: 10 },
  rateLimit: { min: 1, max: 20 },
} as const;
