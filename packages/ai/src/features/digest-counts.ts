/**
 * How many of something a site holds, keyed by a 53-bit digest: an open-addressing table of typed
 * arrays, 16 bytes a slot. A Map held each digest as a heap number beside its own entry, about 50
 * bytes a key: 42 MB for the 813,000 distinct lines of bench:job's 2,000 generated pages. A key
 * whose count is back at zero is forgotten.
 *
 * At most `limit` keys are held: a site of more distinct keys (20,000 pages of mostly distinct lines
 * held 8 million, 190 MB) forgets its rarest (lossy counting, Manku and Motwani). Each forgetting
 * raises `floor` by one and forgets the keys that, counted since they came in plus the `floor` of
 * that time, are still counted no more than `floor`. A count is then short of the truth by at most
 * `floor`, which stays far below what its users ask of a count (chrome is a line on most pages);
 * below the limit every count is exact, past it which keys are forgotten depends on the order they came in.
 */
export class DigestCounts {
  private keys = new Float64Array(1024);
  /** 0 marks an empty slot: a key counted back to zero leaves the table. */
  private counts = new Int32Array(1024);
  /** The floor when each key came in: what it may have been counted before, and forgotten. */
  private deltas = new Int32Array(1024);
  private size = 0;
  /** How many times keys were forgotten: what any count may be short by. */
  private forgettings = 0;

  /** `forget` hears of each key forgotten to stay within `limit`. */
  constructor(
    private readonly limit = Number.POSITIVE_INFINITY,
    private readonly forget: (key: number) => void = () => {},
  ) {}

  get floor(): number {
    return this.forgettings;
  }

  get(key: number): number {
    return this.counts[this.slot(key)]!;
  }

  /** Adds `n` to the count of `key`; returns its new count. */
  add(key: number, n: number): number {
    const i = this.slot(key);
    // A key forgotten (see floor) and counted out again: it is no longer held, and stays so.
    if (this.counts[i] === 0 && n < 0 && this.forgettings > 0) return 0;
    const count = this.counts[i]! + n;
    if (this.counts[i] === 0) {
      this.keys[i] = key;
      this.deltas[i] = this.forgettings;
      this.size++;
    }
    this.counts[i] = count;
    if (count === 0) this.remove(i);
    else if (this.size > this.limit) this.forgetRarest();
    else if (this.size > this.keys.length * 0.75) this.grow();
    return count;
  }

  /** Raises `floor` and forgets the keys it now covers (see the class), until half the limit is left. */
  private forgetRarest(): void {
    while (this.size > this.limit / 2) {
      this.forgettings++;
      this.rebuild(this.keys.length, (count, delta) => count + delta > this.forgettings);
    }
  }

  /** The slot holding `key`, or the empty one where it would go (linear probing from its home). */
  private slot(key: number): number {
    const mask = this.keys.length - 1;
    let i = this.home(key);
    while (this.counts[i] !== 0 && this.keys[i] !== key) i = (i + 1) & mask;
    return i;
  }

  private home(key: number): number {
    return (key >>> 0) & (this.keys.length - 1);
  }

  /**
   * Empties slot `i`, moving back the keys after it that probing would no longer find (backward-shift
   * deletion: no tombstones, so a table of keys counted in and out stays as full as its keys).
   */
  private remove(i: number): void {
    const mask = this.keys.length - 1;
    this.size--;
    for (let j = (i + 1) & mask; this.counts[j] !== 0; j = (j + 1) & mask) {
      const home = this.home(this.keys[j]!);
      // The key at j may move to i unless its home lies cyclically after i, up to j.
      const staysAfter = i < j ? home > i && home <= j : home > i || home <= j;
      if (staysAfter) continue;
      this.keys[i] = this.keys[j]!;
      this.counts[i] = this.counts[j]!;
      this.deltas[i] = this.deltas[j]!;
      i = j;
    }
    this.counts[i] = 0;
  }

  private grow(): void {
    this.rebuild(this.keys.length * 2, () => true);
  }

  /** A table of `slots` slots holding the keys of this one that `keep` keeps (by count and delta); the others are forgotten. */
  private rebuild(slots: number, keep: (count: number, delta: number) => boolean): void {
    const { keys, counts, deltas } = this;
    this.keys = new Float64Array(slots);
    this.counts = new Int32Array(slots);
    this.deltas = new Int32Array(slots);
    this.size = 0;
    for (let i = 0; i < keys.length; i++) {
      if (counts[i] === 0) continue;
      if (!keep(counts[i]!, deltas[i]!)) {
        this.forget(keys[i]!);
        continue;
      }
      const j = this.slot(keys[i]!);
      this.keys[j] = keys[i]!;
      this.counts[j] = counts[i]!;
      this.deltas[j] = deltas[i]!;
      this.size++;
    }
  }
}
