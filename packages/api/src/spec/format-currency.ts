/** Currency display (spec sections 5 and 9): en-US, no decimals, symbols for four currencies only. */
const SYMBOLS: Record<string, string> = { usd: "$", eur: "€", gbp: "£", jpy: "¥" };
export const DEFAULT_CURRENCY = "USD";
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function currencySymbol(currency: string | null | undefined): string {
  return SYMBOLS[(currency ?? DEFAULT_CURRENCY).trim().toLowerCase()] ?? "";
}

/** "$15,000"; other currencies get no symbol ("15,000"); N/A when the amount is empty. Text that is not a number is shown as it is. */
export function formatCurrency(amount: unknown, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  if (amount === null || amount === undefined || (typeof amount === "string" && !amount.trim())) return "N/A";
  const n = typeof amount === "number" ? amount : Number(String(amount).replace(/[$€£¥,\s]/g, ""));
  if (!Number.isFinite(n)) return typeof amount === "string" ? amount.trim() : "N/A";
  return `${currencySymbol(currency)}${NUMBER.format(n)}`;
}

/** "$5,000 – $15,000", "Up to $15,000", "From $5,000", or N/A. */
export function formatFundingRange(low: number | null, high: number | null, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  if (low !== null && high !== null && low !== high) return `${formatCurrency(low, currency)} – ${formatCurrency(high, currency)}`;
  if (high !== null) return `Up to ${formatCurrency(high, currency)}`;
  if (low !== null) return `From ${formatCurrency(low, currency)}`;
  return "N/A";
}
