import type { FitReason, Profile, ServedGrant } from "../../spec/index.js";
import { amountRule } from "./amount-rule.js";
import { areaRule } from "./area-rule.js";
import { eligibilityRule } from "./eligibility-rule.js";
import { missionRule } from "./mission-rule.js";
import { orgTypesOf } from "./org-types.js";
import { regionRule } from "./region-rule.js";
import type { FitSubject, RuleResult } from "./subject.js";

/** How much each rule weighs; a rule with nothing to go on is left out of the average. */
const WEIGHTS: Record<FitReason["rule"], number> = { eligibility: 30, region: 25, amount: 20, mission: 15, area: 10 };
/** With nothing known, a programme sits in the middle. */
const NEUTRAL = 50;
/** A programme that excludes the organisation keeps a tenth of its score, so it sinks below every other. */
const EXCLUDED_FACTOR = 0.1;

export interface Fit {
  fit: number;
  excluded: boolean;
  reasons: FitReason[];
}

export function fitSubject(grant: ServedGrant): FitSubject {
  return {
    url: grant.url,
    title: grant.title,
    summary: grant.summary,
    eligibility: grant.eligibility,
    orgTypes: orgTypesOf(grant.for),
    countries: grant.countries,
    states: grant.states,
    regions: grant.regions,
    amountLow: grant.fundingAmountLow,
    amountHigh: grant.fundingAmountHigh,
    currency: grant.currency || "USD",
    areas: [grant.areaOfInterest ?? "", ...grant.keywords].filter(Boolean),
    evidence: { eligibility: grant.evidence.eligibility, amount: grant.evidence.amount },
  };
}

/** Fit 0–100 of a programme for the profile, with one reason per rule that had something to go on. */
export function programmeFit(profile: Profile, mission: number[] | null, subject: FitSubject): Fit {
  const results = [
    eligibilityRule(profile.orgType, subject),
    regionRule(profile, subject),
    amountRule(profile, subject),
    areaRule(profile.areas, subject),
    missionRule(mission, subject),
  ].filter((r): r is RuleResult => r !== null);
  const weight = results.reduce((n, r) => n + WEIGHTS[r.reason.rule], 0);
  const score = weight ? (100 * results.reduce((n, r) => n + WEIGHTS[r.reason.rule] * r.value, 0)) / weight : NEUTRAL;
  const excluded = results.some((r) => r.excludes);
  return { fit: Math.round(excluded ? score * EXCLUDED_FACTOR : score), excluded, reasons: results.map((r) => r.reason) };
}
