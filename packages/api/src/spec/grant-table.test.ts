import { describe, expect, it } from "vitest";
import { grantTableRows } from "./grant-table.js";
import { readGrant } from "./opportunity-adapter.js";

const now = new Date("2026-11-23T12:00:00Z");
const items = [
  {
    title: "Arts Fund",
    status: { current: "open", due_date: "2027-03-01" },
    fundingAmountHigh: 5000,
    funder: "Harbour Trust",
    evidence: { status: "Applications are open." },
    url: "https://h.org/arts",
  },
  {
    title: "Youth Grant",
    status: { current: "closed", due_date: "2024-01-15" },
    fundingAmountHigh: 20000,
    funder: "Harbour Trust",
    url: "https://h.org/youth",
  },
  { title: "Capacity Fund", status: { current: "unknown" }, summary: "Organisational capacity for charities", url: "https://h.org/capacity" },
].map((raw) => ({ raw, view: readGrant(raw) }));
const titles = (rows: Array<{ item: { view: { title: string } } }>) => rows.map((r) => r.item.view.title);

describe("the opportunities table", () => {
  it("sorts by a column, empty values last", () => {
    expect(titles(grantTableRows(items, { search: "", status: "all", sort: "amount", descending: true }, now))).toEqual([
      "Youth Grant",
      "Arts Fund",
      "Capacity Fund",
    ]);
    expect(titles(grantTableRows(items, { search: "", status: "all", sort: "dueDate", descending: false }, now))).toEqual([
      "Youth Grant",
      "Arts Fund",
      "Capacity Fund",
    ]);
    expect(titles(grantTableRows(items, { search: "", status: "all", sort: "status", descending: false }, now))).toEqual([
      "Arts Fund",
      "Capacity Fund",
      "Youth Grant",
    ]);
  });
  it("filters by status section and searches every word across title, funder and summary", () => {
    expect(titles(grantTableRows(items, { search: "", status: "closed", sort: "title", descending: false }, now))).toEqual(["Youth Grant"]);
    expect(titles(grantTableRows(items, { search: "charities capacity", status: "all", sort: "title", descending: false }, now))).toEqual(["Capacity Fund"]);
    expect(titles(grantTableRows(items, { search: "harbour", status: "all", sort: "title", descending: false }, now))).toEqual(["Arts Fund", "Youth Grant"]);
  });
  it("gives the status reason the page stated", () => {
    expect(grantTableRows(items, { search: "arts", status: "all", sort: "title", descending: false }, now)[0]?.reason).toBe("Applications are open.");
  });
});
