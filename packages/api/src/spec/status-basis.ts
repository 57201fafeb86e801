import { formatDate } from "./format-date.js";
import type { GrantView } from "./opportunity-adapter.js";

/** What a status rests on (labelling.md's bases, and a person's correction over them). */
export type StatusBasisKind = "correction" | "words" | "date" | "none";
export interface StatusBasis {
  kind: StatusBasisKind;
  /** Said beside the status: "Basis: words on the page", "Basis: deadline against today (due …)"… */
  label: string;
  /** The sentence that decided, when one did. */
  quote: string | null;
}

/** Which sentence decided a record that does not say (written before the basis was kept): the deadline's, or other words. */
function inferredBasis(g: GrantView): "words" | "date" | null {
  const said = g.evidence.status;
  if (said?.basis) return said.basis;
  if (said && said.sentence !== g.evidence.dueDate?.sentence) return "words";
  if (g.dueDate) return "date";
  return said ? "words" : null;
}

/**
 * Why a status is what it is: a person's correction, the page's words (the statement quoted), the
 * deadline against the day of the analysis (its sentence quoted), or nothing found. The quote is
 * always the sentence that decided, so the basis never shows words that say something else.
 */
export function statusBasis(g: GrantView): StatusBasis {
  if (g.manuallyCorrected) return { kind: "correction", label: "Basis: your correction", quote: null };
  const basis = g.status === "unknown" ? null : inferredBasis(g);
  if (basis === "words") return { kind: "words", label: "Basis: words on the page", quote: g.evidence.status?.sentence ?? null };
  if (basis === "date")
    return {
      kind: "date",
      label: `Basis: deadline against today (due ${formatDate(g.dueDate)})`,
      quote: g.evidence.status?.sentence ?? g.evidence.dueDate?.sentence ?? null,
    };
  if (g.status === "unknown")
    return { kind: "none", label: "Basis: nothing found (no words on the page say whether it is open, and no deadline)", quote: null };
  return { kind: "none", label: "Basis: not recorded with this result", quote: null };
}
