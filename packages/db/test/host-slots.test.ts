import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookHostSlot, createDb } from "../src/index.js";
import { startTestDatabase } from "./test-database.js";

let t: Awaited<ReturnType<typeof startTestDatabase>>;
beforeAll(async () => {
  t = await startTestDatabase();
});
afterAll(() => t.stop());

describe("host request slots", () => {
  it("give two workers booking at once different slots, one interval apart", async () => {
    const other = createDb(t.url, 4); // a second worker's own connections
    try {
      const started = performance.now();
      const waits = await Promise.all(Array.from({ length: 16 }, (_, i) => bookHostSlot(i % 2 ? other : t.db, "funder.example", 100)));
      // A wait is counted from its own booking: bookings made up to `spread` ms apart shift it by as much.
      const spread = performance.now() - started;
      waits.sort((a, b) => a - b);
      expect(waits[0]).toBeLessThan(spread + 10);
      for (let i = 1; i < waits.length; i++) expect(waits[i]! - waits[i - 1]!).toBeGreaterThan(100 - spread - 10);
      expect(waits.at(-1)).toBeGreaterThan(1500 - spread - 10);
      // Another host has its own queue.
      expect(await bookHostSlot(other, "other.example", 100)).toBeLessThan(50);
    } finally {
      await other.destroy();
    }
  });
});
