import { describe, expect, it } from "vitest";
import { findDueDate } from "./due-date.js";
import { findUpdatedDate } from "./posted-date.js";
import { pageYear } from "./year-context.js";

const today = new Date("2026-11-23T00:00:00Z");
const due = (sentence: string, year: number | null) => findDueDate({ sentences: [sentence], fields: [], today, dayFirst: false, pageYear: year }).dueDate;

describe("dates without a year take the page's year", () => {
  it("reads the date a page says it was generated or last updated", () => {
    const today = new Date("2026-11-29T12:00:00Z");
    expect(findUpdatedDate(["Page generated Sat, 28 Nov 2026 11:46:42 +0000"], today, false)).toBe("2026-11-28");
    expect(findUpdatedDate(["Last updated: March 3, 2024"], today, false)).toBe("2024-03-03");
    expect(findUpdatedDate(["The deadline was updated to March 3, 2024."], today, false)).toBeNull();
  });
  it("finds the year in the title, a dated permalink, the posted date, then the cycle the text names", () => {
    expect(pageYear({ title: "Travel grants 2019", path: "/travel/", postedDate: null, text: "" })).toBe(2019);
    expect(pageYear({ title: "Deadline extended", path: "/news/2021/03/deadline-extended/", postedDate: null, text: "" })).toBe(2021);
    expect(pageYear({ title: "Call", path: "/announce/2024-06-17-plmw-call/", postedDate: null, text: "Held in 2026." })).toBe(2024);
    expect(pageYear({ title: "Call", path: "/call/", postedDate: "2018-05-02", text: "" })).toBe(2018);
    // A page generated or last updated in a year speaks of that year, before the latest year a winners list names.
    expect(pageYear({ title: "Award", path: "/award", postedDate: null, updatedDate: "2026-11-28", text: "Winners: 2025, 2024." })).toBe(2026);
    expect(pageYear({ title: "Award", path: "/award", postedDate: null, updatedDate: null, text: "Winners: 2025, 2024." })).toBe(2025);
    expect(
      pageYear({ title: "Call", path: "/call/", postedDate: null, text: "The 2023 round. Results of the 2023 round will follow; the 2022 round is archived." }),
    ).toBe(2023);
    expect(pageYear({ title: "Apply", path: "/apply/", postedDate: null, text: "Apply any time." })).toBeNull();
  });

  it("a page listing its cycles year by year speaks of the last one; a heading naming the cycle's year says it outright", () => {
    const fellows = "Application Period: January 15 - March 15. 2018 Fellows: A, B. 2019 Fellows: C. 2018 Fellows' projects. 2026 Fellows: D.";
    expect(pageYear({ title: "Graduate Fellowship", path: "/fellowships/graduate/", postedDate: null, text: fellows })).toBe(2026);
    const timeline = "2026 Program Timeline\nQ4: Nov 15 submission deadline\nLate grants wait until the 2027 program is announced.";
    const headings = ["The Grant Program", "2026 Program Timeline", "Funded in 2025"];
    expect(pageYear({ title: "The Grant Program", path: "/programs/grants/", postedDate: null, text: timeline, headings })).toBe(2026);
  });

  it("an old post's 'deadline extended to March 3' stays in its year, not next year", () => {
    expect(due("The deadline has been extended to March 3.", 2021)).toBe("2021-03-03");
    expect(due("Applications are due December 20.", 2021)).toBe("2021-12-20");
  });

  it("an undated page's bare date has no year to take, so it is no due date (labelling.md: never from today)", () => {
    expect(due("Applications are due March 3.", null)).toBeNull();
  });
});
