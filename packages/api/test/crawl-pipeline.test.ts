import { serveFixtureSite } from "@grantscout/crawler/fixtures";
import { createJob } from "@grantscout/db";
import { describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { groupByStatus } from "../src/spec/index.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Riverbend Community Fund</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

const site = {
  "/": page("Welcome", "<p>We support local nonprofits.</p>", ["/grants", "/news/annual-dinner", "/about"]),
  "/grants": page("Our Grant Programs", "<p>Explore our funding programs.</p>", ["/grants/youth-arts", "/grants/food-security"]),
  "/grants/youth-arts": page(
    "Youth Arts Grant",
    "<p>The Youth Arts Grant funds after-school arts programs run by registered nonprofits.</p><h2>Key facts</h2><dl><dt>Deadline</dt><dd>March 3, 2027</dd><dt>Award amount</dt><dd>Up to $25,000</dd></dl><h2>Eligibility</h2><p>Applicants must be 501(c)(3) nonprofit organizations serving youth in Riverbend County.</p><h2>How to apply</h2><p>Submit the online application form before the deadline.</p>",
    ["/grants/youth-arts/faq"],
  ),
  "/grants/youth-arts/faq": page("Youth Arts Grant FAQ", "<p>Frequently asked questions about the Youth Arts Grant application.</p>"),
  "/grants/food-security": page(
    "Food Security Grant",
    "<p>This program funded food pantries. Applications are closed; the deadline was January 15, 2024.</p><dl><dt>Award amount</dt><dd>$10,000</dd></dl><h2>Eligibility</h2><p>Nonprofit food banks were eligible to apply.</p>",
  ),
  "/news/annual-dinner": page("Annual dinner recap", "<p>Our annual dinner celebrated last year's grantees and volunteers.</p>"),
  "/about": page("About us", "<p>Riverbend Community Fund was founded in 1987.</p>"),
};

const t = withServedSite(site, { today: new Date("2026-11-22T12:00:00Z") });

describe("a crawl that reaches nothing", () => {
  it("ends failed, saying why, on the job list and the results", async () => {
    const gone = await serveFixtureSite({ "*": { status: 503, body: "down" }, "/robots.txt": { status: 404, body: "" } });
    const { id } = await t.caller().crawl.start({ url: gone.origin, maxDepth: 1, rateLimit: 20 });
    await runCrawlJob(t.env.services, id);
    await gone.close();
    const job = (await t.caller().crawl.jobs()).find((j) => j.id === id)!;
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/no page of the site could be fetched \(.*503/);
    const results = await t.caller().crawl.results({ jobId: id });
    expect(results.crawl_info).toMatchObject({ status: "failed", error: job.error });
    const log = (await t.caller().crawl.status({ jobId: id })).logEntries.map((e) => e.message);
    expect(log.some((m) => m.startsWith("Crawl failed: no page of the site could be fetched"))).toBe(true);
  });
});

describe("a crawl through the api", () => {
  it("crawls the site, finds the opportunities, and reports them with status codes and stages", async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 20 });
    await runCrawlJob(t.env.services, id);
    const status = await t.caller().crawl.status({ jobId: id });
    expect(status.status).toBe("completed");
    expect(status.progress.pagesProcessed).toBeGreaterThanOrEqual(6);
    const messages = status.logEntries.map((e) => e.message);
    for (const phrase of [
      "Crawl completed",
      "Waiting for pending AI analyses",
      "Analyzing document relationships",
      "Completed related document analysis",
      "All AI analyses completed",
    ]) {
      expect(messages.some((m) => m.includes(phrase))).toBe(true);
    }
    const results = await t.caller().crawl.results({ jobId: id });
    expect(results.statistics.pages_by_status_code["200"]).toBeGreaterThanOrEqual(6);
    const grants = results.opportunities.find((o) => o.type === "grant_opportunities")!.details.detected_urls as Array<{
      url: string;
      status: { current: string };
    }>;
    const byPath = Object.fromEntries(grants.map((g) => [new URL(g.url).pathname, g.status.current]));
    expect(byPath["/grants/youth-arts"]).toBe("open");
    expect(byPath["/grants/food-security"]).toBe("closed");
    expect(byPath["/news/annual-dinner"]).toBeUndefined();
    const jobs = await t.caller().crawl.jobs();
    expect(jobs.find((j) => j.id === id)?.opportunitiesCount).toBe(grants.length);
  });

  it("ends a job that cannot continue as failed, with a log entry that says why", async () => {
    // A job row an older version could have stored: its URL is not one the crawler can fetch.
    const job = await createJob(t.env.services.db, "ftp://files.example.org/grants", {
      maxDepth: 1,
      rateLimit: 5,
      respectRobotsTxt: true,
      saveHtmlContent: false,
      onlyGrantOpportunities: true,
      maxPages: 10,
    });
    await runCrawlJob(t.env.services, job.id);
    const status = await t.caller().crawl.status({ jobId: job.id });
    expect(status.status).toBe("failed");
    expect(status.logEntries.at(-1)).toMatchObject({ type: "error", message: "Crawl failed: ftp://files.example.org/grants is not a valid http(s) URL." });
  });

  it("keeps a user's status correction with an audit entry, through re-analysis", async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 20 });
    await runCrawlJob(t.env.services, id);
    const grantUrl = `${t.fixture.origin}/grants/youth-arts`;
    await t.caller().crawl.correction({ jobId: id, grantUrl, newStatus: "closed", prevStatus: "open", feedback: "Deadline moved earlier" });
    const results = await t.caller().crawl.results({ jobId: id });
    const grants = results.opportunities[0]!.details.detected_urls as Array<Record<string, any>>;
    const corrected = grants.find((g) => g.url === grantUrl)!;
    expect(corrected.status.current).toBe("closed");
    expect(corrected.manually_corrected).toBe(true);
    const audit = await t.env.services.db.selectFrom("status_corrections").selectAll().where("job_id", "=", id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ prev_status: "open", new_status: "closed", feedback: "Deadline moved earlier" });
    await expect(t.caller().crawl.correction({ jobId: id, grantUrl: `${t.fixture.origin}/nope`, newStatus: "open" })).rejects.toThrow(/No opportunity/);
  });
});

describe("corrections by site and URL", () => {
  const grants = async (jobId: number) => (await t.caller().crawl.results({ jobId })).opportunities[0]!.details.detected_urls as Array<Record<string, any>>;
  const crawl = async () => {
    const { id } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 20 });
    await runCrawlJob(t.env.services, id);
    return id;
  };

  it("dismisses a page, carries dismissals and corrections to the next crawl of the site, and lists them as labelled examples", async () => {
    const first = await crawl();
    const listed = (await grants(first)).map((g) => g.url as string);
    const youth = `${t.fixture.origin}/grants/youth-arts`;
    const dismissedUrl = listed.find((u) => u !== youth)!;
    await t.caller().crawl.correction({ jobId: first, grantUrl: youth, newStatus: "unknown", feedback: "The deadline moved; not announced yet" });
    const card = async (jobId: number) => (await t.caller().crawl.jobs()).find((j) => j.id === jobId)!.opportunitiesCount;
    expect(await card(first)).toBe(listed.length);
    const answer = await t.caller().crawl.dismissal({ jobId: first, grantUrl: dismissedUrl, feedback: "A news page" });
    expect(answer).toMatchObject({ success: true, dismissed: true, message: "Marked as not an opportunity" });
    // The job card counts what the results heading counts: a dismissed page is not an opportunity found.
    expect(await card(first)).toBe(listed.length - 1);
    const job = (await t.caller().crawl.jobs()).find((j) => j.id === first)!;
    // Its sections count as the results tiles do (corrections followed, the dismissed page left out), its funder is the site's, and it says how it crawled.
    const tiles = groupByStatus(
      (await grants(first)).filter((g) => !g.dismissed),
      (g) => ({ status: g.status.current, dueDate: g.status.due_date }),
      new Date("2026-11-22T12:00:00Z"),
    );
    expect(job.sections).toEqual({ open: tiles.open.length, closed: tiles.closed.length, unknown: tiles.unknown.length });
    expect(job.funder).toBe("Riverbend Community Fund");
    expect(job.options).toEqual({ maxDepth: 2, rateLimit: 20, respectRobotsTxt: true, saveHtmlContent: false, onlyGrantOpportunities: true });

    const second = await crawl();
    expect(await card(second)).toBe(listed.length - 1);
    const again = await grants(second);
    expect(again.find((g) => g.url === dismissedUrl)).toMatchObject({ dismissed: true, correction_note: "A news page" });
    expect(again.find((g) => g.url === youth)).toMatchObject({
      dismissed: false,
      manually_corrected: true,
      status: { current: "unknown" },
      correction_note: "The deadline moved; not announced yet",
    });
    const log = await t.caller().crawl.status({ jobId: second });
    expect(log.logEntries.map((e) => e.message)).toContain("Applied 2 of your earlier corrections to pages of this site");

    await t.caller().crawl.dismissal({ jobId: second, grantUrl: dismissedUrl, dismissed: false });
    expect(await card(second)).toBe(listed.length);
    const third = await crawl();
    expect((await grants(third)).find((g) => g.url === dismissedUrl)?.dismissed).toBe(false);

    const { corrections } = await t.caller().crawl.corrections({ site: t.fixture.origin });
    // Newest first; the earlier test's correction of the same site comes last.
    expect(corrections.map((c) => [c.url, c.label]).slice(0, 3)).toEqual([
      [dismissedUrl, "opportunity"],
      [dismissedUrl, "not_opportunity"],
      [youth, "unknown"],
    ]);
    expect(corrections[1]).toMatchObject({ feedback: "A news page", jobId: first, site: new URL(t.fixture.origin).host });
    expect((await t.caller().crawl.corrections({ site: "elsewhere.example" })).count).toBe(0);
    await expect(t.caller().crawl.dismissal({ jobId: first, grantUrl: `${t.fixture.origin}/nope` })).rejects.toThrow(/No opportunity/);

    // A correction that moves an item between sections moves it on the job card too.
    const before = (await t.caller().crawl.jobs()).find((j) => j.id === first)!.sections;
    await t.caller().crawl.correction({ jobId: first, grantUrl: youth, newStatus: "closed" });
    expect((await t.caller().crawl.jobs()).find((j) => j.id === first)!.sections).toEqual({ ...before, open: before.open - 1, closed: before.closed + 1 });
  });
});

describe("politeness across jobs", () => {
  it("two jobs crawling one site at once share its rate limit through the database", async () => {
    const before = t.fixture.requests.length;
    const start = () => t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 5 });
    const [a, b] = await Promise.all([start(), start()]);
    await Promise.all([runCrawlJob(t.env.services, a.id), runCrawlJob(t.env.services, b.id)]);
    const times = t.fixture.requests.slice(before).map((r) => r.time);
    expect(times.length).toBeGreaterThanOrEqual(12);
    const gaps = times.slice(1).map((time, i) => time - times[i]!);
    // 5 requests/s between both jobs; arrival times jitter on a busy machine, so the mean holds the
    // limit and no single gap is far below it.
    expect(gaps.reduce((x, y) => x + y, 0) / gaps.length).toBeGreaterThanOrEqual(200 * 0.97);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(200 * 0.75);
  });
});
