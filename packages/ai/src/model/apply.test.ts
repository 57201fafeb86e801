import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import { pageFeatures } from "../features/page-features.js";
import { buildSiteContext } from "../features/site-context.js";
import { prepareSite } from "../pipeline/prepare-site.js";
import type { PageInput } from "../record.js";
import { opportunityProbabilities, predictStatus } from "./apply.js";
import { requireCommittedModels } from "./models.js";
import { pairContext, relatedCandidates } from "./related-vector.js";

const today = new Date("2026-11-23T12:00:00Z");
const page = (text: string): PageInput =>
  pageInput({
    url: "https://f.example/grants/fund",
    title: "Community Fund",
    text,
  });
/** A page of the example site at `path`. */
const at = (path: string, title: string, text: string, links: PageInput["links"] = []): PageInput => ({
  ...page(text),
  url: `https://f.example${path}`,
  title,
  links,
});
const status = (text: string) => {
  const p = page(text);
  return predictStatus(pageFeatures(p, buildSiteContext([p], today)), today, requireCommittedModels());
};

describe("status by labelling.md's explicit wording", () => {
  it("a page that says it is closed is closed, whatever its dates", () => {
    expect(status("Community Fund 2015 (closed)\nNOTE: The open call for submissions is now closed.\nThe deadline was 20 November 2027.")).toEqual({
      status: "closed",
      basis: "explicit",
    });
  });
  it("a call that takes applications until its funding is committed is closed once its deadline has passed", () => {
    const call = (year: number) =>
      `Travel Funding Call ${year}\nApplications for travel funding are now open - we will start awarding funding from June 1 until all funding is committed. We will consider applications submitted before June 30, ${year}.`;
    expect(status(call(2026))).toEqual({ status: "closed", basis: "date" });
    expect(status(call(2027)).status).toBe("open");
    expect(status("Community Fund\nApplications are accepted at any time. Deadline for the spring review: June 30, 2026.").status).toBe("open");
  });
  it("rolling or ongoing applications are open", () => {
    expect(status("Community Fund\nApplications are considered on a rolling basis and awarded at the discretion of the committee.")).toEqual({
      status: "open",
      basis: "explicit",
    });
  });
});

describe("a programme's own sub-pages", () => {
  it("are not opportunities when they sit under a page named for the programme, even one the rules do not take for a programme", async () => {
    const pages = [
      at("/", "Home", "Welcome."),
      at("/what/fellowships", "The Knight Fellowships", "Fellows spend ten months in a newsroom."),
      at("/what/fellowships/apply", "Apply", "How to apply for the fellowship. Deadline: March 1, 2027. Fellows receive a stipend of $60,000."),
    ];
    const prepared = await prepareSite(pages, today);
    const models = requireCommittedModels();
    const p = opportunityProbabilities(prepared, models);
    expect(p.get("https://f.example/what/fellowships/apply")).toBeLessThan(models.page.threshold);
    // Ranked among the Possible programmes, it stays at or below the least a page needs to be listed with the filter off.
    expect(p.get("https://f.example/what/fellowships/apply")).toBeLessThanOrEqual(models.page.threshold / 4);
  });
  it("include the pages that give a programme's details or information (labelling.md: its sub-pages)", async () => {
    const pages = [
      at("/", "Home", "Welcome."),
      at("/funding/seed-grants", "Seed Grants", "Seed grants of up to $5,000 support new projects. Apply by March 1, 2027."),
      ...["Grant Cycle Information", "Seed Grants: Program Details"].map((title, i) =>
        at(
          `/funding/seed-grants/part-${i}`,
          title,
          `Cycle ${i + 1} funds up to ten projects with grants of up to $5,000. Applications are due March 1, 2027; apply online.`,
        ),
      ),
    ];
    const models = requireCommittedModels();
    const p = opportunityProbabilities(await prepareSite(pages, today), models);
    for (const part of ["part-0", "part-1"]) expect(p.get(`https://f.example/funding/seed-grants/${part}`)).toBeLessThan(models.page.threshold);
  });
  it("include the tabs that carry the programme's own title: the programme is listed, as likely as its likeliest tab", async () => {
    const criteria = "Grants of up to $10,000 for community projects. Applications are due March 1, 2027; apply online. Eligible: charities.";
    const pages = [
      at("/", "Home", "Welcome."),
      at("/participation/funding", "Charter Fund", "The fund supports digital inclusion."),
      at("/participation/funding/key-criteria", "Charter Fund", criteria),
      at("/participation/funding/context", "Charter Fund", criteria),
    ];
    const models = requireCommittedModels();
    const p = opportunityProbabilities(await prepareSite(pages, today), models);
    const tab = p.get("https://f.example/participation/funding/key-criteria")!;
    expect(tab).toBeLessThan(models.page.threshold);
    expect(p.get("https://f.example/participation/funding")).toBeGreaterThanOrEqual(models.page.threshold);
  });
  it("include an FAQ wherever it sits: the funder's FAQ for all its grants is no programme either", async () => {
    const faq =
      "Who can apply for a grant? Nonprofits in the county. When are grant applications due? Grant requests of up to $5,000 are due May 1, 2027; apply online.";
    const pages = [
      at("/", "Home", "Welcome."),
      at("/request-funding", "Request Funding", "Grants of up to $5,000. Apply online by May 1, 2027."),
      at("/grant-faqs", "Grant FAQs", faq),
    ];
    const models = requireCommittedModels();
    const p = opportunityProbabilities(await prepareSite(pages, today), models);
    expect(p.get("https://f.example/grant-faqs")).toBeLessThan(models.page.threshold);
  });
  it("include a list of past grants or of recipients: awards made are no programme (labelling.md)", async () => {
    const past = "Grants of up to $5,000 were made to these projects in 2025. Apply online by May 1, 2027 for the next round.";
    const pages = [
      at("/", "Home", "Welcome."),
      at("/grants/community-fund", "Community Fund", "Grants of up to $5,000. Apply online by May 1, 2027."),
      at("/grants/pastgrants", "Past Grants", past),
      at("/scholarships/recipients", "Scholarship Recipients", past.replace("projects", "students")),
    ];
    const models = requireCommittedModels();
    const p = opportunityProbabilities(await prepareSite(pages, today), models);
    for (const path of ["/grants/pastgrants", "/scholarships/recipients"]) expect(p.get(`https://f.example${path}`)).toBeLessThan(models.page.threshold);
  });

  it("include a form under a page the model lists, though nothing names that page a programme", async () => {
    const call = "Applications for the March 2027 intake are open until 1 February 2027. Fellows receive up to $50,000 a year; apply online.";
    const pages = [
      at("/", "Home", "Welcome.", [{ url: "https://f.example/apply/", text: "Apply" }]),
      at("/apply/", "Applications", call, [{ url: "https://f.example/apply/form", text: "Application form" }]),
      at("/apply/form", "Apply Now!", "Fill in the form to apply for the March 2027 intake by 1 February 2027. Requests of up to $50,000 a year."),
    ];
    const models = requireCommittedModels();
    const p = opportunityProbabilities(await prepareSite(pages, today), models);
    expect(p.get("https://f.example/apply")).toBeGreaterThanOrEqual(models.page.threshold);
    expect(p.get("https://f.example/apply/form")).toBeLessThan(models.page.threshold);
  });

  it("include a policy, but not a programme named for policy work", async () => {
    const text = "Travel bursaries of up to £500 cover the costs of attending our events. Apply by email before May 1, 2027.";
    const pages = [
      at("/", "Home", "Welcome."),
      at("/expenses-policy", "Travel Bursary Policy", text),
      at("/policy-fellowship", "Science Policy Fellowship", `Fellows spend a year in government. ${text}`),
    ];
    const models = requireCommittedModels();
    const p = opportunityProbabilities(await prepareSite(pages, today), models);
    expect(p.get("https://f.example/expenses-policy")).toBeLessThan(models.page.threshold);
    expect(p.get("https://f.example/policy-fellowship")).toBeGreaterThanOrEqual(models.page.threshold);
  });
});

describe("what the user marked", () => {
  it("is listed, or not, whatever the model says", async () => {
    const pages = [
      at("/", "Home", "Welcome."),
      at("/people", "Our team", "Who we are."),
      at("/grants", "Community Grants", "Apply by March 1, 2027 for up to $5,000."),
    ];
    const prepared = await prepareSite(pages, today);
    const marks = new Map([
      ["https://f.example/people", true],
      ["https://f.example/grants", false],
    ]);
    const p = opportunityProbabilities(prepared, requireCommittedModels(), marks);
    expect(p.get("https://f.example/people")).toBe(1);
    expect(p.get("https://f.example/grants")).toBe(0);
  });
  it("moves the pages like a marked one with it, and no others", async () => {
    const programme = (slug: string) => at(`/program/${slug}`, slug, `${slug} supports neighbourhood projects in the city.`);
    const pages = [at("/", "Home", "Welcome."), ...["hive", "spring", "belonging"].map(programme), at("/people", "Our team", "Who we are.")];
    const prepared = await prepareSite(pages, today);
    const models = requireCommittedModels();
    const before = opportunityProbabilities(prepared, models);
    const after = opportunityProbabilities(prepared, models, new Map([["https://f.example/program/hive", true]]));
    for (const sibling of ["https://f.example/program/spring", "https://f.example/program/belonging"])
      expect(after.get(sibling)).toBeCloseTo(Math.min(1, 2 * before.get(sibling)!), 6);
    expect(after.get("https://f.example/people")).toBe(before.get("https://f.example/people"));
    const dismissed = opportunityProbabilities(prepared, models, new Map([["https://f.example/program/hive", false]]));
    expect(dismissed.get("https://f.example/program/spring")).toBeCloseTo(before.get("https://f.example/program/spring")! / 2, 6);
  });
});

describe("a programme's own page", () => {
  it("is more likely a programme when the site's calls link to it than when other pages do", async () => {
    const programme = at("/open-source", "Open Source", "We fund developers who maintain open source libraries the community relies on.");
    const link = [{ url: programme.url, text: "our open source funding" }];
    const months = ["March", "June", "September"];
    const site = (callsLink: boolean) => [
      at("/", "Home", "Welcome."),
      programme,
      ...months.map((month) =>
        at(
          `/calls/${month}`,
          `Call for Proposals: ${month} 2027`,
          `Grants of $9,000 for maintainers. Apply by ${month} 1, 2027 through the application form.`,
          callsLink ? link : [],
        ),
      ),
      ...months.map((month) => at(`/team/${month}`, `Team meeting, ${month}`, "Notes of the team's meeting.", callsLink ? [] : link)),
    ];
    const p = async (callsLink: boolean) => opportunityProbabilities(await prepareSite(site(callsLink), today), requireCommittedModels()).get(programme.url)!;
    expect(await p(true)).toBeGreaterThan(await p(false));
  });
  it("is more likely a programme when the home page links to it than when another page does", async () => {
    const programme = at("/open-source", "Open Source", "We fund developers who maintain open source libraries the community relies on.");
    const link = [{ url: programme.url, text: "Open source funding" }];
    const site = (fromHome: boolean) => [
      { ...at("/", "Home", "Welcome to the foundation.", fromHome ? link : []), depth: 0 },
      programme,
      at("/about", "About", "Who we are.", fromHome ? [] : link),
    ];
    const p = async (fromHome: boolean) => opportunityProbabilities(await prepareSite(site(fromHome), today), requireCommittedModels()).get(programme.url)!;
    expect(await p(true)).toBeGreaterThan(await p(false));
  });
});

describe("related documents", () => {
  it("a series of past cycles' pages under a programme is an archive, not its documents", async () => {
    const years = [2019, 2020, 2021, 2022, 2023];
    const pages = [
      at("/programs/special", "Special Project Grants", "Grants of up to $5,000 for projects. Deadline: May 15, 2027."),
      at("/programs/special/faq", "Special Project Grants FAQ", "Questions about applying for a special project grant."),
      ...years.map((y) => at(`/programs/special/${y}`, `Special Projects ${y}`, `Projects funded in ${y}. Award: $5,000.`)),
    ];
    const prepared = await prepareSite(pages, today);
    const programme = "https://f.example/programs/special";
    const ctx = pairContext(prepared, new Set([programme]));
    // Not even a candidate: a model trained without such a site could take them for its documents.
    const candidates = relatedCandidates(ctx.byKey.get(programme)!, ctx).map((c) => c.key);
    expect(candidates).toEqual(["https://f.example/programs/special/faq"]);
  });
});

describe("a found programme's siblings", () => {
  // The rule, not the committed weights: each test sets a threshold between the found page and its weaker siblings.
  const withThreshold = (threshold: number) => {
    const committed = requireCommittedModels();
    return { ...committed, page: { ...committed.page, threshold } };
  };
  const of = (p: Map<string, number>, path: string) => p.get(`https://f.example${path}`)!;
  /** The probabilities without a threshold in reach (raw), a threshold halfway between the found page and its strongest weaker sibling, and the probabilities at it (p). */
  const between = async (pages: PageInput[], found: string, weaker: string[]) => {
    const prepared = await prepareSite(pages, today);
    const raw = opportunityProbabilities(prepared, withThreshold(2));
    const threshold = (of(raw, found) + Math.max(...weaker.map((path) => of(raw, path)))) / 2;
    return { raw, threshold, p: opportunityProbabilities(prepared, withThreshold(threshold)) };
  };

  it("are programmes when their titles name the same kind, and not when they are posts or name another kind", async () => {
    const pages = [
      at("/", "Home", "Welcome to the society."),
      at(
        "/awards/alpha",
        "Alpha Award",
        "The Alpha Award recognises a researcher. Nominations are due January 15, 2027. The award carries a prize of $2,000. Submit a nomination through the form.",
      ),
      at(
        "/awards/beta",
        "Beta Award",
        "The Beta Award recognises outstanding service to the community. Nominations are reviewed by the awards committee each year.",
      ),
      at(
        "/awards/gamma",
        "Gamma Lecture",
        "The Gamma Lecture recognises outstanding service to the community. Nominations are reviewed by the awards committee each year.",
      ),
      at(
        "/awards/2024-05-01-delta",
        "Delta Award",
        "The Delta Award recognises outstanding service to the community. Nominations are reviewed by the awards committee each year.",
      ),
      at("/about", "About", "Who we are."),
    ];
    const { raw, threshold, p } = await between(pages, "/awards/alpha", ["/awards/beta", "/awards/2024-05-01-delta"]);
    expect(of(raw, "/awards/beta")).toBeGreaterThanOrEqual(threshold / 4);
    const listed = (path: string) => of(p, path) >= threshold;
    expect(listed("/awards/alpha")).toBe(true);
    expect(listed("/awards/beta")).toBe(true);
    expect(listed("/awards/gamma")).toBe(false);
    expect(listed("/awards/2024-05-01-delta")).toBe(false);
    // With the found award in another folder, the same page is not.
    const apart = pages.map((page) => (page === pages[1] ? { ...page, url: "https://f.example/prizes/alpha" } : page));
    const alone = opportunityProbabilities(await prepareSite(apart, today), withThreshold(threshold));
    expect(of(alone, "/awards/beta")).toBeLessThan(threshold);
  });

  it("are editions of one call when their titles are a found page's but for its numbers", async () => {
    const call = (year: number, text: string) => at(`/calls/travel/${year}`, `${year} Regional Travel CFP`, text);
    const pages = [
      at("/", "Home", "Welcome to the association."),
      call(2026, "Applications for travel support are due March 1, 2026. Awards of up to $1,500 cover travel. Submit your application through the form."),
      call(2019, "The committee invites applications for travel support to the 2019 regional meeting. Awards cover travel."),
      at(
        "/calls/travel/report",
        "Regional Travel Report",
        "The committee invites applications for travel support to the regional meetings. Awards cover travel.",
      ),
      at("/about", "About", "Who we are."),
    ];
    const { raw, threshold, p } = await between(pages, "/calls/travel/2026", ["/calls/travel/2019", "/calls/travel/report"]);
    expect(of(raw, "/calls/travel/2019")).toBeGreaterThanOrEqual(threshold / 4);
    expect(of(p, "/calls/travel/2026")).toBeGreaterThanOrEqual(threshold);
    expect(of(p, "/calls/travel/2019")).toBeGreaterThanOrEqual(threshold);
    expect(of(p, "/calls/travel/report")).toBeLessThan(threshold);
  });
});
