import { describe, expect, it } from "vitest";
import { parseRecent, RECENT_MAX, type RecentOpportunity, withRecent } from "./recent-opportunities";

const entry = (n: number, status = "open"): RecentOpportunity => ({
  url: `https://funder.example/grants/${n}`,
  title: `Grant ${n}`,
  status,
  openedAt: `2026-11-${String(n).padStart(2, "0")}T10:00:00Z`,
});

describe("recent opportunities on Process Opportunity", () => {
  it("keeps the newest first, once per URL, at most five", () => {
    let list: RecentOpportunity[] = [];
    for (let n = 1; n <= 7; n++) list = withRecent(list, entry(n));
    expect(list.map((r) => r.title)).toEqual(["Grant 7", "Grant 6", "Grant 5", "Grant 4", "Grant 3"]);
    expect(list).toHaveLength(RECENT_MAX);
    // Opened again (say after an analysis): it moves first with what the page shows now.
    list = withRecent(list, entry(4, "closed"));
    expect(list.map((r) => `${r.title} ${r.status}`)).toEqual(["Grant 4 closed", "Grant 7 open", "Grant 6 open", "Grant 5 open", "Grant 3 open"]);
  });
  it("reads back what it wrote and drops anything else", () => {
    const stored = JSON.stringify([entry(1), { url: "javascript:alert(1)", title: "x", status: "open", openedAt: "" }, { title: "no url" }, 42]);
    expect(parseRecent(stored)).toEqual([entry(1)]);
    expect(parseRecent("not json")).toEqual([]);
    expect(parseRecent('{"url":"https://a.example"}')).toEqual([]);
    expect(parseRecent(null)).toEqual([]);
  });
});
