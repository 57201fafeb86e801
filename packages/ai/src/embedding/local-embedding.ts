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

const SEED = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** A second hash of each feature picks the sign, so colliding features cancel out instead of piling up. */
const SIGN_SEED = 0x9747b28c;

/** FNV-1a continued over `s` from state `h`. */
function fnv(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME) >>> 0;
  return h;
}

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Rough inverse document frequency: function words are everywhere, long words are rarer. */
const wordWeight = (w: string): number => (STOP_WORDS.has(w) ? 0.05 : Math.min(2, 0.6 + w.length / 8));

/**
 * Each feature's weight summed, keyed by the FNV-1a hashes (both seeds) of its name ("w:grant",
 * "b:arts grant", "c:^gr"), in the order features first appear. The names are never built: the
 * hashes run over the text itself from each prefix's state (two names sharing both 32-bit hashes
 * would count as one: a chance of one in 2^64 per pair). Hand-written (an open-addressing table)
 * because a Map keyed by the names made a string per n-gram and hashed it three times: the local
 * embedding was a quarter of the analysis time.
 */
class FeatureCounts {
  readonly hash: number[] = [];
  readonly signHash: number[] = [];
  readonly weight: number[] = [];
  private mask = 255;
  private slots = new Int32Array(this.mask + 1).fill(-1);

  /** Adds `weight` to the feature named by the state pair (`h`, `g`) followed by s[from, to). */
  add(h: number, g: number, s: string, from: number, to: number, weight: number): void {
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      h = Math.imul(h ^ c, FNV_PRIME) >>> 0;
      g = Math.imul(g ^ c, FNV_PRIME) >>> 0;
    }
    let slot = h & this.mask;
    for (let k = this.slots[slot]!; k !== -1; slot = (slot + 1) & this.mask, k = this.slots[slot]!)
      if (this.hash[k] === h && this.signHash[k] === g) {
        this.weight[k]! += weight;
        return;
      }
    this.slots[slot] = this.weight.length;
    this.hash.push(h);
    this.signHash.push(g);
    this.weight.push(weight);
    if (this.weight.length * 2 > this.mask) this.grow();
  }

  private grow(): void {
    this.mask = this.mask * 2 + 1;
    this.slots = new Int32Array(this.mask + 1).fill(-1);
    for (let k = 0; k < this.hash.length; k++) {
      let slot = this.hash[k]! & this.mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = k;
    }
  }
}

const prefix = (name: string) => [fnv(SEED, name), fnv(SIGN_SEED, name)] as const;
const [WORD, WORD_SIGN] = prefix("w:");
const [PAIR, PAIR_SIGN] = prefix("b:");
const [GRAM, GRAM_SIGN] = prefix("c:");

function features(text: string): FeatureCounts {
  const counts = new FeatureCounts();
  const ws = words(text);
  ws.forEach((w, i) => {
    const weight = wordWeight(w);
    counts.add(WORD, WORD_SIGN, w, 0, w.length, weight);
    const next = ws[i + 1];
    if (next && !STOP_WORDS.has(w) && !STOP_WORDS.has(next)) {
      const first = `${w} `;
      counts.add(fnv(PAIR, first), fnv(PAIR_SIGN, first), next, 0, next.length, 0.7);
    }
    if (weight > 0.1) {
      const padded = `^${w}$`;
      for (let n = 3; n <= 4; n++) for (let j = 0; j + n <= padded.length; j++) counts.add(GRAM, GRAM_SIGN, padded, j, j + n, 0.15);
    }
  });
  return counts;
}

export function localEmbedding(text: string, dims: 384 | 1536 = 384): number[] {
  const vector = new Array<number>(dims).fill(0);
  const { hash, signHash, weight } = features(text);
  for (let k = 0; k < weight.length; k++) vector[hash[k]! % dims]! += (signHash[k]! & 1 ? 1 : -1) * (1 + Math.log(weight[k]!));
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
