import type { RouterOutputs } from "@grantscout/api";

export type OpportunityRow = RouterOutputs["opportunities"]["list"]["items"][number];

const money = (n: number, currency: string) => {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 }).format(n);
  } catch {
    return `${n.toLocaleString("en-US")} ${currency}`;
  }
};

/** "$5,000–$10,000", "up to $15,000", or N/A when the page states none. */
export function amountLabel(r: Pick<OpportunityRow, "amountMin" | "amountMax" | "currency">) {
  if (r.amountMin !== null && r.amountMax !== null && r.amountMin !== r.amountMax) return `${money(r.amountMin, r.currency)}–${money(r.amountMax, r.currency)}`;
  if (r.amountMax !== null) return r.amountMin === null ? `up to ${money(r.amountMax, r.currency)}` : money(r.amountMax, r.currency);
  return r.amountMin !== null ? money(r.amountMin, r.currency) : "N/A";
}

/** "2027-09-30 (306 days left)", "2024-03-01 (closed 3 days ago)". */
export function dueLabel(r: Pick<OpportunityRow, "dueDate" | "daysLeft">) {
  if (!r.dueDate) return "Not stated";
  if (r.daysLeft === null) return r.dueDate;
  if (r.daysLeft < 0) return `${r.dueDate} (passed)`;
  return `${r.dueDate} (${r.daysLeft === 0 ? "today" : `${r.daysLeft} day${r.daysLeft === 1 ? "" : "s"} left`})`;
}
