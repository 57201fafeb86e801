import type { OrgType } from "../../spec/index.js";
import { pluralOf } from "./org-types.js";
import type { FitSubject, RuleResult } from "./subject.js";

/** "eligible: nonprofits ✓", or the types the programme is for when the profile's is not one of them. */
export function eligibilityRule(orgType: OrgType | null, subject: FitSubject): RuleResult | null {
  if (!orgType || !subject.orgTypes.length) return null;
  const evidence = subject.evidence.eligibility;
  if (subject.orgTypes.includes(orgType)) return { value: 1, reason: { rule: "eligibility", text: `eligible: ${pluralOf(orgType)} ✓`, ok: true, evidence } };
  const named = subject.orgTypes.map(pluralOf).join(", ");
  return { value: 0, excludes: true, reason: { rule: "eligibility", text: `eligible: ${named} only ✗`, ok: false, evidence } };
}
