import type { PageFeatures } from "./page-features.js";
import { CALL_DOCUMENT, hasApply, isCallDocument, isNegativePage, POSITIVE_SEGMENT, PROGRAM_NAME, supportingRole } from "./page-signals.js";

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

/** Pages that on their own read like one funding opportunity: the rules' verdict, one of the page model's inputs. */
export function isCandidate(f: PageFeatures): Detection {
  if (isNegativePage(f)) return { isOpportunity: false, reason: "news, staff, about or other non-programme page" };
  if (supportingRole(f)) return { isOpportunity: false, reason: "supporting page (FAQ, guidelines, eligibility, contact…)" };
  if (f.page.kind === "document" && !isCallDocument(f)) return { isOpportunity: false, reason: "document that is not a call for proposals" };
  const { score, facts } = opportunityScore(f);
  const ok = score >= 3.2 && facts >= 2;
  return {
    isOpportunity: ok,
    reason: ok ? `opportunity evidence ${score.toFixed(1)} (${facts} of deadline/amount/eligibility/apply)` : `weak opportunity evidence ${score.toFixed(1)}`,
  };
}
