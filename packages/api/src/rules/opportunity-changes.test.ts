import { describe, expect, it } from "vitest";
import { type OpportunitySnapshot, opportunityChanges } from "./opportunity-changes.js";

const snap = (url: string, title: string, values: Partial<OpportunitySnapshot["values"]> = {}): OpportunitySnapshot => ({
  url,
  title,
  values: { status: "open", dueDate: "2027-03-01", amount: "25000 USD", eligibility: "Nonprofits", ...values },
  evidence: { status: null, dueDate: `Deadline: ${values.dueDate ?? "2027-03-01"}`, amount: null, eligibility: null },
});

describe("changes between two crawls of one site", () => {
  const before = [
    snap("https://fund.example/grants/arts", "Arts Access Grant"),
    snap("https://fund.example/grants/youth", "Youth Opportunity Fund"),
    snap("https://fund.example/grants/food", "Food Security Grant"),
    snap("https://fund.example/grants/capacity", "Capacity Building Grants 2027"),
  ];
  const after = [
    // Same page, http→https and a trailing slash: the same opportunity; its deadline moved.
    snap("https://www.fund.example/grants/arts/", "Arts Access Grant", { dueDate: "2027-04-15" }),
    snap("https://fund.example/grants/youth", "Youth Opportunity Fund", { status: "closed" }),
    // Moved to a new URL under a similar title.
    snap("https://fund.example/programmes/capacity-building", "Capacity Building Grants", { amount: "50000 USD" }),
    snap("https://fund.example/grants/climate", "Climate Resilience Fund"),
  ];

  it("lists new, changed (with both evidence sentences), moved and vanished opportunities", () => {
    const changes = opportunityChanges(before, after);
    expect(changes.find((c) => c.kind === "new")).toMatchObject({ url: "https://fund.example/grants/climate", title: "Climate Resilience Fund" });
    expect(changes.find((c) => c.kind === "gone")).toMatchObject({ url: "https://fund.example/grants/food", before: { status: "open" } });
    const arts = changes.find((c) => c.title === "Arts Access Grant");
    expect(arts).toMatchObject({
      kind: "changed",
      previousUrl: null,
      changes: [{ field: "dueDate", before: "2027-03-01", after: "2027-04-15", beforeEvidence: "Deadline: 2027-03-01", afterEvidence: "Deadline: 2027-04-15" }],
    });
    expect(changes.find((c) => c.title === "Youth Opportunity Fund")).toMatchObject({ changes: [{ field: "status", before: "open", after: "closed" }] });
    expect(changes.find((c) => c.title === "Capacity Building Grants")).toMatchObject({
      kind: "changed",
      previousUrl: "https://fund.example/grants/capacity",
      changes: [{ field: "amount", before: "25000 USD", after: "50000 USD" }],
    });
    expect(changes).toHaveLength(5);
  });

  it("says nothing when nothing changed", () => {
    expect(opportunityChanges(before, before)).toEqual([]);
  });
});
