import { DEFAULT_MODEL } from "@grantscout/ai/default-model";
import { z } from "zod";
import { MAX_URL_LENGTH, URL_TOO_LONG } from "./url-validation.js";

export const ANALYSIS_MODELS = ["gpt-4o", "gpt-4-turbo", "gpt-3.5-turbo"] as const;
export const DEFAULT_ANALYSIS_MODEL = DEFAULT_MODEL;

/** A prompt of a few pages is plenty; the model's context would not hold much more anyway. */
const MAX_PROMPT_LENGTH = 20_000;
const MAX_STEPS = 50;
const prompt = (name: string) => z.string().max(MAX_PROMPT_LENGTH, `${name} is too long (at most 20,000 characters)`);
const shortText = (name: string) => z.string().max(200, `${name} is too long (at most 200 characters)`);

export const enrichmentOptionsSchema = z.object({
  mode: shortText("mode").default("standard"),
  enrichFunding: z.boolean().default(true),
  enrichDates: z.boolean().default(true),
  enrichEligibility: z.boolean().default(true),
  analyzeSupportingDocuments: z.boolean().default(true),
  includeContactDetails: z.boolean().default(true),
  customPrompt: prompt("customPrompt").optional(),
  useCustomSystemPrompt: z.boolean().optional(),
  customSystemPrompt: prompt("customSystemPrompt").optional(),
  customRelatedDocsPrompt: prompt("customRelatedDocsPrompt").optional(),
  useCustomSteps: z.boolean().optional(),
  customSteps: z
    .array(z.string().max(2_000, "A custom step is too long (at most 2,000 characters)"))
    .max(MAX_STEPS, `customSteps has too many steps (at most ${MAX_STEPS})`)
    .optional(),
  model: shortText("model").optional(),
});

export const enrichRequestSchema = z.object({
  url: z.string({ error: "url is required" }).max(MAX_URL_LENGTH, URL_TOO_LONG).url("url must be a valid URL"),
  /** The opportunity as the page loaded it; its depth and sizes are bounded for every input (input-limits.ts). */
  opportunity: z.record(z.string(), z.unknown()).nullish(),
  options: enrichmentOptionsSchema.default(enrichmentOptionsSchema.parse({})),
  customPrompt: prompt("customPrompt").optional(),
});
export type EnrichRequest = z.infer<typeof enrichRequestSchema>;

export const opportunityQuerySchema = z.object({
  url: z.string({ error: "url is required" }).max(MAX_URL_LENGTH, URL_TOO_LONG).url("url must be a valid URL"),
  _t: z.unknown().optional(),
});

/** "Keep in the results": the opportunity's stored analysis, as the page showed it (its time), into its crawl's record. */
export const keepAnalysisSchema = z.object({
  url: z.string({ error: "url is required" }).max(MAX_URL_LENGTH, URL_TOO_LONG).url("url must be a valid URL"),
  /** The analysis the person saw; another one kept since (another tab) is refused rather than kept unseen. */
  enrichedAt: z.string().max(64, "enrichedAt is too long").optional(),
});
export type KeepAnalysisInput = z.infer<typeof keepAnalysisSchema>;
