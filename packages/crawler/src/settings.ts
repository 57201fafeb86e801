import { z } from "zod";
import { DEFAULT_CONCURRENCY, DEFAULT_REQUEST_TIMEOUT_MS } from "./constants.js";
import { CRAWL_LIMITS } from "./limits.js";
import type { CrawlSettings, LinkPriority } from "./types.js";

const schema = z.object({
  maxDepth: z.number().int().min(CRAWL_LIMITS.maxDepth.min).max(CRAWL_LIMITS.maxDepth.max),
  // 0 and Infinity both mean "no rate limit" (benchmarks, the user's own site).
  rateLimit: z
    .number()
    .refine(
      (n) => n === 0 || n === Infinity || (n > 0 && n <= CRAWL_LIMITS.rateLimit.max),
      `rateLimit must be ${CRAWL_LIMITS.rateLimit.min}-${CRAWL_LIMITS.rateLimit.max} requests per second, or 0/Infinity for unlimited`,
    ),
  respectRobotsTxt: z.boolean(),
  saveHtmlContent: z.boolean(),
  maxPages: z.number().int().min(1),
  allowPrivateNetworks: z.boolean(),
  requestTimeoutMs: z.number().int().min(100).max(120_000).default(DEFAULT_REQUEST_TIMEOUT_MS),
  concurrency: z.number().int().min(1).max(64).default(DEFAULT_CONCURRENCY),
  renderJavaScript: z.boolean().default(true),
  linkPriority: z.custom<LinkPriority>((v) => typeof v === "function", "linkPriority must be a function").default(() => () => 0),
});

export type ResolvedSettings = Required<CrawlSettings>;

/** Validates the settings and fills the optional ones; throws an Error naming the bad field. */
export function resolveSettings(settings: CrawlSettings): ResolvedSettings {
  const parsed = schema.safeParse(settings);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid crawl settings: ${issue?.path.join(".")} ${issue?.message}`);
  }
  return parsed.data;
}
