import { z } from "zod";
import { jobIdSchema } from "./crawl.js";
import { MAX_URL_LENGTH, URL_TOO_LONG } from "./url-validation.js";

export const CORRECTABLE_STATUSES = ["open", "closed", "unknown"] as const;
export const DEFAULT_CORRECTION_NOTE = "Manually corrected by user";

export const correctionSchema = z.object({
  jobId: jobIdSchema,
  grantUrl: z.string({ error: "grantUrl is required" }).min(1, "grantUrl is required").max(MAX_URL_LENGTH, URL_TOO_LONG),
  newStatus: z.enum(CORRECTABLE_STATUSES, { error: "newStatus must be one of open, closed or unknown" }),
  prevStatus: z.string().nullish(),
  feedback: z.string().nullish(),
});
export type CorrectionInput = z.infer<typeof correctionSchema>;
