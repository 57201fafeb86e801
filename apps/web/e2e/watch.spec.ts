import { type FixtureResponse, type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, test } from "@playwright/test";
import { crawlCompleted, crawlToCompletion } from "./crawl-job";
import { readmeScreenshot } from "./readme-screenshot";
import { resultsSite } from "./results-fixture";

// A copy the test changes between two crawls, as a funder edits its site.
const site = { ...resultsSite };
let served: ServedSite;
const edit = (path: string, from: string, to: string) => {
  const page = site[path] as FixtureResponse;
  site[path] = { ...page, body: String(page.body).replace(from, to) };
};

test.beforeAll(async () => {
  served = await serveFixtureSite(site);
});
test.afterAll(async () => {
  await served?.close();
});

test("results → Watch this site → Watched Sites → Run now → what changed since the last crawl", async ({ page, request }) => {
  const first = await crawlToCompletion(request, served.origin, 3);

  await page.goto(`/crawl-results/${first}`);
  await page.getByRole("button", { name: "Watch this site" }).click();
  await page.getByRole("dialog").getByText("Monthly", { exact: true }).click();
  // A bad webhook URL is refused with the server's sentence; a good one is kept with the site.
  await page.getByLabel("Webhook URL (optional)").fill("ftp://hooks.example/grants");
  await page.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(page.getByText("webhookUrl must be an http(s) URL")).toBeVisible();
  await page.getByLabel("Webhook URL (optional)").fill(`${served.origin}/hooks/grants`);
  await page.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(page.getByText(`Watching ${served.origin} (monthly)`)).toBeVisible();
  const sites = (await (await request.get("/api/sites")).json()) as Array<{ url: string; webhookUrl: string | null }>;
  expect(sites.find((s) => s.url === served.origin)?.webhookUrl).toBe(`${served.origin}/hooks/grants`);

  await page.locator("header").getByRole("link", { name: "Watched Sites" }).click();
  const row = page.getByTestId("watched-sites").getByRole("row", { name: new RegExp(served.origin.replace(/\./g, "\\.")) });
  await expect(row).toContainText("Monthly");
  // One crawl, nothing to compare with yet: the changes column still says a number.
  await expect(row.getByTestId("unseen-changes")).toHaveText("0");

  // A correction the closing page will make out of date.
  const correction = await request.post("/api/crawler/grant/correction", {
    data: { jobId: first, grantUrl: `${served.origin}/programs/marine-research`, newStatus: "unknown", feedback: "Waiting for the next round" },
  });
  expect(correction.ok(), await correction.text()).toBe(true);

  // The funder moves a deadline and closes a programme; "Run now" crawls it again.
  edit("/grants/coastal-arts", "September 30, 2027", "October 31, 2027");
  edit("/programs/marine-research", "Applications are open now", "Applications are now closed");
  // "Run now" keeps the person on the list, the crawl's progress in the site's row until it ends.
  await row.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByText("Crawl started", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/watched-sites$/);
  await expect(row.getByTestId("run-progress")).toBeVisible();
  await expect(row.getByRole("button", { name: "Run now" })).toBeDisabled();
  const listed = (await (await request.get("/api/sites")).json()) as Array<{ url: string; runningJobId: number | null }>;
  const second = listed.find((s) => s.url === served.origin)?.runningJobId ?? 0;
  expect(second).toBeGreaterThan(first);
  await expect(row.getByTestId("run-progress").getByRole("link", { name: "Log" })).toHaveAttribute("href", `/?job=${second}`);
  await crawlCompleted(request, second);
  // The row reads itself again when the crawl ends: its two changes are counted without a reload.
  await expect(row.getByTestId("run-progress")).toHaveCount(0, { timeout: 30_000 });
  await expect(row.getByTestId("unseen-changes")).toHaveText("2");
  await expect(row.getByRole("button", { name: "Run now" })).toBeEnabled();

  // The new crawl's results say what changed since the crawl before.
  await page.goto(`/crawl-results/${second}`);
  await expect(page.getByTestId("job-changes")).toContainText("Changes since");
  await expect(page.getByTestId("job-changes").getByTestId("change")).toHaveCount(2);

  // The list shows the latest crawl's open opportunities and its two changes, until the site's page is opened.
  await page.goto("/watched-sites");
  await expect(row.getByTestId("unseen-changes")).toHaveText("2");
  await expect(row.getByTestId("open-count")).not.toHaveText("—");
  // The webhook can be changed from the list (a refused URL keeps the dialog open with the reason).
  await row.getByRole("button", { name: "Webhook" }).click();
  await expect(page.getByLabel("Webhook URL")).toHaveValue(`${served.origin}/hooks/grants`);
  await page.getByLabel("Webhook URL").fill("not a url");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("webhookUrl must be an http(s) URL")).toBeVisible();
  await page.getByLabel("Webhook URL").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`No webhook for ${served.origin}`)).toBeVisible();
  // The site's name opens its changes, not the latest results.
  await row.getByRole("link", { name: served.origin, exact: true }).click();
  await expect(page).toHaveURL(/\/watched-sites\/\d+$/);
  await expect(page.getByRole("heading", { name: served.origin })).toBeVisible();
  const arts = page.getByTestId("change").filter({ hasText: "Coastal Arts Grant" });
  await expect(arts).toContainText("Due date: 2027-09-30 → 2027-10-31");
  await expect(arts).toContainText("September 30, 2027");
  const marine = page.getByTestId("change").filter({ hasText: "Marine Research Fellowship" });
  await expect(marine).toContainText("Status: unknown → closed");
  await readmeScreenshot(page, "watched-site-changes");
  await expect(marine.getByTestId("stale-correction")).toContainText("Your correction may be out of date");
  await expect(marine.getByTestId("stale-correction")).toContainText("Waiting for the next round");
  await expect(page.getByTestId("change")).toHaveCount(2);
  await page.getByRole("link", { name: "← Watched sites" }).click();
  await expect(row.getByTestId("unseen-changes")).toHaveText("0");

  // The home screen lists the watched sites' open deadlines, soonest first; the feed carries the moved
  // deadline under the same event and the closed programme as cancelled.
  await page.goto("/");
  const upcoming = page.getByTestId("upcoming-deadlines");
  await expect(upcoming).toContainText("Coastal Arts Grant");
  await expect(upcoming).toContainText("Oct 31, 2027");
  await expect(upcoming).not.toContainText("Marine Research Fellowship");
  // The header links every watched site's calendar from any screen.
  const calendar = page.getByRole("banner").getByRole("link", { name: "Deadlines calendar" });
  await expect(calendar).toHaveAttribute("href", "/api/sites/deadlines.ics");
  const feed = await (await request.get((await calendar.getAttribute("href")) ?? "")).text();
  expect(feed).toContain("DTSTART;VALUE=DATE:20271031");
  expect(feed).toMatch(/Marine Research Fellowship[\s\S]*?STATUS:CANCELLED/);
});

test("Import sites watches the good rows and names each refused one with its reason", async ({ page }) => {
  await page.goto("/watched-sites");
  await page.getByRole("button", { name: "Import sites" }).click();
  await page
    .getByLabel("Sites to watch")
    .fill(["url,name", `${served.origin}/grants,Tidewater grants`, "not a url,", `${served.origin}/grants,again`].join("\n"));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("1 watched, 2 not imported")).toBeVisible();
  const refused = page.getByTestId("import-refused");
  await expect(refused).toContainText("Line 3 (not a url)");
  await expect(refused).toContainText("Line 4");
  await expect(refused).toContainText("listed twice");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("watched-sites")).toContainText("Tidewater grants");
});
