import { z } from "zod";
import { jobIdSchema } from "./crawl.js";
import { MAX_URL_LENGTH, URL_TOO_LONG } from "./url-validation.js";

/** The statuses a person can give an item, on its card and in the detail dialog alike. */
export const CORRECTABLE_STATUSES = ["open", "closed", "unknown", "upcoming"] as const;
export const DEFAULT_CORRECTION_NOTE = "Manually corrected by user";
/** How many of the next-ranked pages the results page offers to mark ("Possible programmes"). */
export const POSSIBLE_PROGRAMMES = 10;

const grantUrlSchema = z.string({ error: "grantUrl is required" }).min(1, "grantUrl is required").max(MAX_URL_LENGTH, URL_TOO_LONG);

export const correctionSchema = z.object({
  jobId: jobIdSchema,
  grantUrl: grantUrlSchema,
  newStatus: z.enum(CORRECTABLE_STATUSES, { error: "newStatus must be one of open, closed, unknown or upcoming" }),
  prevStatus: z.string().max(50, "prevStatus is too long (at most 50 characters)").nullish(),
  feedback: z.string().nullish(),
});
export type CorrectionInput = z.infer<typeof correctionSchema>;

/** Takes a status correction back (the "Undo" of its notification): `correctionId` is the id the correction answered. */
export const undoCorrectionSchema = z.object({
  jobId: jobIdSchema,
  correctionId: z.coerce
    .number({ error: "correctionId must be a number" })
    .int("correctionId must be an integer")
    .positive("correctionId must be positive")
    .max(2147483647, "correctionId is out of range"),
});
export type UndoCorrectionInput = z.infer<typeof undoCorrectionSchema>;

/** The note a person adds to a status correction already saved (its "Add a note"). */
export const correctionNoteSchema = undoCorrectionSchema.extend({
  feedback: z.string({ error: "feedback is required" }).trim().min(1, "feedback is required"),
});
export type CorrectionNoteInput = z.infer<typeof correctionNoteSchema>;

/** "Not an opportunity": hides the item (and the same URL in later crawls of the site); `dismissed: false` restores it. */
export const dismissalSchema = z.object({
  jobId: jobIdSchema,
  grantUrl: grantUrlSchema,
  dismissed: z.boolean({ error: "dismissed must be true or false" }).default(true),
  feedback: z.string().nullish(),
});
export type DismissalInput = z.infer<typeof dismissalSchema>;

/**
 * "This is an opportunity" on any crawled page of the job (a "Possible programmes" entry): lists it
 * at once, and the same URL in later crawls of the site; `opportunity: false` takes it off again.
 */
export const markSchema = z.object({
  jobId: jobIdSchema,
  url: z.string({ error: "url is required" }).min(1, "url is required").max(MAX_URL_LENGTH, URL_TOO_LONG),
  opportunity: z.boolean({ error: "opportunity must be true or false" }).default(true),
  feedback: z.string().nullish(),
});
export type MarkInput = z.infer<typeof markSchema>;

export const correctionsQuerySchema = z.object({
  site: z.string().max(MAX_URL_LENGTH, URL_TOO_LONG).optional().describe("A host such as example.org, or any URL of the site"),
});

/** What a person said about a page, as a labelled example for the analyser. */
export const CORRECTION_LABELS = ["open", "closed", "unknown", "upcoming", "not_opportunity", "opportunity"] as const;
export type CorrectionLabel = (typeof CORRECTION_LABELS)[number];
