/** The crawl options of spec section 5, plus the bounds the product adds. */
export interface CrawlSettings {
  maxDepth: number; // 1 = the start URL and its direct links
  rateLimit: number; // requests per second to the site; 0 or Infinity = unlimited
  respectRobotsTxt: boolean;
  saveHtmlContent: boolean;
  maxPages: number; // exact page cap: never N+1
  allowPrivateNetworks: boolean;
  /** Per-request timeout covering the whole redirect chain; default 15 000 ms. */
  requestTimeoutMs?: number;
  /** Parallel requests; default 8. The rate limit still spaces their starts. */
  concurrency?: number;
  /** Render JavaScript shells in Chromium when it is installed; default true. */
  renderJavaScript?: boolean;
  /**
   * How likely a link leads to what the crawl is for: 0, 1 or 2 (clamped). A link is fetched as if
   * it were that many levels shallower, and before plain links of the same level, so when the page
   * cap ends a crawl early the pages it kept are the likely ones. Depth limits are unchanged.
   * Default: every link 0 (breadth-first).
   */
  linkPriority?: LinkPriority;
}

export type LinkPriority = (link: { url: string; text: string | null }) => number;

/** A link found on a page: its normalised URL, its text, and how to request it when that differs. */
export interface PageLink {
  url: string;
  text: string;
  requestUrl?: string;
}

export interface FrontierEntry {
  url: string; // normalised: the entry's identity
  /** The URL as the site spelled it, when that differs from `url` (see requestForm); fetched instead. */
  requestUrl?: string | null;
  depth: number;
  referrer: string | null;
  anchorText: string | null;
}

/** Why a URL was not fetched or not usable; feeds the coverage report. */
export type PageNote =
  | "robots-disallowed"
  | "needs-javascript"
  | "rendered-with-javascript"
  | "unparseable-document"
  | "too-large"
  | "timeout"
  | "redirect"
  | "redirect-loop"
  | "blocked-address"
  | "non-html"
  | "fetch-error";

export interface FetchedPage {
  url: string; // the frontier URL (normalised)
  depth: number;
  statusCode: number | null;
  contentType: string | null;
  fetchMs: number | null;
  title: string | null;
  /** A document's or plain-text page's text; null for an HTML page, whose text pageText derives from `html`. */
  text: string | null;
  html: string | null; // always given to the pipeline; stored only when saveHtmlContent
  links: PageLink[];
  kind: "page" | "document";
  note: PageNote | null;
  error: string | null;
  /** Set when a redirect led to another page (by normalised URL); the content is that page's. */
  redirect?: { to: string; statusCode: number };
}

export type LogType = "success" | "info" | "error";

/**
 * Where a crawl keeps its state. The api package implements it on PostgreSQL, so a crawl that is
 * killed resumes from its persisted frontier; tests may implement it in memory.
 */
export interface CrawlStore {
  /** Frontier entries not fetched yet (all of them when resuming). */
  pending(): Promise<FrontierEntry[]>;
  /** Adds entries not seen before in this job; returns those that were new. */
  enqueue(entries: FrontierEntry[]): Promise<FrontierEntry[]>;
  /** Records a fetched (or refused) page; marks its frontier entry done. */
  save(page: FetchedPage): Promise<void>;
  /** Number of entries already done (for the exact page cap across restarts). */
  doneCount(): Promise<number>;
  /** True once a user asked to stop. */
  stopRequested(): Promise<boolean>;
  log(type: LogType, message: string): Promise<void>;
  progress(currentUrl: string, depth: number): Promise<void>;
  /**
   * Books the host's next request slot with every other crawl that shares this store's database
   * (other worker processes too); answers the milliseconds to wait. Without it, crawls share the
   * slots of their own process.
   */
  bookRequestSlot?(host: string, intervalMs: number): Promise<number>;
}

export type CrawlOutcome = "completed" | "stopped";
