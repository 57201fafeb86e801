import type { PageFeatures } from "./page-features.js";
import { CALL_DOCUMENT, POSITIVE_SEGMENT, PROGRAM_NAME, hasApply, isCallDocument, isNegativePage, supportingRole } from "./page-signals.js";

export interface Detection {
  isOpportunity: boolean;
  /** Why: shown in logs and used by tests to explain a decision. */
  reason: string;
}

/** Evidence that a page describes one call someone could apply to (or could have, if closed). */
function opportunityScore(f: PageFeatures): { score: number; facts: number } {
  const deadline = Boolean(f.dueDate.dueDate || f.dueDate.rolling || f.hasTiming);
  const amount = f.amounts.low !== null || f.amounts.high !== null || f.amounts.total !== null;
  const eligibility = f.eligibility.text !== null;
  const apply = hasApply(f);
  const facts = [deadline, amount, eligibility, apply].filter(Boolean).length;
  const named = PROGRAM_NAME.test(f.title) || (f.page.kind === "document" && CALL_DOCUMENT.test(f.page.text.slice(0, 400)));
  const url = f.segments.some((s) => POSITIVE_SEGMENT.test(s));
  const score = 1.5 * +deadline + 1.2 * +amount + 1 * +eligibility + 0.8 * +apply + 1.2 * +named + 0.6 * +url;
  return { score, facts };
}

/** First pass: pages that on their own read like one funding opportunity. */
export function isCandidate(f: PageFeatures): Detection {
  if (isNegativePage(f)) return { isOpportunity: false, reason: "news, staff, about or other non-programme page" };
  if (supportingRole(f)) return { isOpportunity: false, reason: "supporting page (FAQ, guidelines, eligibility, contact…)" };
  if (f.page.kind === "document" && !isCallDocument(f)) return { isOpportunity: false, reason: "document that is not a call for proposals" };
  const { score, facts } = opportunityScore(f);
  const ok = score >= 3.2 && facts >= 2;
  return { isOpportunity: ok, reason: ok ? `opportunity evidence ${score.toFixed(1)} (${facts} of deadline/amount/eligibility/apply)` : `weak opportunity evidence ${score.toFixed(1)}` };
}

/**
 * Second pass, over the whole site. An index that links (in its content) to several candidate
 * programmes is their parent page, not an opportunity itself; programmes described only on an
 * index are not split into sections. A call-for-proposals document linked from an HTML
 * opportunity is that opportunity's main document; unlinked, it is the opportunity.
 */
export function detectOpportunities(features: PageFeatures[]): Map<string, Detection> {
  const first = new Map(features.map((f) => [f.key, isCandidate(f)] as const));
  const candidates = new Set([...first].filter(([, d]) => d.isOpportunity).map(([k]) => k));
  const result = new Map<string, Detection>();
  for (const f of features) {
    const d = first.get(f.key)!;
    if (!d.isOpportunity) {
      result.set(f.key, d);
      continue;
    }
    const linked = new Set(f.structure.contentLinks.map((l) => l.url).filter((u) => u !== f.key && candidates.has(u)));
    const programHeadings = f.structure.headings.slice(1).filter((h) => PROGRAM_NAME.test(h)).length;
    if (linked.size >= 3 || (linked.size >= 2 && (programHeadings >= 2 || f.structure.tableHeaders.length > 0))) {
      result.set(f.key, { isOpportunity: false, reason: `index linking to ${linked.size} programmes` });
      continue;
    }
    result.set(f.key, d);
  }
  for (const f of features) {
    if (f.page.kind !== "document" || !result.get(f.key)?.isOpportunity) continue;
    const owner = features.find((o) => o.page.kind === "page" && result.get(o.key)?.isOpportunity && o.structure.contentLinks.some((l) => l.url === f.key));
    if (owner) result.set(f.key, { isOpportunity: false, reason: `main document of ${owner.page.url}` });
  }
  return result;
}
