import { cosine, localEmbedding } from "@grantscout/ai";
import type { FitSubject, RuleResult } from "./subject.js";

/** The mission's vector, computed once for every programme a fit is computed for. */
export const missionVector = (mission: string | null) => (mission?.trim() ? localEmbedding(mission) : null);

/** Local embeddings of related texts land around 0.2–0.6: this maps that band onto 0–1. */
const scale = (similarity: number) => Math.min(1, Math.max(0, (similarity - 0.05) / 0.5));

/** "mission: 0.62 similar to the programme's summary". */
export function missionRule(mission: number[] | null, subject: FitSubject): RuleResult | null {
  const text = subject.summary ?? null;
  if (!mission || !text) return null;
  const similarity = Math.max(0, cosine(mission, localEmbedding(text)));
  const sentence = text.length > 300 ? `${text.slice(0, 297)}…` : text;
  return {
    value: scale(similarity),
    reason: {
      rule: "mission",
      text: `mission: ${similarity.toFixed(2)} similar to the programme's summary`,
      ok: null,
      evidence: { sentence, url: subject.url },
    },
  };
}
