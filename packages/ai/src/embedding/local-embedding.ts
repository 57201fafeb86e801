/**
 * A deterministic stand-in for a neural embedding: hashed word, word-pair and character n-gram
 * features, weighted TF-IDF-style and L2-normalised, so cosine similarity reflects shared
 * vocabulary. Without a corpus, "IDF" is approximated: stop words weigh almost nothing and
 * longer, rarer-looking words weigh more.
 */

const STOP_WORDS = new Set(
  (
    "a an and are as at be by for from has have in is it its of on or our that the this to was we were will with you your " +
    "can may all any not but if their they them which who what when where how do does also more such other these those into"
  ).split(" "),
);

function fnv1a(s: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Rough inverse document frequency: function words are everywhere, long words are rarer. */
const wordWeight = (w: string): number => (STOP_WORDS.has(w) ? 0.05 : Math.min(2, 0.6 + w.length / 8));

function features(text: string): Map<string, number> {
  const tf = new Map<string, number>();
  const add = (key: string, weight: number) => tf.set(key, (tf.get(key) ?? 0) + weight);
  const ws = words(text);
  ws.forEach((w, i) => {
    const weight = wordWeight(w);
    add(`w:${w}`, weight);
    const next = ws[i + 1];
    if (next && !STOP_WORDS.has(w) && !STOP_WORDS.has(next)) add(`b:${w} ${next}`, 0.7);
    if (weight > 0.1) {
      const padded = `^${w}$`;
      for (let n = 3; n <= 4; n++) for (let j = 0; j + n <= padded.length; j++) add(`c:${padded.slice(j, j + n)}`, 0.15);
    }
  });
  return tf;
}

export function localEmbedding(text: string, dims: 384 | 1536 = 384): number[] {
  const vector = new Array<number>(dims).fill(0);
  for (const [key, tf] of features(text)) {
    const h = fnv1a(key);
    // A second hash bit picks the sign, so colliding features cancel out instead of piling up.
    const sign = fnv1a(key, 0x9747b28c) & 1 ? 1 : -1;
    vector[h % dims]! += sign * (1 + Math.log(tf));
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((v) => v / norm);
}

/** Cosine similarity; 0 when either vector is empty or all zeros. */
export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
