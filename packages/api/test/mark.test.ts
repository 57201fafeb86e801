import { describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Riverbend Community Fund</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

const site = {
  "/": page("Welcome", "<p>We support local nonprofits.</p>", ["/grants", "/community-support", "/about"]),
  "/grants": page("Our Grant Programs", "<p>Explore our funding programs.</p>", ["/grants/youth-arts"]),
  "/grants/youth-arts": page(
    "Youth Arts Grant",
    "<p>The Youth Arts Grant funds after-school arts programs run by registered nonprofits.</p><dl><dt>Deadline</dt><dd>March 3, 2027</dd><dt>Award amount</dt><dd>Up to $25,000</dd></dl><h2>Eligibility</h2><p>Applicants must be 501(c)(3) nonprofit organizations.</p>",
  ),
  // A programme the page model may well miss: no "grant" wording, no deadline.
  "/community-support": page("Community Support", "<p>Neighbourhood groups can ask us for help with their projects. Write to us about yours.</p>"),
  "/about": page("About us", "<p>Riverbend Community Fund was founded in 1987.</p>", ["/support/neighbourhoods", "/support/walks", "/support/food"]),
  // A family of pages a person recognises as programmes once they have seen one of them.
  "/support/neighbourhoods": page("Neighbourhoods", "<p>Residents improving their street can ask us for help.</p>"),
  "/support/walks": page("Walks", "<p>Groups that lead walks along the river can ask us for help.</p>"),
  "/support/food": page("Food", "<p>Community kitchens can ask us for help.</p>"),
};

// Analysis threads on: the marks travel to the thread that analyses the crawl as it runs.
const t = withServedSite(site, { today: new Date("2026-11-22T12:00:00Z"), analysisThreads: true });

const crawl = async () => {
  const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 20 });
  await runCrawlJob(t.env.services, id);
  return id;
};
const grants = async (jobId: number) => (await t.caller().crawl.results({ jobId })).opportunities[0]?.details.detected_urls as Array<Record<string, any>>;
const log = async (jobId: number) => (await t.caller().crawl.status({ jobId })).logEntries.map((e) => e.message);

describe("This is an opportunity", () => {
  it("lists a possible programme at once, keeps it as a labelled example, and lists it again on the next crawl of the site", async () => {
    const first = await crawl();
    const listed = (await grants(first)).map((g) => g.url as string);
    const { pages } = await t.caller().crawl.possibleProgrammes({ jobId: first });
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.length).toBeLessThanOrEqual(10);
    expect(pages.map((p) => p.url).filter((u) => listed.includes(u))).toEqual([]);
    const relevance = pages.map((p) => p.relevance);
    expect(relevance).toEqual([...relevance].sort((a, b) => b - a));
    const support = `${t.fixture.origin}/community-support`;
    expect(listed).not.toContain(support);
    expect(pages.map((p) => p.url)).toContain(support);

    const answer = await t.caller().crawl.mark({ jobId: first, url: support, feedback: "They fund neighbourhood projects" });
    expect(answer).toMatchObject({ success: true, opportunity: true, message: "Marked as an opportunity" });
    const now = await grants(first);
    expect(now.find((g) => g.url === support)).toMatchObject({
      title: "Community Support",
      dismissed: false,
      correction_note: "They fund neighbourhood projects",
    });
    expect((await t.caller().crawl.jobs()).find((j) => j.id === first)?.opportunitiesCount).toBe(listed.length + 1);
    expect((await t.caller().crawl.possibleProgrammes({ jobId: first })).pages.map((p) => p.url)).not.toContain(support);
    const { corrections } = await t.caller().crawl.corrections({ site: t.fixture.origin });
    expect(corrections[0]).toMatchObject({ url: support, label: "opportunity", jobId: first, feedback: "They fund neighbourhood projects" });

    const second = await crawl();
    expect((await grants(second)).find((g) => g.url === support)).toMatchObject({ dismissed: false, relevance_score: 1 });
    // The analyser itself ranked the page with the mark (not only the list afterwards).
    const stored = await t.env.services.db
      .selectFrom("crawl_pages")
      .select("relevance")
      .where("job_id", "=", second)
      .where("url", "=", support)
      .executeTakeFirst();
    expect(stored?.relevance).toBe(1);
    expect(await log(second)).toContain(`Ranked this site's pages with your marks on 1 of them (1 "This is an opportunity", 0 "Not an opportunity")`);

    // Taken off again: dismissed in this job, and left out of the next crawl's list (kept as a dismissed item).
    const off = await t.caller().crawl.mark({ jobId: second, url: support, opportunity: false });
    expect(off).toMatchObject({ success: true, opportunity: false });
    expect((await grants(second)).find((g) => g.url === support)).toMatchObject({ dismissed: true });
    const third = await crawl();
    expect((await grants(third)).find((g) => g.url === support)).toMatchObject({ dismissed: true, relevance_score: 0 });
    expect(await log(third)).toContain(`Ranked this site's pages with your marks on 1 of them (0 "This is an opportunity", 1 "Not an opportunity")`);
    expect((await t.caller().crawl.corrections({ site: t.fixture.origin })).corrections[0]).toMatchObject({ url: support, label: "not_opportunity" });
  });

  it("refuses an unknown job or a URL the job did not crawl, in a sentence", async () => {
    await expect(t.caller().crawl.mark({ jobId: 999_999, url: `${t.fixture.origin}/about` })).rejects.toThrow("Crawl job 999999 was not found");
    const job = await crawl();
    await expect(t.caller().crawl.mark({ jobId: job, url: `${t.fixture.origin}/nope` })).rejects.toThrow(/No crawled page with readable text at .*\/nope/);
    await expect(t.caller().crawl.mark({ jobId: job, url: `${t.fixture.origin}/about`, opportunity: false })).rejects.toThrow(/is not listed in crawl job/);
    await expect(t.caller().crawl.possibleProgrammes({ jobId: 999_999 })).rejects.toThrow("Crawl job 999999 was not found");
  });

  it("moves the pages like a marked one at once, each naming the page it is like", async () => {
    const job = await crawl();
    const marked = `${t.fixture.origin}/support/neighbourhoods`;
    const siblings = [`${t.fixture.origin}/support/food`, `${t.fixture.origin}/support/walks`];
    const relevance = (pages: Array<{ url: string; relevance: number }>) => new Map(pages.map((p) => [p.url, p.relevance]));
    const before = relevance((await t.caller().crawl.possibleProgrammes({ jobId: job })).pages);
    expect(siblings.every((s) => before.has(s))).toBe(true);
    await t.caller().crawl.mark({ jobId: job, url: marked });
    const { pages } = await t.caller().crawl.possibleProgrammes({ jobId: job });
    expect(
      pages
        .filter((p) => p.like === marked)
        .map((p) => p.url)
        .sort(),
    ).toEqual(siblings);
    for (const s of siblings) expect(relevance(pages).get(s)).toBeCloseTo(Math.min(1, 2 * before.get(s)!), 5);
    expect(pages.find((p) => p.url === `${t.fixture.origin}/about`)?.like ?? null).toBeNull();
  });
});
