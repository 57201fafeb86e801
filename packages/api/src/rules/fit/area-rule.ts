import { type FitSubject, type RuleResult, sentenceNaming } from "./subject.js";

/** "area: arts ✓" when a programme's topics or text name one of the profile's areas of work. */
export function areaRule(areas: string[], subject: FitSubject): RuleResult | null {
  if (!areas.length) return null;
  const topics = [...new Set(subject.areas.map((a) => a.toLowerCase()))];
  const text = `${subject.title} ${subject.summary ?? ""}`.toLowerCase();
  if (!topics.length && !subject.summary) return null;
  const match = areas.find((a) => topics.some((t) => t.includes(a.toLowerCase())) || text.includes(a.toLowerCase()));
  if (match) return { value: 1, reason: { rule: "area", text: `area: ${match} ✓`, ok: true, evidence: sentenceNaming(subject, match) } };
  const named = topics.length ? topics.slice(0, 3).join(", ") : "none of yours";
  return { value: 0, reason: { rule: "area", text: `area: ${named} ✗`, ok: false, evidence: null } };
}
