/** Words of a short text as feature names: lower-cased letters only (digits stand for any number). */
export function words(text: string, limit = 60): string[] {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}]{3,}|\d+/gu)) {
    out.add(/^\d+$/.test(m[0]) ? (m[0].length === 4 ? "#year" : "#num") : m[0]);
    if (out.size >= limit) break;
  }
  return [...out];
}

/** Adds `prefix:word` = 1 for every word of the text. */
export function addWords(x: Map<string, number>, prefix: string, text: string, limit?: number) {
  for (const w of words(text, limit)) x.set(`${prefix}:${w}`, 1);
}
