import type { FitReason, OrgType } from "../../spec/index.js";

/** What the fit rules read of a programme's record (its extracted fields and their evidence). */
export interface FitSubject {
  url: string;
  title: string;
  summary: string | null;
  eligibility: string | null;
  orgTypes: OrgType[];
  countries: string[];
  states: string[];
  regions: string[];
  amountLow: number | null;
  amountHigh: number | null;
  currency: string;
  areas: string[];
  evidence: { eligibility: FitReason["evidence"]; amount: FitReason["evidence"] };
}

/** A rule's verdict: its reason line, and how much it fits (0–1), or null when the rule has nothing to go on. */
export interface RuleResult {
  reason: FitReason;
  value: number;
  /** The programme's eligibility rules the organisation out. */
  excludes?: boolean;
}

/** The sentence of the programme's own text that names a term, as evidence for a reason. */
export function sentenceNaming(subject: FitSubject, term: string): FitReason["evidence"] {
  const needle = term.toLowerCase();
  for (const text of [subject.eligibility, subject.summary, subject.title])
    for (const sentence of (text ?? "").split(/(?<=[.!?])\s+/))
      if (sentence.toLowerCase().includes(needle)) return { sentence: sentence.trim(), url: subject.url };
  return null;
}
