import { describe, expect, it } from "vitest";
import { readGrant } from "./opportunity-adapter.js";
import { statusBasis } from "./status-basis.js";

const url = "https://funder.example/grants/coast";

describe("the basis shown beside a status", () => {
  it("words on the page, quoting the statement that decided", () => {
    const g = readGrant({
      url,
      status: { current: "open", due_date: null },
      evidence: { status: { sentence: "We review grant proposals continuously.", url, basis: "words" } },
    });
    expect(statusBasis(g)).toEqual({ kind: "words", label: "Basis: words on the page", quote: "We review grant proposals continuously." });
  });

  it("the deadline against today, quoting the deadline's sentence", () => {
    const g = readGrant({
      url,
      status: { current: "closed", due_date: "2026-03-01" },
      evidence: { status: { sentence: "Apply by March 1, 2026.", url, basis: "date" }, due_date: { sentence: "Apply by March 1, 2026.", url } },
    });
    expect(statusBasis(g)).toEqual({ kind: "date", label: "Basis: deadline against today (due Mar 1, 2026)", quote: "Apply by March 1, 2026." });
  });

  it("nothing found for an unknown status, whatever sentence an older record kept", () => {
    const g = readGrant({ url, status: { current: "unknown" }, evidence: { status: { sentence: "Q: Are grants awarded on a rolling basis?", url } } });
    expect(statusBasis(g).kind).toBe("none");
    expect(statusBasis(g).label).toMatch(/^Basis: nothing found/);
    expect(statusBasis(g).quote).toBeNull();
  });

  it("a person's correction is the basis once made: the page's words are not shown as its reason", () => {
    const g = readGrant({
      url,
      status: { current: "closed" },
      manually_corrected: true,
      evidence: { status: { sentence: "Applications are now being accepted.", url, basis: "words" } },
    });
    expect(statusBasis(g)).toEqual({ kind: "correction", label: "Basis: your correction", quote: null });
  });

  it("reads records written before the basis was kept: the deadline's own sentence means the date decided", () => {
    const due = { sentence: "Deadline: 1 May 2027", url };
    expect(statusBasis(readGrant({ url, status: { current: "open", due_date: "2027-05-01" }, evidence: { status: due, due_date: due } })).kind).toBe("date");
    expect(
      statusBasis(
        readGrant({
          url,
          status: { current: "open", due_date: "2027-05-01" },
          evidence: { status: { sentence: "Applications are open.", url }, due_date: due },
        }),
      ).kind,
    ).toBe("words");
  });
});
