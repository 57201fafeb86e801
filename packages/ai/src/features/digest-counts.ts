/**
 * How many of something a site holds, keyed by a 53-bit digest: an open-addressing table of typed
 * arrays, 12 bytes a slot. A Map held each digest as a heap number beside its own entry, about 50
 * bytes a key: 42 MB for the 813,000 distinct lines of bench:job's 2,000 generated pages. A key
 * whose count is back at zero is forgotten.
 */
export class DigestCounts {
  private keys = new Float64Array(1024);
  /** 0 marks an empty slot: a key counted back to zero leaves the table. */
  private counts = new Int32Array(1024);
  private size = 0;

  get(key: number): number {
    return this.counts[this.slot(key)]!;
  }

  /** Adds `n` to the count of `key`; returns its new count. */
  add(key: number, n: number): number {
    const i = this.slot(key);
    const count = this.counts[i]! + n;
    if (this.counts[i] === 0) {
      this.keys[i] = key;
      this.size++;
    }
    this.counts[i] = count;
    if (count === 0) this.remove(i);
    else if (this.size > this.keys.length * 0.75) this.grow();
    return count;
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
      i = j;
    }
    this.counts[i] = 0;
  }

  private grow(): void {
    const { keys, counts } = this;
    this.keys = new Float64Array(keys.length * 2);
    this.counts = new Int32Array(keys.length * 2);
    for (let i = 0; i < keys.length; i++)
      if (counts[i] !== 0) {
        const j = this.slot(keys[i]!);
        this.keys[j] = keys[i]!;
        this.counts[j] = counts[i]!;
      }
  }
}
