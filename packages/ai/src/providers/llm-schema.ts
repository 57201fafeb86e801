import { z } from "zod";
import { findDates } from "../extract/dates.js";
import { findMoney } from "../extract/money.js";
import { type GrantRecord, grantRecordSchema, opportunityStatusSchema, type PageInput } from "../record.js";
import { addressesLanguageModel } from "../text/model-directed.js";
import { normalise, quote } from "../text/sentences.js";

/** What the model is asked for: flat, every key present (strict JSON schema), nulls where the page is silent. */
export const llmAnswerSchema = z.object({
  isGrantOpportunity: z.boolean(),
  title: z.string(),
  summary: z.string().nullable(),
  status: opportunityStatusSchema,
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  forecast_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  posted_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  // The record's own fields, as the record types them.
  ...grantRecordSchema.pick({
    fundingAmountLow: true,
    fundingAmountHigh: true,
    totalFundingAvailable: true,
    fundingVehicles: true,
    type: true,
    eligibility: true,
    for: true,
    regions: true,
    countries: true,
    states: true,
    areaOfInterest: true,
    keywords: true,
    rfpLink: true,
    fundingOpportunityNumber: true,
    expectedNumberOfAwards: true,
  }).shape,
  currency: z.string().nullable(),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), telephone: z.string().nullable() }).nullable(),
  evidence: z.object({
    due_date: z.string().nullable(),
    amount: z.string().nullable(),
    status: z.string().nullable(),
    eligibility: z.string().nullable(),
  }),
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

/** A quoted sentence counts as evidence only if the page really contains it and it does not speak to the model. */
function verified(sentence: string | null, page: PageInput): { sentence: string; url: string } | null {
  if (!sentence || addressesLanguageModel(sentence)) return null;
  const s = normalise(sentence).toLowerCase();
  return s.length > 3 && normalise(page.text).toLowerCase().includes(s) ? { sentence: quote(normalise(sentence)), url: page.url } : null;
}

/** Every amount the model gives must be written in its evidence sentence. */
function amountsIn(evidence: string, amounts: Array<number | null>): boolean {
  const written = new Set(findMoney(evidence).map((m) => m.value));
  return amounts.every((a) => a === null || written.has(a));
}

/** The due date's month and day must be written in its evidence (its year may come from the page's context). */
function dateIn(evidence: string, iso: string): boolean {
  return findDates(evidence, new Date()).some((d) => d.iso.slice(5) === iso.slice(5));
}

/**
 * The model's answer laid over the local record. A due date or amount whose quoted evidence is
 * not in the page, does not state that value, or speaks to the model is not trusted: the local
 * value (with its own evidence) is kept instead.
 */
export function mergeAnswer(local: GrantRecord, a: LlmAnswer, page: PageInput): GrantRecord {
  const ev = {
    due_date: verified(a.evidence.due_date, page),
    amount: verified(a.evidence.amount, page),
    status: verified(a.evidence.status, page),
    eligibility: verified(a.evidence.eligibility, page),
  };
  const dueOk = a.due_date !== null && ev.due_date !== null && dateIn(a.evidence.due_date!, a.due_date);
  const amountOk =
    (a.fundingAmountLow ?? a.fundingAmountHigh ?? a.totalFundingAvailable) !== null &&
    ev.amount !== null &&
    amountsIn(a.evidence.amount!, [a.fundingAmountLow, a.fundingAmountHigh, a.totalFundingAvailable]);
  return {
    ...local,
    title: a.title || local.title,
    summary: a.summary ?? local.summary,
    status: {
      current: ev.status || dueOk ? a.status : local.status.current,
      due_date: dueOk ? a.due_date : local.status.due_date,
      forecast_date: a.forecast_date ?? local.status.forecast_date,
      confidence: ev.status ? "high" : local.status.confidence,
    },
    posted_date: a.posted_date ?? local.posted_date,
    fundingAmountLow: amountOk ? a.fundingAmountLow : local.fundingAmountLow,
    fundingAmountHigh: amountOk ? a.fundingAmountHigh : local.fundingAmountHigh,
    totalFundingAvailable: amountOk ? a.totalFundingAvailable : local.totalFundingAvailable,
    currency: amountOk && a.currency ? a.currency.toUpperCase() : local.currency,
    fundingVehicles: a.fundingVehicles.length ? a.fundingVehicles : local.fundingVehicles,
    type: a.type ?? local.type,
    eligibility: ev.eligibility ? a.eligibility : local.eligibility,
    for: a.for.length ? a.for : local.for,
    regions: a.regions.length ? a.regions : local.regions,
    countries: a.countries.length ? a.countries : local.countries,
    states: a.states.length ? a.states : local.states,
    areaOfInterest: a.areaOfInterest ?? local.areaOfInterest,
    keywords: a.keywords.length ? a.keywords : local.keywords,
    contactInformation: a.contact ? { ...a.contact, website: null, address: null } : local.contactInformation,
    rfpLink: a.rfpLink ?? local.rfpLink,
    fundingOpportunityNumber: a.fundingOpportunityNumber ?? local.fundingOpportunityNumber,
    expectedNumberOfAwards: a.expectedNumberOfAwards ?? local.expectedNumberOfAwards,
    evidence: {
      due_date: dueOk ? ev.due_date : local.evidence.due_date,
      amount: amountOk ? ev.amount : local.evidence.amount,
      status: ev.status ?? local.evidence.status,
      eligibility: ev.eligibility ?? local.evidence.eligibility,
    },
  };
}
