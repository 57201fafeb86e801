import { z } from "zod";
import { crawlStartSchema } from "./crawl.js";

/** How often a watched site is crawled again (issue #16); weekly unless the user picks another. */
export const WATCH_SCHEDULES = ["daily", "weekly", "monthly"] as const;
export const watchScheduleSchema = z.enum(WATCH_SCHEDULES, { error: "schedule must be daily, weekly or monthly" });

const siteIdSchema = z.coerce
  .number({ error: "The site ID must be an integer" })
  .int("The site ID must be an integer")
  .positive("The site ID must be a positive integer")
  .max(2_147_483_647, "The site ID is out of range: no site has such a large ID");
export const siteIdInput = z.object({ siteId: siteIdSchema });

const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: "webhookUrl must be an http(s) URL" })
  .max(2000, "webhookUrl is too long (at most 2,000 characters)")
  .nullable()
  .optional();

export const watchOptionsSchema = crawlStartSchema.omit({ url: true });

/**
 * POST /api/sites: the crawl start fields as `options`; `jobId` names the crawl it was watched
 * from, whose options are taken when `options` is left out.
 */
export const watchSiteSchema = z.object({
  url: crawlStartSchema.shape.url,
  schedule: watchScheduleSchema.default("weekly"),
  options: watchOptionsSchema.optional(),
  /** Receives a JSON summary of the changes after each re-crawl that found some. */
  webhookUrl: webhookUrlSchema,
  jobId: z.coerce.number({ error: "jobId must be a crawl job's ID" }).int().positive().max(2_147_483_647).optional(),
});

export const siteUpdateSchema = siteIdInput
  .extend({
    schedule: watchScheduleSchema.optional(),
    paused: z.boolean({ error: "paused must be true or false" }).optional(),
    webhookUrl: webhookUrlSchema,
  })
  .refine((v) => v.schedule !== undefined || v.paused !== undefined || v.webhookUrl !== undefined, {
    error: "Send a schedule, paused or webhookUrl to change",
  });

export const siteChangesSchema = siteIdInput.extend({
  since: z.iso.date({ error: "since must be a date (YYYY-MM-DD)" }).optional(),
});

/** POST /api/sites/import: pasted lines or a CSV (url, optional name and schedule). */
export const importSitesSchema = z.object({
  text: z
    .string({ error: "text must be the list of sites" })
    .trim()
    .min(1, "Paste at least one site URL")
    .max(500_000, "The list is too long (at most 500,000 characters)"),
  schedule: watchScheduleSchema.default("weekly"),
});
export const MAX_IMPORT_ROWS = 2000;
