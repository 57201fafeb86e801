/**
 * Money mentions in free text: "$50,000", "up to USD 25k", "€10.000" (European thousands dot),
 * "£5 million", "$10,000–$50,000", "between $5,000 and $20,000", "$1–2 million".
 * A bare number is never money: a currency symbol or code must sit on one side.
 */

export interface MoneyMention {
  value: number;
  currency: string;
  index: number;
  end: number;
  /** The multiplier written after the number ("million" → 1e6), 1 when none. */
  factor: number;
}

export interface MoneyRange {
  low: number;
  high: number;
  currency: string;
  index: number;
  end: number;
}

const SYMBOLS: Record<string, string> = {
  $: "USD",
  us$: "USD",
  usd: "USD",
  "€": "EUR",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  "£": "GBP",
  gbp: "GBP",
  pounds: "GBP",
  "¥": "JPY",
  cad: "CAD",
  c$: "CAD",
  ca$: "CAD",
  aud: "AUD",
  a$: "AUD",
  au$: "AUD",
  nzd: "NZD",
  nz$: "NZD",
  chf: "CHF",
  dollars: "USD",
};
const PREFIX = String.raw`(US\$|CA\$|C\$|AU\$|A\$|NZ\$|USD|EUR|GBP|CAD|AUD|NZD|CHF|[$€£¥])`;
const SUFFIX = "(USD|EUR|GBP|CAD|AUD|NZD|CHF|euros?|pounds|dollars|[€£])";
const NUM = String.raw`(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d+)?)`;
const MULT = String.raw`(?:\s?(k|m|mm|mn|mio|bn|million|billion|thousand)\b)?`;
const AMOUNT = new RegExp(String.raw`${PREFIX}\s?${NUM}${MULT}(?:\s?${SUFFIX}\b)?|${NUM}${MULT}\s?${SUFFIX}(?![\p{L}])`, "giu");
const BARE = new RegExp(String.raw`^\s*(?:-|–|—|to)\s*${NUM}${MULT}`, "iu");
const JOIN = /^\s*(?:-|–|—|to|and)\s*$/i;

const LEADING_MULTIPLIER = /(?:^|[^\p{L}\d])([kKM])$/u;
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, mio: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

/** Decides which separator is the decimal mark: "10.000" is ten thousand, "1.5" is one and a half. */
function parseNumber(raw: string, factor: number): number {
  const s = raw.replace(/[\u00a0\u202f ]/g, "");
  const lastDot = s.lastIndexOf(".");
  const lastComma = s.lastIndexOf(",");
  let decimal: "." | "," | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? "." : ",";
  else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? "." : ",";
    const occurrences = s.split(sep).length - 1;
    const digitsAfter = s.length - s.lastIndexOf(sep) - 1;
    // One separator followed by exactly three digits groups thousands, unless "1.500 million" style;
    // "k€ 1,190" groups them too: nobody writes thousandths of a thousand.
    decimal = occurrences === 1 && (digitsAfter !== 3 || factor >= 1e6) ? sep : null;
  }
  const thousands = decimal === "." ? "," : decimal === "," ? "." : /[.,]/g;
  const cleaned = s.replace(typeof thousands === "string" ? new RegExp(`\\${thousands}`, "g") : thousands, "");
  return Number(decimal === "," ? cleaned.replace(",", ".") : cleaned);
}

const currencyOf = (token: string | undefined): string | null => (token ? (SYMBOLS[token.toLowerCase()] ?? null) : null);

export function findMoney(text: string): MoneyMention[] {
  const out: MoneyMention[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [, pre, num1, mult1, suf1, num2, mult2, suf2] = m;
    const num = num1 ?? num2;
    const mult = (mult1 ?? mult2)?.toLowerCase();
    const currency = currencyOf(pre) ?? currencyOf(suf1 ?? suf2);
    if (!num || !currency) continue;
    // "k€ 230", "M$ 1.2": a multiplier written before the currency symbol.
    const lead = !mult && pre ? LEADING_MULTIPLIER.exec(text.slice(Math.max(0, m.index - 2), m.index)) : null;
    const factor = mult ? (MULTIPLIERS[mult] ?? 1) : lead ? MULTIPLIERS[lead[1]!.toLowerCase()]! : 1;
    const value = parseNumber(num, factor) * factor;
    const index = lead ? m.index - 1 : m.index;
    if (Number.isFinite(value) && value > 0) out.push({ value, currency, index, end: m.index + m[0].length, factor: mult ? factor : 1 });
  }
  return out;
}

/** Ranges written with both ends as money, or with a bare upper end ("$10,000 - 50,000", "$1–2 million"). */
export function findRanges(text: string): MoneyRange[] {
  const mentions = findMoney(text);
  const ranges: MoneyRange[] = [];
  for (let i = 0; i < mentions.length; i++) {
    const a = mentions[i]!;
    const b = mentions[i + 1];
    // "$8-$12 million": the multiplier written once, after the upper end, covers both ends.
    const from = b && a.factor === 1 && b.factor > 1 && a.value < 1000 ? a.value * b.factor : a.value;
    if (b && JOIN.test(text.slice(a.end, b.index)) && b.value > from) {
      ranges.push({ low: from, high: b.value, currency: a.currency, index: a.index, end: b.end });
      i++;
      continue;
    }
    const bare = BARE.exec(text.slice(a.end));
    if (!bare?.[1]) continue;
    const mult = bare[2]?.toLowerCase();
    const factor = mult ? (MULTIPLIERS[mult] ?? 1) : 1;
    const high = parseNumber(bare[1], factor) * factor;
    // "$1–2 million": the multiplier written once covers both ends.
    const low = mult && a.value < 1000 ? a.value * factor : a.value;
    if (high > low) ranges.push({ low, high, currency: a.currency, index: a.index, end: a.end + bare[0].length });
  }
  return ranges;
}
