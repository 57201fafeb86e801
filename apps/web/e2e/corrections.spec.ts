import { readFile } from "node:fs/promises";
import { parseDetectedUrls, readGrant } from "@grantscout/api/spec";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";
import { resultsSite } from "./results-fixture";

let site: ServedSite;

async function crawl(request: APIRequestContext): Promise<number> {
  return crawlToCompletion(request, site.origin, 3);
}

async function grantUrls(request: APIRequestContext, jobId: number): Promise<string[]> {
  const results = (await (await request.get(`/api/crawler/results/${jobId}`)).json()) as {
    opportunities: Array<{ type: string; details: { detected_urls: unknown } }>;
  };
  return parseDetectedUrls(results.opportunities.find((o) => o.type === "grant_opportunities")?.details.detected_urls).map((g) => readGrant(g).url);
}

const row = (page: Page, url: string) => page.locator(`[data-testid="grant-row"][data-url="${url}"]`);

/** "Not an opportunity" and "Restore" ask first; a status is saved at once, and its notification offers "Add a note". */
async function decide(page: Page, url: string, button: string, feedback?: string) {
  await row(page, url).getByRole("button", { name: button, exact: true }).click();
  const isStatus = !["Not an opportunity", "Restore"].includes(button);
  if (isStatus && !feedback) return;
  // Once in a CI run the click on "Add a note" was lost (the notification stayed, no dialog opened; not
  // seen in repeated runs since): the test clicks again while the notification offers it, as a person would.
  if (isStatus)
    await expect(async () => {
      await page.getByRole("button", { name: "Add a note" }).click({ timeout: 2000 });
      await expect(page.getByLabel("Feedback (optional)")).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  if (feedback) await page.getByLabel("Feedback (optional)").fill(feedback);
  await page.getByRole("button", { name: "Confirm" }).click();
}

test.beforeAll(async () => {
  site = await serveFixtureSite(resultsSite);
});
test.afterAll(async () => {
  await site?.close();
});

test("'Not an opportunity' hides an item and leaves it out of exports; the next crawl of the site remembers it and a corrected status, and both are labelled examples", async ({
  page,
  request,
}) => {
  const first = await crawl(request);
  const urls = await grantUrls(request, first);
  const coastal = urls.find((u) => u.endsWith("/grants/coastal-arts"))!;
  const dismissed = urls.find((u) => u !== coastal)!;
  expect(coastal).toBeTruthy();

  await page.goto(`/crawl-results/${first}`);
  await expect(page.getByRole("heading", { name: `${urls.length} Opportunities Found` })).toBeVisible();
  await decide(page, dismissed, "Not an opportunity", "A page about the foundation, not a programme");
  await expect(page.getByText("Opportunity Dismissed", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${urls.length - 1} Opportunities Found` })).toBeVisible();
  await expect(row(page, dismissed)).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export All" }).click()]);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as Array<{ url: string }>;
  expect(exported.map((e) => e.url)).not.toContain(dismissed);
  expect(exported).toHaveLength(urls.length - 1);

  const tiles = async () =>
    Promise.all(["open", "unknown", "closed"].map(async (s) => Number(await page.getByTestId(`count-${s}`).locator("p").nth(1).innerText())));
  const before = await tiles();
  await page.getByLabel("Show dismissed (1)").check();
  await expect(row(page, dismissed).getByTestId("dismissed-badge")).toHaveText("Dismissed");
  // The tiles keep counting what the heading counts.
  expect(await tiles()).toEqual(before);
  expect(before.reduce((a, b) => a + b, 0)).toBe(urls.length - 1);
  await expect(row(page, dismissed).getByTestId("correction-note")).toHaveText("Your note: A page about the foundation, not a programme");

  await decide(page, coastal, "Unknown", "The deadline is not confirmed yet");
  await expect(row(page, coastal).getByTestId("correction-note")).toHaveText("Your note: The deadline is not confirmed yet");

  const second = await crawl(request);
  await page.goto(`/crawl-results/${second}`);
  await expect(page.getByRole("heading", { name: `${urls.length - 1} Opportunities Found` })).toBeVisible();
  await expect(row(page, coastal)).toContainText("Manually corrected");
  await expect(row(page, coastal).getByTestId("status-badge")).toHaveText("Unknown");
  await page.getByLabel("Show dismissed (1)").check();
  await decide(page, dismissed, "Restore");
  await expect(page.getByText("Opportunity Restored", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${urls.length} Opportunities Found` })).toBeVisible();
  await expect(page.getByLabel(/Show dismissed/)).toHaveCount(0);

  const res = await request.get(`/api/corrections?site=${encodeURIComponent(site.origin)}`);
  const { corrections } = (await res.json()) as { corrections: Array<{ url: string; label: string; jobId: number }> };
  expect(corrections.map((c) => [c.url, c.label, c.jobId])).toEqual([
    [dismissed, "opportunity", second],
    [coastal, "unknown", first],
    [dismissed, "not_opportunity", first],
  ]);
});
