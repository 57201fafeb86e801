import { describe, expect, it } from "vitest";
import { DigestCounts } from "./digest-counts.js";

describe("DigestCounts", () => {
  it("counts as a Map would through growth and keys counted back to zero, where many keys share a slot", () => {
    const table = new DigestCounts();
    const map = new Map<number, number>();
    let seed = 1;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    // Keys of every size up to 2^53, and keys whose low bits (the slot) fall in the table's last few slots, so probing wraps around.
    const keys = Array.from({ length: 3000 }, (_, i) =>
      i % 3 === 0 ? Math.floor(random() * 2 ** 53) : Math.floor(random() * 2 ** 21) * 2 ** 32 + 2 ** 32 - 1 - (i % 61),
    );
    const answers: number[] = [];
    const expected: number[] = [];
    for (let step = 0; step < 100_000; step++) {
      const key = keys[Math.floor(random() * keys.length)]!;
      const n = (map.get(key) ?? 0) > 0 && random() < 0.45 ? -1 : 1;
      const count = (map.get(key) ?? 0) + n;
      if (count) map.set(key, count);
      else map.delete(key);
      answers.push(table.add(key, n));
      expected.push(count);
    }
    expect(answers).toEqual(expected);
    expect(keys.map((k) => table.get(k))).toEqual(keys.map((k) => map.get(k) ?? 0));
    expect(map.size).toBeGreaterThan(1000);
  });
});

describe("DigestCounts with a limit", () => {
  it("holds no more keys than its limit and still counts the frequent keys exactly", () => {
    const forgotten = new Set<number>();
    const table = new DigestCounts(1000, (key) => forgotten.add(key));
    // Ten keys on every "page", then each page's 50 keys of its own: 10,000 distinct keys in all.
    for (let page = 0; page < 200; page++) {
      for (let k = 0; k < 10; k++) table.add(k, 1);
      for (let k = 0; k < 50; k++) table.add(1000 + page * 50 + k, 1);
    }
    expect(Array.from({ length: 10 }, (_, k) => table.get(k))).toEqual(Array(10).fill(200));
    expect(table.floor).toBeLessThan(40);
    expect(forgotten.size).toBeGreaterThan(9000);
    const held = Array.from({ length: 10_000 }, (_, i) => 1000 + i).filter((k) => table.get(k) > 0);
    expect(held.length).toBeLessThanOrEqual(1000);
    // A forgotten key counted out again stays forgotten, never below zero.
    const gone = [...forgotten][0]!;
    expect(table.add(gone, -1)).toBe(0);
    expect(table.get(gone)).toBe(0);
  });
});
