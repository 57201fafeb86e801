import type { FitSubject, RuleResult } from "./subject.js";

const money = (n: number, currency: string) => {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(n);
  } catch {
    return `${n.toLocaleString("en-US")} ${currency}`;
  }
};

/** "$5,000–10,000", "up to $15,000", "$40,000". */
export function amountText(low: number | null, high: number | null, currency: string): string {
  if (low !== null && high !== null && low !== high) return `${money(low, currency)}–${high.toLocaleString("en-US")}`;
  if (high !== null && low === null) return `up to ${money(high, currency)}`;
  return money((low ?? high)!, currency);
}

/** "amount $5,000–10,000 within your range ✓": the programme's awards overlap the amounts sought. */
export function amountRule(sought: { amountMin: number | null; amountMax: number | null }, subject: FitSubject): RuleResult | null {
  const { amountLow: low, amountHigh: high } = subject;
  if ((sought.amountMin === null && sought.amountMax === null) || (low === null && high === null)) return null;
  const top = high ?? low!;
  const bottom = low ?? high!;
  // "Up to $15,000" offers anything below it too.
  const floor = low === null ? 0 : bottom;
  const fits = top >= (sought.amountMin ?? 0) && floor <= (sought.amountMax ?? Number.POSITIVE_INFINITY);
  const text = `amount ${amountText(low, high, subject.currency)} ${fits ? "within" : "outside"} your range ${fits ? "✓" : "✗"}`;
  return { value: fits ? 1 : 0, reason: { rule: "amount", text, ok: fits, evidence: subject.evidence.amount } };
}
