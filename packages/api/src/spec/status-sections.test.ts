import { describe, expect, it } from "vitest";
import { classifyGrant, filterByTypes, grantTypeKey, groupByStatus, statusBadgeColor, typeChips } from "./status-sections.js";

const now = new Date(2026, 5, 15, 12, 0, 0); // 15 June 2026, noon local

describe("classifyGrant", () => {
  it("status open is Open whatever the date", () => {
    expect(classifyGrant({ status: "open", dueDate: "2020-01-01" }, now)).toBe("open");
  });
  it("a future due date is Open unless closed", () => {
    expect(classifyGrant({ status: "unknown", dueDate: "2026-06-16" }, now)).toBe("open");
    expect(classifyGrant({ status: "upcoming", dueDate: "2027-01-01" }, now)).toBe("open");
    expect(classifyGrant({ status: "closed", dueDate: "2027-01-01" }, now)).toBe("closed");
  });
  it("a due date now or past is Closed", () => {
    expect(classifyGrant({ status: "unknown", dueDate: "2026-06-15" }, now)).toBe("closed");
    expect(classifyGrant({ status: "unknown", dueDate: "2026-06-14" }, now)).toBe("closed");
    expect(classifyGrant({ status: "unknown", dueDate: now.toISOString() }, now)).toBe("closed");
  });
  it("no or unparseable due date is Unknown", () => {
    expect(classifyGrant({ status: "unknown", dueDate: null }, now)).toBe("unknown");
    expect(classifyGrant({ status: "forecasted", dueDate: "rolling" }, now)).toBe("unknown");
  });
  it("is case-insensitive", () => {
    expect(classifyGrant({ status: "CLOSED", dueDate: null }, now)).toBe("closed");
  });
  it("groups a list", () => {
    const g = groupByStatus(
      [
        { status: "open", dueDate: null },
        { status: "x", dueDate: null },
        { status: "closed", dueDate: null },
      ],
      (x) => x,
      now,
    );
    expect([g.open.length, g.unknown.length, g.closed.length]).toEqual([1, 1, 1]);
  });
});

describe("type chips", () => {
  const a = { type: "grant", fundingVehicles: [] };
  const b = { type: null, fundingVehicles: ["loan"] };
  const c = { type: "  ", fundingVehicles: [] };
  it("falls back to funding vehicle, then unspecified", () => {
    expect([grantTypeKey(a), grantTypeKey(b), grantTypeKey(c)]).toEqual(["grant", "loan", "unspecified"]);
  });
  it("counts and filters; an empty selection shows all", () => {
    expect(typeChips([a, a, b])).toEqual([
      { key: "grant", count: 2 },
      { key: "loan", count: 1 },
    ]);
    expect(filterByTypes([a, b, c], ["loan"])).toEqual([b]);
    expect(filterByTypes([a, b, c], [])).toHaveLength(3);
  });
});

describe("statusBadgeColor", () => {
  it.each([
    ["open", "green"],
    ["Active", "green"],
    ["upcoming", "blue"],
    ["closed", "red"],
    ["completed", "red"],
    ["draft", "gray"],
    ["postponed", "yellow"],
    ["forecasted", "indigo"],
    ["weird", "gray"],
    [null, "gray"],
  ])("%s → %s", (status, color) => expect(statusBadgeColor(status)).toBe(color));
});
