import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limiter.js";

/** When each of `n` concurrent requests is let go. */
async function departures(limiter: RateLimiter, n: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(Array.from({ length: n }, () => limiter.wait().then(() => times.push(performance.now()))));
  return times.sort((a, b) => a - b);
}
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

describe("the rate limiter", () => {
  it("lets no request go sooner than the interval after the one before, with no padding on the interval", async () => {
    const limiter = RateLimiter.forRate(40, "limiter-a.example");
    expect(limiter.interval).toBe(25);
    expect(Math.min(...gaps(await departures(limiter, 12)))).toBeGreaterThanOrEqual(25);
  });

  it("spaces requests even when a shared book lets them all go at once (another process booked the slots)", async () => {
    const limiter = new RateLimiter(25, "limiter-b.example", () => 0);
    expect(Math.min(...gaps(await departures(limiter, 8)))).toBeGreaterThanOrEqual(25);
  });

  it("lets the next request go, still spaced, when one waiting for the one before it is given up", async () => {
    const limiter = new RateLimiter(200, "limiter-c.example", () => 0);
    await limiter.wait();
    const first = performance.now();
    const stop = new AbortController();
    const givenUp = limiter.wait(stop.signal);
    stop.abort(new Error("stopped"));
    await expect(givenUp).rejects.toThrow("stopped");
    await limiter.wait();
    expect(performance.now() - first).toBeGreaterThanOrEqual(200);
  });
});
