import type { GrantRecord } from "../record.js";

/** The record fields each enrichment option controls. */
const FIELD_GROUPS = {
  funding: ["fundingAmountLow", "fundingAmountHigh", "totalFundingAvailable", "currency", "expectedNumberOfAwards"],
  dates: ["status", "posted_date"],
  eligibility: ["eligibility", "for", "regions", "countries", "states"],
  contact: ["contactInformation"],
} as const satisfies Record<string, ReadonlyArray<keyof GrantRecord>>;
const EVIDENCE_OF = { funding: ["amount"], dates: ["due_date", "status"], eligibility: ["eligibility"], contact: [] } as const;
export type FieldGroup = keyof typeof FIELD_GROUPS;

/** The values of a group that was not extracted: nothing claimed, so no evidence either. */
export const NOT_EXTRACTED: Partial<GrantRecord> = {
  fundingAmountLow: null,
  fundingAmountHigh: null,
  totalFundingAvailable: null,
  currency: "USD",
  expectedNumberOfAwards: null,
  status: { current: "unknown", due_date: null, forecast_date: null, confidence: "low" },
  posted_date: null,
  eligibility: null,
  for: [],
  regions: [],
  countries: [],
  states: [],
  contactInformation: null,
  evidence: { due_date: null, amount: null, status: null, eligibility: null },
};

/** Copies one group of fields (and their evidence) from `from` onto `to`. */
export function copyGroup(to: GrantRecord, from: Partial<GrantRecord>, group: FieldGroup): void {
  const target = to as Record<string, unknown>;
  for (const key of FIELD_GROUPS[group]) if (from[key] !== undefined) target[key] = from[key];
  for (const key of EVIDENCE_OF[group]) if (from.evidence) to.evidence[key] = from.evidence[key] ?? null;
}

/** Whether the group holds no extracted value yet. */
export function groupMissing(r: GrantRecord, group: FieldGroup): boolean {
  if (group === "funding") return r.fundingAmountLow === null && r.fundingAmountHigh === null && r.totalFundingAvailable === null;
  if (group === "dates") return r.status.due_date === null && r.status.current === "unknown";
  if (group === "eligibility") return r.eligibility === null;
  return r.contactInformation === null;
}
