import type { FitSubject, RuleResult } from "./subject.js";

const COUNTRY_ALIASES: Record<string, string> = {
  us: "united states",
  usa: "united states",
  "u.s.": "united states",
  "u.s.a.": "united states",
  "united states of america": "united states",
  america: "united states",
  uk: "united kingdom",
  "u.k.": "united kingdom",
  "great britain": "united kingdom",
  britain: "united kingdom",
};
const country = (name: string) => {
  const n = name.trim().toLowerCase();
  return COUNTRY_ALIASES[n] ?? n;
};
const WORLDWIDE = /^(?:global|worldwide|international)$/i;

/**
 * "region: United States only ✗" when the programme names where applicants must be and the
 * profile is elsewhere; nothing when the programme names no place (not known never counts against).
 */
export function regionRule(profile: { country: string | null; region: string | null }, subject: FitSubject): RuleResult | null {
  if (!profile.country || !subject.countries.length || subject.regions.some((r) => WORLDWIDE.test(r))) return null;
  const evidence = subject.evidence.eligibility;
  if (!subject.countries.some((c) => country(c) === country(profile.country!)))
    return { value: 0, excludes: true, reason: { rule: "region", text: `region: ${subject.countries.join(", ")} only ✗`, ok: false, evidence } };
  const places = [...subject.states, ...subject.regions];
  if (!profile.region || !places.length) return { value: 1, reason: { rule: "region", text: `region: ${profile.country} ✓`, ok: true, evidence } };
  const region = profile.region.toLowerCase();
  const match = places.find((p) => p.toLowerCase() === region || p.toLowerCase().includes(region));
  if (match) return { value: 1, reason: { rule: "region", text: `region: ${match} ✓`, ok: true, evidence } };
  return { value: 0, excludes: true, reason: { rule: "region", text: `region: ${places.join(", ")} only ✗`, ok: false, evidence } };
}
