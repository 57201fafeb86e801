import { CRAWL_LIMITS } from "@grantscout/crawler/limits";
import { z } from "zod";
import { servedGrantSchema } from "./served-grant.js";
import { CRAWL_URL_PATTERN, MAX_URL_LENGTH, URL_INVALID, URL_REQUIRED, URL_TOO_LONG, withScheme } from "./url-validation.js";

export const CRAWL_DEFAULTS = {
  url: "",
  maxDepth: 1,
  rateLimit: 3,
  respectRobotsTxt: true,
  saveHtmlContent: false,
  onlyGrantOpportunities: true,
} as const;

export { CRAWL_LIMITS };

const DEPTH_RANGE = `maxDepth must be between ${CRAWL_LIMITS.maxDepth.min} and ${CRAWL_LIMITS.maxDepth.max}`;
const RATE_RANGE = `rateLimit must be between ${CRAWL_LIMITS.rateLimit.min} and ${CRAWL_LIMITS.rateLimit.max}`;

export const crawlStartSchema = z.object({
  url: z
    .string({ error: URL_REQUIRED })
    .trim()
    .min(1, URL_REQUIRED)
    .max(MAX_URL_LENGTH, URL_TOO_LONG)
    .regex(CRAWL_URL_PATTERN, URL_INVALID)
    .transform(withScheme),
  maxDepth: z
    .number({ error: "maxDepth must be a number" })
    .int()
    .min(CRAWL_LIMITS.maxDepth.min, DEPTH_RANGE)
    .max(CRAWL_LIMITS.maxDepth.max, DEPTH_RANGE)
    .default(CRAWL_DEFAULTS.maxDepth),
  rateLimit: z
    .number({ error: "rateLimit must be a number" })
    .int()
    .min(CRAWL_LIMITS.rateLimit.min, RATE_RANGE)
    .max(CRAWL_LIMITS.rateLimit.max, RATE_RANGE)
    .default(CRAWL_DEFAULTS.rateLimit),
  respectRobotsTxt: z.boolean({ error: "respectRobotsTxt must be true or false" }).default(CRAWL_DEFAULTS.respectRobotsTxt),
  saveHtmlContent: z.boolean({ error: "saveHtmlContent must be true or false" }).default(CRAWL_DEFAULTS.saveHtmlContent),
  onlyGrantOpportunities: z.boolean({ error: "onlyGrantOpportunities must be true or false" }).default(CRAWL_DEFAULTS.onlyGrantOpportunities),
});
export type CrawlStartInput = z.input<typeof crawlStartSchema>;

export const jobIdSchema = z.coerce
  .number({ error: "The job ID must be an integer" })
  .int("The job ID must be an integer")
  .positive("The job ID must be a positive integer")
  // Job IDs are PostgreSQL integers: a larger number names no job and must not reach the database.
  .max(2_147_483_647, "The job ID is out of range: no job has such a large ID");
export const jobIdInput = z.object({ jobId: jobIdSchema });

export const crawlJobStatusSchema = z.enum(["queued", "running", "completed", "stopped", "failed"]);

export const crawlJobSchema = z.object({
  id: z.number(),
  url: z.string(),
  status: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  opportunitiesCount: z.number(),
  /** Why a failed job failed (added to the spec's shape: a failure must say why). */
  error: z.string().nullable(),
  /** Added to the spec's shape (issue 44): the funder the crawl's opportunities name (the site's identity), if any. */
  funder: z.string().nullable(),
  /** Added: the options the crawl ran with (null for a job that kept none). */
  options: crawlStartSchema.omit({ url: true }).required().nullable(),
  /** Added: its opportunities per results section (dismissed ones left out, corrections counted), as the results tiles count them. */
  sections: z.object({ open: z.number(), closed: z.number(), unknown: z.number() }),
});
export type CrawlJob = z.infer<typeof crawlJobSchema>;

export const logEntrySchema = z.object({
  id: z.number(),
  type: z.enum(["success", "info", "error"]),
  message: z.string(),
  timestamp: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const crawlStatusSchema = z.object({
  id: z.number(),
  status: z.string(),
  currentUrl: z.string().nullable(),
  progress: z.object({ pagesProcessed: z.number(), pagesDiscovered: z.number() }),
  depthInfo: z.object({ currentDepth: z.number(), maxDepth: z.number() }),
  logEntries: z.array(logEntrySchema),
});
export type CrawlStatus = z.infer<typeof crawlStatusSchema>;

const severity = z.enum(["high", "medium", "low"]);
const grantFinding = z.object({
  type: z.literal("grant_opportunities"),
  severity,
  details: z.object({ count: z.number(), detected_urls: z.array(servedGrantSchema) }),
});
const brokenLinksFinding = z.object({
  type: z.literal("broken_links"),
  severity,
  details: z.object({
    count: z.number(),
    detected_urls: z.array(z.object({ url: z.string(), status_code: z.number().nullable(), linked_from: z.array(z.string()) })),
  }),
});
const slowPagesFinding = z.object({
  type: z.literal("performance_issues"),
  severity,
  details: z.object({
    count: z.number(),
    detected_urls: z.array(z.object({ url: z.string(), response_time_ms: z.number().nullable() })),
    threshold_ms: z.number(),
  }),
});

/**
 * Links that look like programme pages (the analyser's link score) which the crawl saw on its
 * deepest pages but did not fetch because of the depth limit (added to the spec's shape, under coverage).
 */
export const beyondDepthSchema = z.object({
  max_depth: z.number(),
  likely_programmes: z.number(),
  examples: z.array(z.object({ url: z.string(), text: z.string(), found_on: z.string() })),
});
export type BeyondDepth = z.infer<typeof beyondDepthSchema>;

/** The beyond-depth finding of a results payload, when the crawl recorded one. */
export function readBeyondDepth(results: { coverage?: Record<string, unknown> }): BeyondDepth | null {
  const parsed = beyondDepthSchema.safeParse(results.coverage?.beyond_depth);
  return parsed.success ? parsed.data : null;
}

export const crawlResultsSchema = z.object({
  crawl_info: z.object({
    job_id: z.number(),
    pages_crawled: z.number(),
    target_website: z.string(),
    started_at: z.string(),
    ended_at: z.string().nullable(),
    duration_seconds: z.number(),
    status: z.string(),
    /** Why a failed crawl failed (added to the spec's shape). */
    error: z.string().nullable(),
  }),
  statistics: z.object({ pages_by_status_code: z.record(z.string(), z.number()) }),
  opportunities: z.array(z.discriminatedUnion("type", [grantFinding, brokenLinksFinding, slowPagesFinding])),
  coverage: z.record(z.string(), z.unknown()),
});
export type CrawlResults = z.infer<typeof crawlResultsSchema>;
