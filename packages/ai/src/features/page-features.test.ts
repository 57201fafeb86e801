import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import { pageFeatures } from "./page-features.js";

const context = { today: new Date("2026-11-23"), dayFirst: false, funder: null, sharedNames: [] };
const headline = "Seed Grants: Applications Open through March 12, 2024";
const page = pageInput({
  url: "https://dh.example/funding/seed-grants",
  title: "Seed Grants",
  text: `Seed Grants\nGrants may range in size between $5,000 and $20,000.\nSeed Grant News\n${headline}`,
  html: `<html><body><main><h1>Seed Grants</h1><p>Grants may range in size between $5,000 and $20,000.</p>
    <h2>Seed Grant News</h2><p><a href="/news/2023-12-notice">${headline}</a></p></main></body></html>`,
});

describe("a page's own words", () => {
  it("are not the headline of a post it links to: that post's deadline is not the programme's", () => {
    const f = pageFeatures(page, context);
    expect(f.dueDate.dueDate).toBeNull();
    expect(f.statusSentences).not.toContain(headline);
    expect(f.amounts).toMatchObject({ low: 5000, high: 20000 });
  });
});

describe("a page's status sentences", () => {
  it("hold every wording the status rules read as closed or rolling, whatever its verb", () => {
    const scholarships = pageInput({
      url: "https://cpp.example/conferences/scholarships",
      title: "Diversity Scholarships",
      text: "Diversity Scholarships\nCurrent Scholarship Campaigns\nNo campaigns are currently in progress.\nWe review proposals continuously.",
    });
    const f = pageFeatures(scholarships, context);
    expect(f.closedSentence).toBe("No campaigns are currently in progress.");
    expect(f.statusSentences).toContain("We review proposals continuously.");
  });

  it("give the page model its closed signal only from sentences whose words speak of applications", () => {
    const read = (text: string) => pageFeatures(pageInput({ url: "https://cpp.example/scholarships", title: "Scholarships", text }), context);
    expect(read("Scholarships\nNo campaigns are currently in progress.").closedWords).toBe(false);
    expect(read("Scholarships\nApplications are now closed.").closedWords).toBe(true);
  });
});
