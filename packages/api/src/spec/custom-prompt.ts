// Spec section 9's default system prompt is the analyser's own text, from a dependency-free module.
import { DEFAULT_SYSTEM_PROMPT } from "@grantscout/ai/system-prompt";
import { cleanSteps, DEFAULT_ANALYSIS_STEPS } from "./analysis-steps.js";
import { DEFAULT_ANALYSIS_MODEL } from "./enrich.js";

export { DEFAULT_SYSTEM_PROMPT };

export const MODEL_LABELS: Record<string, string> = { "gpt-4o": "GPT-4o", "gpt-4-turbo": "GPT-4 Turbo", "gpt-3.5-turbo": "GPT-3.5 Turbo" };

/** The template a blank custom prompt is pre-filled with; its last line depends on whether the data was analysed. */
export function defaultPromptTemplate(alreadyAnalyzed: boolean): string {
  return [
    "Analyze this grant opportunity and extract:",
    "1. The funding amount and any restrictions on how funds may be used",
    "2. Eligibility requirements: who may apply and who may not",
    "3. Important dates: opening date, deadlines and the award period",
    "4. Required application materials",
    "5. Any special considerations (matching funds, geographic focus, priorities)",
    "",
    alreadyAnalyzed
      ? "This opportunity has already been analyzed: verify the existing fields against the page, correct mistakes and fill in what is missing."
      : "This opportunity has not been analyzed yet: extract every field you can find on the page.",
  ].join("\n");
}

export interface CustomAnalysisOptions {
  customPrompt: string;
  customRelatedDocsPrompt: string;
  model: string;
  useCustomSystemPrompt: boolean;
  customSystemPrompt: string;
  useCustomSteps: boolean;
  customSteps: string[];
}

export function defaultCustomOptions(): CustomAnalysisOptions {
  return {
    customPrompt: "",
    customRelatedDocsPrompt: "",
    model: DEFAULT_ANALYSIS_MODEL,
    useCustomSystemPrompt: false,
    customSystemPrompt: DEFAULT_SYSTEM_PROMPT,
    useCustomSteps: false,
    customSteps: [...DEFAULT_ANALYSIS_STEPS],
  };
}

/** Spec section 9: standard mode with all five enrich flags on. */
export const DEFAULT_ENRICHMENT_OPTIONS = {
  mode: "standard",
  enrichFunding: true,
  enrichDates: true,
  enrichEligibility: true,
  analyzeSupportingDocuments: true,
  includeContactDetails: true,
};

const nonBlank = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** Fields a page adds to what it loaded; they are not opportunity data and are not sent back. */
const PAGE_ONLY_FIELDS = ["rawHtmlContent", "analysisNotes", "provider", "enrichedAt", "source", "jobId"];

export interface EnrichInput {
  url: string;
  opportunity: Record<string, unknown> | null;
  customPrompt?: string;
  options: typeof DEFAULT_ENRICHMENT_OPTIONS & Partial<Omit<CustomAnalysisOptions, "customSteps">> & { customSteps?: string[] };
}

/**
 * The enrich call's input: the plain enrichment, or with custom options merged into options.
 * A prompt blank after trimming is not sent; empty steps are dropped.
 */
export function buildEnrichInput(url: string, opportunity: Record<string, unknown> | null, custom?: CustomAnalysisOptions): EnrichInput {
  const data = opportunity ? Object.fromEntries(Object.entries(opportunity).filter(([k]) => !PAGE_ONLY_FIELDS.includes(k))) : null;
  if (!custom) return { url, opportunity: data, options: { ...DEFAULT_ENRICHMENT_OPTIONS } };
  const customPrompt = nonBlank(custom.customPrompt);
  const steps = cleanSteps(custom.customSteps);
  return {
    url,
    opportunity: data,
    customPrompt,
    options: {
      ...DEFAULT_ENRICHMENT_OPTIONS,
      customPrompt,
      customRelatedDocsPrompt: nonBlank(custom.customRelatedDocsPrompt),
      useCustomSystemPrompt: custom.useCustomSystemPrompt,
      customSystemPrompt: custom.useCustomSystemPrompt ? nonBlank(custom.customSystemPrompt) : undefined,
      useCustomSteps: custom.useCustomSteps && steps.length > 0,
      customSteps: custom.useCustomSteps && steps.length > 0 ? steps : undefined,
      model: custom.model || DEFAULT_ANALYSIS_MODEL,
    },
  };
}
