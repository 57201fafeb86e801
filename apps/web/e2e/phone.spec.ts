import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";
import { readmeScreenshot } from "./readme-screenshot";
import { resultsSite } from "./results-fixture";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let site: ServedSite;
let jobId: number;

async function crawl(request: APIRequestContext): Promise<number> {
  return crawlToCompletion(request, site.origin, 3, { timeout: 60_000, interval: 500 });
}

/** Visible in the viewport as it is, without scrolling. */
async function aboveTheFold(selector: ReturnType<Page["locator"]>) {
  const box = await selector.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
}

test.beforeAll(async ({ request }) => {
  site = await serveFixtureSite(resultsSite);
  jobId = await crawl(request);
});
test.afterAll(async () => {
  await site?.close();
});

test("on a 390×844 phone the first result's title shows without scrolling, and nothing is wider than the screen", async ({ page }) => {
  await page.goto(`/crawl-results/${jobId}`);
  const first = page.getByTestId("grant-row").first();
  await expect(first).toBeVisible();
  await readmeScreenshot(page, "phone-results");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await aboveTheFold(first.getByRole("heading").first());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The header's pages are one tap away.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("menuitem", { name: "Process Opportunity" })).toBeVisible();
});

test('on a phone each possible programme shows its title and a whole "This is an opportunity" button', async ({ page }) => {
  await page.goto(`/crawl-results/${jobId}`);
  const row = page.getByTestId("possible-programme").first();
  await row.scrollIntoViewIfNeeded();
  const title = row.getByTestId("possible-title");
  const button = row.getByRole("button", { name: "This is an opportunity" });
  await expect(button).toBeVisible();
  // Nothing cut: the title's and the button's words fit their boxes, and the button is on the screen.
  for (const text of [title, button.locator(".mantine-Button-label")]) expect(await text.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  expect(await title.evaluate((e) => e.clientWidth)).toBeGreaterThan(200);
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test("on a phone the table view is stacked rows with status, due date and amount in view", async ({ page }) => {
  await page.goto(`/crawl-results/${jobId}`);
  await page.getByRole("button", { name: "Table view" }).click();
  const coastal = page.getByTestId("table-row").filter({ hasText: "Coastal Arts Grant" });
  await expect(coastal.getByTestId("status-badge")).toHaveText("Open");
  await expect(coastal.getByTestId("row-due")).toHaveText("Due Sep 30, 2027");
  await expect(coastal.getByTestId("row-amount")).toHaveText("Up to $15,000");
  for (const part of [coastal.getByTestId("status-badge"), coastal.getByTestId("row-due"), coastal.getByTestId("row-amount")]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a status change is one tap with an Undo, and the card and the detail dialog offer the same statuses", async ({ page }) => {
  await page.goto(`/crawl-results/${jobId}`);
  const row = page.locator('[data-testid="grant-row"]').filter({ hasText: "Coastal Arts Grant" });
  await expect(row.getByRole("button", { name: "Upcoming" })).toBeVisible();
  const cardChoices = await row.getByTestId("status-line").getByRole("button").allInnerTexts();
  expect(cardChoices.filter((c) => c !== "Not an opportunity")).toEqual(["Open", "Closed", "Unknown", "Upcoming"]);

  await row.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Grant opportunity status updated to closed")).toBeVisible();
  await expect(row.getByTestId("status-badge")).toHaveText("Closed");
  await expect(row).toContainText("Manually corrected");
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByText("Status Restored", { exact: true })).toBeVisible();
  await expect(row.getByTestId("status-badge")).toHaveText("Open");
  await expect(row).not.toContainText("Manually corrected");

  await row.getByRole("button", { name: "View details" }).click();
  const dialog = page.getByTestId("opportunity-dialog").getByRole("dialog").or(page.getByRole("dialog"));
  const choices = dialog.getByTestId("dialog-status-choices").getByRole("button");
  expect(await choices.allInnerTexts()).toEqual(cardChoices.filter((c) => c !== "Not an opportunity"));
  await dialog.getByTestId("dialog-status-choices").getByRole("button", { name: "Upcoming" }).click();
  await expect(page.getByText("Grant opportunity status updated to upcoming")).toBeVisible();
  await expect(dialog.getByTestId("dialog-status-choices").getByRole("button", { name: "Upcoming" })).toBeDisabled();
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByText("Status Restored", { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("dialog-status-choices").getByRole("button", { name: "Open" })).toBeDisabled();
});
