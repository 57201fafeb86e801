import { clusterRelatedDocuments } from "../features/related-documents.js";
import { buildSiteContext } from "../features/site-context.js";
import { localExtract } from "../providers/local-provider.js";
import type { AnalysisProvider } from "../providers/types.js";
import type { GrantRecord, PageInput } from "../record.js";
import { copyGroup, type FieldGroup, groupMissing, NOT_EXTRACTED } from "./field-groups.js";

export interface EnrichOptions {
  enrichFunding: boolean;
  enrichDates: boolean;
  enrichEligibility: boolean;
  analyzeSupportingDocuments: boolean;
  includeContactDetails: boolean;
  customPrompt?: string;
  customSystemPrompt?: string;
  customSteps?: string[];
  model?: string;
}

const LABELS: Record<FieldGroup, string> = { funding: "Funding", dates: "Dates and status", eligibility: "Eligibility", contact: "Contact details" };

/**
 * Re-analyses one opportunity. Each enabled option re-extracts its fields (from the page, then
 * from its supporting documents when analyzeSupportingDocuments is on); each disabled option
 * keeps the existing values untouched. The notes say what changed and what could not be done.
 */
export async function enrichOpportunity(input: {
  page: PageInput;
  supporting: PageInput[];
  existing: Partial<GrantRecord> | null;
  options: EnrichOptions;
  provider: AnalysisProvider;
  today: Date;
}): Promise<{ record: GrantRecord; notes: string[] }> {
  const { page, supporting, existing, options, provider, today } = input;
  const notes: string[] = [];
  const site = buildSiteContext([page, ...supporting], today);
  const steering = options.customPrompt || options.customSystemPrompt || options.customSteps?.length || options.model;
  if (provider.name === "openai")
    site.prompt = { customPrompt: options.customPrompt, customSystemPrompt: options.customSystemPrompt, steps: options.customSteps, model: options.model };
  else if (steering)
    notes.push(
      "The local analyser applies fixed rules: the custom prompt, system prompt, steps and model cannot steer it and were not used. The deterministic analysis ran as usual.",
    );
  const fresh = (await provider.extract(page, site)) ?? localExtract(page, site);
  if (!fresh) throw new Error(`No text to analyse at ${page.url}`);
  const record: GrantRecord = { ...fresh, evidence: { ...fresh.evidence }, relatedDocuments: existing?.relatedDocuments ?? [] };
  const enabled: Record<FieldGroup, boolean> = {
    funding: options.enrichFunding,
    dates: options.enrichDates,
    eligibility: options.enrichEligibility,
    contact: options.includeContactDetails,
  };
  const docs = options.analyzeSupportingDocuments ? supporting.map((d) => localExtract(d, site)).filter((r): r is GrantRecord => r !== null) : [];
  for (const group of Object.keys(enabled) as FieldGroup[]) {
    if (!enabled[group]) {
      copyGroup(record, existing ?? NOT_EXTRACTED, group);
      notes.push(`${LABELS[group]}: not extracted (option off)${existing ? "; existing values kept" : ""}.`);
      continue;
    }
    const from = groupMissing(record, group) ? docs.find((d) => !groupMissing(d, group)) : undefined;
    if (from) {
      copyGroup(record, from, group);
      notes.push(`${LABELS[group]}: not on the page; taken from the supporting document ${from.url}.`);
    } else
      notes.push(
        groupMissing(record, group)
          ? `${LABELS[group]}: not stated on the page${options.analyzeSupportingDocuments ? " or its supporting documents" : ""}.`
          : `${LABELS[group]}: extracted from the page.`,
      );
  }
  if (options.analyzeSupportingDocuments) {
    record.relatedDocuments = clusterRelatedDocuments(page, supporting, [page]);
    notes.push(`Supporting documents: ${record.relatedDocuments.length} of ${supporting.length} attached.`);
  }
  if (provider.name === "openai" && provider.fallbacks?.().some((f) => f.url === page.url))
    notes.push("The model's answer was unusable; the local rules were used instead.");
  return { record, notes };
}
