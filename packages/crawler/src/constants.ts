/** Defaults and hard bounds of a crawl. Every one is documented in the package README. */

/**
 * Descriptive, in the "Mozilla/5.0 (compatible; Bot/version; ...)" form well-known crawlers use:
 * many web application firewalls refuse agents without the Mozilla prefix outright.
 */
export const USER_AGENT = "Mozilla/5.0 (compatible; GrantScoutBot/1.0; grant discovery crawler)";

/** How many link priorities a crawl tells apart (see CrawlSettings.linkPriority). */
export const LINK_PRIORITY_LEVELS = 3;

/** Per-job page cap used when the caller has no setting of its own. */
export const DEFAULT_MAX_PAGES = 500;

export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;
export const DEFAULT_CONCURRENCY = 8;
export const MAX_HTML_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_URL_LENGTH = 2048;
export const MAX_REDIRECTS = 5;

/** 429/503 responses: how often a URL is retried and the longest Retry-After we wait. */
export const MAX_RETRIES = 2;
export const MAX_RETRY_AFTER_MS = 30_000;
export const DEFAULT_RETRY_AFTER_MS = 1_000;

/** Crawl-delay above this is clamped so one robots.txt line cannot stall a job for hours. */
export const MAX_CRAWL_DELAY_MS = 10_000;

/** Trap bounds: distinct query strings per path, and sitemap size. */
export const MAX_QUERY_VARIANTS_PER_PATH = 10;
export const MAX_PATH_SEGMENTS = 15;
export const MAX_SITEMAP_URLS = 5_000;
export const MAX_SITEMAP_FILES = 10;

export const STOP_POLL_MS = 300;
export const RENDER_TIMEOUT_MS = 10_000;
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** A worker shutting down lets pages in flight finish for this long, then abandons the rest (they stay pending). */
export const DRAIN_MS = 5_000;
