/**
 * Tolerant readers for untyped records (crawl output, legacy samples, pasted JSON). Each returns a
 * clean value or null and never throws, so every adapter built on them is total.
 */
export type RawRecord = Record<string, unknown>;

export const asRecord = (v: unknown): RawRecord | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as RawRecord) : null);

export const asText = (v: unknown): string | null => {
  if (typeof v === "string") return v.trim() ? v.trim() : null;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
};

/** Numbers, or strings such as "$15,000" / "15000". */
export const asNumber = (v: unknown): number | null => {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v !== "string" || !v.trim()) return null;
  const n = Number(v.replace(/[$€£¥,\s]/g, ""));
  return Number.isFinite(n) ? n : null;
};

/** A list of strings from an array, a comma-free single string, or nothing. Objects with a name count. */
export const asList = (v: unknown): string[] => {
  const one = (x: unknown) => asText(x) ?? asText(asRecord(x)?.name);
  if (Array.isArray(v)) return v.map(one).filter((s): s is string => s !== null);
  const single = one(v);
  return single ? [single] : [];
};

/** The first present (non-null, non-empty) value among the keys. */
export const pick = (d: RawRecord, ...keys: string[]): unknown =>
  keys.map((k) => d[k]).find((v) => v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0));
