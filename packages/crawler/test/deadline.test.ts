import { describe, expect, it } from "vitest";
import { Deadline } from "../src/net/deadline.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const blockFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe("request deadline", () => {
  it("does not run while the request waits for the rate limiter (not armed)", async () => {
    const d = new Deadline(50);
    await sleep(150);
    expect(d.signal.aborted).toBe(false);
    d.arm();
    await sleep(150);
    expect(d.expired).toBe(true);
    d.dispose();
  });

  it("gives the site its time back when this process was blocked, then still times out", async () => {
    const d = new Deadline(200);
    d.arm();
    blockFor(1500); // another job's CPU work holds the event loop
    await sleep(50);
    expect(d.signal.aborted).toBe(false);
    await sleep(400);
    expect(d.expired).toBe(true);
    d.dispose();
  });

  it("aborts at once when the crawl stops", () => {
    const stop = new AbortController();
    const d = new Deadline(10_000, stop.signal);
    stop.abort(new Error("stopped"));
    expect(d.signal.aborted).toBe(true);
    expect(d.expired).toBe(false);
    d.dispose();
  });
});
