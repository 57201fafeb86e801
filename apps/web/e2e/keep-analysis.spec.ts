import { readFile } from "node:fs/promises";
import { type FixtureResponse, type FixtureSite, type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, type Page, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";

const html = (title: string, body: string, links: string[] = []): FixtureResponse => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Birch Hollow Trust</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});
const seedFund = (facts: string) =>
  html(
    "Community Seed Fund",
    `<p>The Community Seed Fund funds neighbourhood projects run by registered nonprofits.</p>${facts}<dl><dt>Award amount</dt><dd>Up to $15,000</dd></dl>` +
      "<h2>Eligibility</h2><p>Applicants must be registered nonprofit organizations in Birch Hollow.</p>" +
      "<h2>How to apply</h2><p>Submit the Community Seed Fund online application form.</p>",
  );
const site: FixtureSite = {
  "/": html("Welcome", "<p>Birch Hollow Trust supports its neighbourhoods.</p>", ["/grants"]),
  "/grants": html("Our Grant Programs", "<p>Explore our funding programs.</p>", ["/grants/seed-fund"]),
  "/grants/seed-fund": seedFund(""),
};
let served: ServedSite;
test.beforeAll(async () => {
  served = await serveFixtureSite(site);
});
test.afterAll(async () => {
  await served?.close();
});

const row = (page: Page, url: string) => page.locator(`[data-testid="grant-row"][data-url="${url}"]`);

test("an analysis kept in the results changes the list and the exports, not just the analysis page", async ({ page, request }) => {
  const jobId = await crawlToCompletion(request, served.origin, 2);
  const grantUrl = `${served.origin}/grants/seed-fund`;
  await page.goto(`/crawl-results/${jobId}`);
  await expect(row(page, grantUrl).getByTestId("status-badge")).toHaveText("Unknown");

  // Since the crawl, the funder opened the round; the researcher analyses the page as it is now.
  site["/grants/seed-fund"] = seedFund("<p>Applications are open now.</p><dl><dt>Deadline</dt><dd>April 30, 2027</dd></dl>");
  await row(page, grantUrl).getByRole("link", { name: "Process opportunity" }).click();
  await page.getByRole("button", { name: "Analyze & Extract Details" }).click();
  await expect(page.getByRole("button", { name: "Reprocess Data" })).toBeVisible({ timeout: 60_000 });
  const keep = page.getByTestId("keep-in-results");
  await expect(keep).toContainText(`This analysis differs from the results of crawl ${jobId}`);
  await expect(keep.getByTestId("analysis-difference").filter({ hasText: "Status" })).toContainText("unknown → open");
  await expect(keep.getByTestId("analysis-difference").filter({ hasText: "Due date" })).toContainText("not stated → Apr 30, 2027");

  await page.screenshot({ path: "test-results/screenshots/process-keep-in-results.png", fullPage: true });
  await keep.getByRole("button", { name: "Keep in the results" }).click();
  await expect(page.getByText("Kept in the results", { exact: true })).toBeVisible();
  await expect(keep).toContainText(`The results of crawl ${jobId} show this analysis' status and details.`);
  await expect(page.getByRole("button", { name: "Reprocess Data" })).toBeVisible();

  // Back on the results: the row and the files say open, due April 30, 2027.
  await keep.getByRole("link", { name: `Open crawl ${jobId}'s results` }).click();
  await expect(row(page, grantUrl).getByTestId("status-badge")).toHaveText("Open");
  await expect(row(page, grantUrl)).toContainText("Apr 30, 2027");
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download JSON" }).click()]);
  const downloaded = JSON.parse(await readFile((await json.path())!, "utf8")) as {
    opportunities: Array<{ type: string; details: { detected_urls: Array<{ url: string; status: { current: string; due_date: string } }> } }>;
  };
  const grants = downloaded.opportunities.find((o) => o.type === "grant_opportunities")?.details.detected_urls ?? [];
  expect(grants.find((g) => g.url === grantUrl)?.status).toMatchObject({ current: "open", due_date: "2027-04-30" });
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  const line = (await readFile((await csv.path())!, "utf8")).split("\n").find((l) => l.includes(grantUrl));
  expect(line).toMatch(/\bopen\b/);
  expect(line).toContain("2027-04-30");
});
