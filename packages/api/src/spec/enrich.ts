import { DEFAULT_MODEL } from "@grantscout/ai/default-model";
import { z } from "zod";
import { MAX_URL_LENGTH, URL_TOO_LONG } from "./url-validation.js";

export const ANALYSIS_MODELS = ["gpt-4o", "gpt-4-turbo", "gpt-3.5-turbo"] as const;
export const DEFAULT_ANALYSIS_MODEL = DEFAULT_MODEL;

export const enrichmentOptionsSchema = z.object({
  mode: z.string().default("standard"),
  enrichFunding: z.boolean().default(true),
  enrichDates: z.boolean().default(true),
  enrichEligibility: z.boolean().default(true),
  analyzeSupportingDocuments: z.boolean().default(true),
  includeContactDetails: z.boolean().default(true),
  customPrompt: z.string().optional(),
  useCustomSystemPrompt: z.boolean().optional(),
  customSystemPrompt: z.string().optional(),
  customRelatedDocsPrompt: z.string().optional(),
  useCustomSteps: z.boolean().optional(),
  customSteps: z.array(z.string()).optional(),
  model: z.string().optional(),
});

export const enrichRequestSchema = z.object({
  url: z.string({ error: "url is required" }).max(MAX_URL_LENGTH, URL_TOO_LONG).url("url must be a valid URL"),
  opportunity: z.record(z.string(), z.unknown()).nullish(),
  options: enrichmentOptionsSchema.default(enrichmentOptionsSchema.parse({})),
  customPrompt: z.string().optional(),
});
export type EnrichRequest = z.infer<typeof enrichRequestSchema>;

export const opportunityQuerySchema = z.object({
  url: z.string({ error: "url is required" }).max(MAX_URL_LENGTH, URL_TOO_LONG).url("url must be a valid URL"),
  _t: z.unknown().optional(),
});
