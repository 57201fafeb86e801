import { describe, expect, it } from "vitest";
import { mergeLogEntries } from "./merge-log";

const entry = (id: number, message = `m${id}`) => ({ id, type: "info" as const, message, timestamp: "2025-06-01T12:00:00Z" });

describe("mergeLogEntries", () => {
  it("joins polled and live entries without duplicates, oldest first", () => {
    const merged = mergeLogEntries([entry(1), entry(2), entry(3)], [entry(3), entry(5), entry(4)]);
    expect(merged.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it("handles empty sides", () => {
    expect(mergeLogEntries([], [])).toEqual([]);
    expect(mergeLogEntries([], [entry(7)])).toEqual([entry(7)]);
  });
});
