import type { FixtureSite } from "@grantscout/crawler/fixtures";
import { describe, expect, it } from "vitest";
import { runCrawlJob } from "../src/jobs/crawl-runner.js";
import { runDueWatches } from "../src/use-cases/watch-service.js";
import { withServedSite } from "./test-services.js";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Millbrook Foundation</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});
const programme = (title: string, deadline: string, amount: string, extra = "") =>
  page(
    title,
    `<p>The ${title} funds community projects run by registered nonprofits.</p>${extra}<dl><dt>Deadline</dt><dd>${deadline}</dd><dt>Award amount</dt><dd>${amount}</dd></dl>` +
      `<h2>Eligibility</h2><p>Applicants to the ${title} must be registered nonprofit organizations in Millbrook County.</p>` +
      `<h2>How to apply</h2><p>Submit the ${title} online application form before the deadline.</p>`,
  );

const site: FixtureSite = {
  "/": page("Welcome", "<p>We support local nonprofits.</p>", ["/grants", "/about"]),
  "/about": page("About us", "<p>Millbrook Foundation was founded in 1961.</p>"),
  "/grants": page("Our Grant Programs", "<p>Explore our funding programs.</p>", ["/grants/arts", "/grants/youth", "/grants/food", "/grants/green"]),
  "/grants/arts": programme("Arts Access Grant", "March 3, 2027", "Up to $25,000"),
  "/grants/youth": programme("Youth Opportunity Fund", "April 10, 2027", "Up to $10,000"),
  "/grants/food": programme("Food Security Grant", "May 1, 2027", "Up to $15,000"),
  "/grants/green": programme("Green Spaces Grant", "June 1, 2027", "Up to $20,000"),
};

const t = withServedSite(site, { today: new Date("2026-11-22T12:00:00Z") });

const queuedJobs = (siteId: number) =>
  t.env.services.db.selectFrom("crawl_jobs").select(["id", "status"]).where("watched_site_id", "=", siteId).where("status", "=", "queued").execute();

describe("a watched funder site", () => {
  it("is crawled again when due (once, whatever the workers), and tells what changed between its crawls", { timeout: 60_000 }, async () => {
    const { id: first } = await t.caller().crawl.start({ url: t.fixture.origin, maxDepth: 2, rateLimit: 20 });
    await runCrawlJob(t.env.services, first);
    const { id: siteId, message } = await t.caller().sites.watch({ url: t.fixture.origin, jobId: first, options: { maxDepth: 2, rateLimit: 20 } });
    expect(message).toMatch(/^Watching http:\/\/127\.0\.0\.1:\d+ \(weekly\)$/);
    const watched = await t.caller().sites.get({ siteId });
    expect(watched).toMatchObject({ schedule: "weekly", paused: false, crawls: [{ jobId: first }] });
    // Weekly: the next crawl is a week on, spread by up to an hour.
    const next = Date.parse(watched.nextCrawlAt!) - Date.now();
    expect(next).toBeGreaterThan(6.9 * 86_400_000);
    expect(next).toBeLessThan(7.05 * 86_400_000);

    // A person's corrections: the youth fund's status (its page's status wording will change, so the
    // decision may be out of date and is not applied) and the food grant's (only its amount changes: kept).
    const corrected = (path: string) => `${t.fixture.origin}${path}`;
    await t.caller().crawl.correction({ jobId: first, grantUrl: corrected("/grants/youth"), newStatus: "unknown", feedback: "Round not announced" });
    await t.caller().crawl.correction({ jobId: first, grantUrl: corrected("/grants/food"), newStatus: "unknown" });

    // The funder's site changes: a new programme, one closes, a deadline moves, an amount changes, a page moves.
    site["/grants"] = page("Our Grant Programs", "<p>Explore our funding programs.</p>", [
      "/grants/arts",
      "/grants/youth",
      "/grants/food",
      "/programmes/green-spaces",
      "/grants/climate",
    ]);
    site["/grants/arts"] = programme("Arts Access Grant", "April 15, 2027", "Up to $25,000");
    site["/grants/youth"] = programme("Youth Opportunity Fund", "April 10, 2027", "Up to $10,000", "<p>Applications are now closed for this round.</p>");
    site["/grants/food"] = programme("Food Security Grant", "May 1, 2027", "Up to $30,000");
    site["/programmes/green-spaces"] = programme("Green Spaces Grant", "June 1, 2027", "Up to $20,000");
    site["/grants/climate"] = programme("Climate Resilience Grant", "July 1, 2027", "Up to $40,000");
    delete site["/grants/green"];

    // Not due yet: nothing is queued. Due: two workers' ticks at once queue one crawl.
    expect(await runDueWatches(t.env.services)).toBe(0);
    await t.env.services.db
      .updateTable("watched_sites")
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where("id", "=", siteId)
      .execute();
    const ticks = await Promise.all([runDueWatches(t.env.services), runDueWatches(t.env.services)]);
    expect(ticks.sort()).toEqual([0, 1]);
    const [queued] = await queuedJobs(siteId);
    expect(await queuedJobs(siteId)).toHaveLength(1);
    await runCrawlJob(t.env.services, queued!.id);

    const { from, to, changes } = await t.caller().sites.changes({ siteId });
    expect(from).toMatchObject({ jobId: first });
    expect(to).toMatchObject({ jobId: queued!.id });
    const path = (u: string) => new URL(u).pathname;
    const byPath = Object.fromEntries(changes.map((c) => [path(c.url), c]));
    expect(byPath["/grants/climate"]).toMatchObject({ kind: "new", title: "Climate Resilience Grant" });
    expect(byPath["/grants/arts"]).toMatchObject({
      kind: "changed",
      changes: [{ field: "dueDate", before: "2027-03-03", after: "2027-04-15", beforeEvidence: expect.stringContaining("March 3, 2027") }],
    });
    expect(byPath["/grants/youth"]).toMatchObject({
      kind: "changed",
      changes: [expect.objectContaining({ field: "status", before: "unknown", after: "closed" })],
      staleCorrection: { decision: "unknown", feedback: "Round not announced", why: [expect.stringMatching(/wording about its status changed .*now closed/)] },
    });
    expect(byPath["/grants/food"]).not.toHaveProperty("staleCorrection");
    expect(byPath["/grants/food"]).toMatchObject({ kind: "changed", changes: [expect.objectContaining({ field: "amount" })] });
    expect(byPath["/programmes/green-spaces"]).toMatchObject({ kind: "changed", previousUrl: `${t.fixture.origin}/grants/green`, changes: [] });
    expect(changes.filter((c) => c.kind === "gone")).toEqual([]);

    // The calendar feed: one event per deadline (its UID the page's, so a moved deadline updates it),
    // a programme that closed is cancelled; the home list keeps only open deadlines ahead.
    const feed = await t.caller().sites.calendar({ siteId });
    expect(feed).toContain("DTSTART;VALUE=DATE:20270415");
    expect(feed).toMatch(/Youth Opportunity Fund\r\nDESCRIPTION:[^\r]*\r\nURL:[^\r]*\r\nSTATUS:CANCELLED/);
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    const upcoming = await t.caller().sites.deadlines();
    expect(upcoming.map((d) => d.title)).toEqual(["Arts Access Grant", "Food Security Grant", "Green Spaces Grant", "Climate Resilience Grant"]);

    // The Atom feed: one entry for the crawl that changed something, its lines naming each change.
    const atom = await t.caller().sites.atom({ siteId });
    expect(atom.match(/<entry>/g)).toHaveLength(1);
    expect(atom).toContain("5 changes on 127.0.0.1");
    expect(atom).toContain("Changed: Arts Access Grant");
    expect(atom).toContain("due date 2027-03-03 → 2027-04-15");
    expect(atom).toContain("New: Climate Resilience Grant");

    // The Watched sites screen: the latest crawl's open opportunities (the food grant keeps the person's
    // "unknown"), and its changes until the site's page is opened.
    const listed = async () => (await t.caller().sites.list()).find((s) => s.id === siteId)!;
    expect(await listed()).toMatchObject({ openOpportunities: 3, unseenChanges: 5 });
    await t.caller().sites.visited({ siteId });
    expect(await listed()).toMatchObject({ openOpportunities: 3, unseenChanges: 0 });

    // Since a day before the first crawl: the first crawl is the baseline too.
    expect((await t.caller().sites.changes({ siteId, since: "2000-01-01" })).from).toMatchObject({ jobId: first });
  });

  it("is listed, paused, rescheduled and removed; unknown sites and bad input get a clear error", async () => {
    const { id } = await t.caller().sites.watch({ url: t.fixture.origin, schedule: "daily" });
    expect((await t.caller().sites.list()).find((s) => s.id === id)).toMatchObject({ schedule: "daily", paused: false, lastCrawlAt: null });
    expect(await t.caller().sites.update({ siteId: id, paused: true })).toMatchObject({ paused: true, nextCrawlAt: null });
    expect(await t.caller().sites.update({ siteId: id, paused: false, schedule: "monthly" })).toMatchObject({ paused: false, schedule: "monthly" });
    expect(await t.caller().sites.remove({ siteId: id })).toMatchObject({ success: true });
    await expect(t.caller().sites.get({ siteId: id })).rejects.toThrow(`Watched site ${id} was not found`);
    await expect(t.caller().sites.watch({ url: t.fixture.origin, schedule: "hourly" as never })).rejects.toThrow(/schedule must be daily, weekly or monthly/);
    await expect(t.caller().sites.update({ siteId: 1 })).rejects.toThrow(/Send a schedule, paused or webhookUrl/);
    await expect(t.caller().sites.changes({ siteId: 1, since: "last week" })).rejects.toThrow(/since must be a date/);
    await expect(t.caller().sites.watch({ url: t.fixture.origin, webhookUrl: "ftp://hooks.example/x" })).rejects.toThrow(/webhookUrl must be an http\(s\) URL/);
  });

  it("names the crawl that Run now queued while it runs, so the list can show its progress", { timeout: 60_000 }, async () => {
    const { id: siteId } = await t.caller().sites.watch({ url: t.fixture.origin, options: { maxDepth: 1, rateLimit: 20 } });
    const listed = async () => (await t.caller().sites.list()).find((s) => s.id === siteId);
    expect(await listed()).toMatchObject({ runningJobId: null, unseenChanges: null });
    const { id: jobId } = await t.caller().sites.run({ siteId });
    expect(await listed()).toMatchObject({ runningJobId: jobId });
    expect(await t.caller().sites.get({ siteId })).toMatchObject({ runningJobId: jobId, crawls: [] });
    await runCrawlJob(t.env.services, jobId);
    expect(await listed()).toMatchObject({ runningJobId: null, lastCrawlAt: expect.any(String) });
    await t.caller().sites.remove({ siteId });
  });

  it("imports many sites at once, refusing bad rows with a reason each, first crawls spread over the hour", async () => {
    const { id: existing } = await t.caller().sites.watch({ url: `${t.fixture.origin}/existing` });
    const csv = [
      "url,name,schedule",
      `${t.fixture.origin}/a,"Fund A, Trust",monthly`,
      `${t.fixture.origin}/b,Fund B,hourly`,
      "not a url at all,,",
      `${t.fixture.origin}/a,,`,
      `${t.fixture.origin}/existing,,`,
      `${t.fixture.origin}/c,,`,
    ].join("\n");
    const answer = await t.caller().sites.import({ text: csv });
    expect(answer).toMatchObject({ imported: 2, refused: 4 });
    expect(answer.rows).toEqual([
      { line: 2, url: `${t.fixture.origin}/a`, id: expect.any(Number) },
      { line: 3, url: `${t.fixture.origin}/b`, error: "schedule must be daily, weekly or monthly" },
      { line: 4, url: "not a url at all", error: expect.stringMatching(/valid URL/i) },
      { line: 5, url: `${t.fixture.origin}/a`, error: "listed twice: watched once" },
      { line: 6, url: `${t.fixture.origin}/existing`, error: "already watched" },
      { line: 7, url: `${t.fixture.origin}/c`, id: expect.any(Number) },
    ]);
    const sites = await t.caller().sites.list();
    const a = sites.find((s) => s.url === `${t.fixture.origin}/a`)!;
    expect(a).toMatchObject({ name: "Fund A, Trust", schedule: "monthly" });
    expect(Date.parse(a.nextCrawlAt!) - Date.now()).toBeLessThan(3_600_000);
    expect(sites.find((s) => s.url === `${t.fixture.origin}/c`)).toMatchObject({ schedule: "weekly", name: null });
    await t.caller().sites.remove({ siteId: existing });
  });

  it("refuses a webhook on a private address, as the crawler refuses such sites", async () => {
    t.env.services.config.allowPrivateNetworks = false;
    try {
      await expect(t.caller().sites.watch({ url: "http://93.184.215.14", webhookUrl: "http://169.254.169.254/latest" })).rejects.toThrow(
        /metadata|private|169\.254/,
      );
    } finally {
      t.env.services.config.allowPrivateNetworks = true;
    }
  });
});
