import type { FixtureSite } from "@grantscout/crawler/fixtures";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Alder Foundation</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});
const programme = (title: string, facts = "") =>
  page(
    title,
    `<p>The ${title} funds community projects run by registered nonprofits.</p>${facts}<dl><dt>Award amount</dt><dd>Up to $25,000</dd></dl>` +
      `<h2>Eligibility</h2><p>Applicants to the ${title} must be registered nonprofit organizations in Alder County.</p>` +
      `<h2>How to apply</h2><p>Submit the ${title} online application form.</p>`,
  );

const site: FixtureSite = {
  "/": page("Welcome", "<p>We support local nonprofits.</p>", ["/grants"]),
  "/grants": page("Our Grant Programs", "<p>Explore our funding programs.</p>", ["/grants/arts", "/grants/youth"]),
  "/grants/arts": programme("Arts Access Grant"),
  "/grants/youth": programme("Youth Opportunity Fund"),
};
// What the funder's page says by the time a person analyses it: open, with a deadline.
const NOW_OPEN = "<p>Applications are open now.</p><dl><dt>Deadline</dt><dd>April 30, 2027</dd></dl>";

const t = withServedSite(site, { today: new Date("2026-11-22T12:00:00Z") });

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe("keeping an in-depth analysis in the crawl's results", () => {
  it("makes the list, the job card and the exports say what the analysis page says; a person's correction stands", { timeout: 60_000 }, async () => {
    const { id: jobId } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 20 });
    await runCrawlJob(t.env.services, jobId);
    const arts = `${t.fixture.origin}/grants/arts`;
    const youth = `${t.fixture.origin}/grants/youth`;
    const listed = async (url: string) => {
      const { opportunities } = await t.caller().crawl.results({ jobId });
      const grants = opportunities.find((o) => o.type === "grant_opportunities")?.details.detected_urls ?? [];
      return grants.find((g) => typeof g === "object" && g.url === url);
    };
    const crawled = await listed(arts);
    expect(crawled?.status).toMatchObject({ current: "unknown", due_date: null });
    expect(crawled?.funder).toBeTruthy();

    // Not analysed yet: nothing to keep. Never crawled: no results to keep it in.
    expect((await rejection(t.caller().opportunity.keepAnalysis({ url: arts }))).message).toMatch(
      /has no analysis to keep: run "Analyze & Extract Details" first/,
    );
    const never = await rejection(t.caller().opportunity.keepAnalysis({ url: `${t.fixture.origin}/grants/other` }));
    expect(never.code).toBe("NOT_FOUND");

    site["/grants/arts"] = programme("Arts Access Grant", NOW_OPEN);
    site["/grants/youth"] = programme("Youth Opportunity Fund", NOW_OPEN);
    const analysed = (await t.caller().opportunity.enrich({ url: arts })) as Record<string, any>;
    expect(analysed.status).toMatchObject({ current: "open", due_date: "2027-04-30" });
    // Analysing alone changes nothing in the results: the person decides.
    expect((await listed(arts))?.status.current).toBe("unknown");

    // Another analysis made since the page was opened is not kept unseen.
    expect((await rejection(t.caller().opportunity.keepAnalysis({ url: arts, enrichedAt: "2000-01-01T00:00:00.000Z" }))).message).toMatch(/newer analysis/);
    const kept = await t.caller().opportunity.keepAnalysis({ url: arts, enrichedAt: analysed.enrichedAt });
    expect(kept).toMatchObject({ success: true, jobId, status: "open", correctionKept: false });
    const now = await listed(arts);
    expect(now).toMatchObject({ status: { current: "open", due_date: "2027-04-30" }, fundingAmountHigh: 25000, manually_corrected: false });
    // What the page read alone does not say (the funder's name, learnt from the site) stays the crawl's.
    expect(now?.funder).toBe(crawled?.funder);
    expect(now?.evidence.status?.sentence).toMatch(/April 30, 2027/); // the analysis' evidence, not the crawl's
    expect((await t.caller().crawl.jobs()).find((j) => j.id === jobId)?.sections).toMatchObject({ open: 1 });
    const report = await t.caller().crawl.enrichExport({ jobId });
    expect(report.results.find((r) => "url" in r && r.url === arts)).toMatchObject({ status: { current: "open", due_date: "2027-04-30" } });
    // Opening the page again: the crawl's record now equals the analysis.
    expect(await t.caller().opportunity.get({ url: arts })).toMatchObject({ source: "crawl", status: { current: "open", due_date: "2027-04-30" } });

    // A person's correction stands: the analysis' fields are kept, its status is not.
    await t.caller().crawl.correction({ jobId, grantUrl: youth, newStatus: "closed", feedback: "Round cancelled by email" });
    await t.caller().opportunity.enrich({ url: youth });
    const withCorrection = await t.caller().opportunity.keepAnalysis({ url: youth });
    expect(withCorrection).toMatchObject({ status: "closed", correctionKept: true });
    expect(withCorrection.message).toMatch(/your status correction \(closed\) stands/);
    expect(await listed(youth)).toMatchObject({ status: { current: "closed", due_date: "2027-04-30" }, manually_corrected: true });
  });
});
