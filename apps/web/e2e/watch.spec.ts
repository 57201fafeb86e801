import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { resultsSite } from "./results-fixture";

// A copy the test changes between two crawls, as a funder edits its site.
const site = { ...resultsSite };
let served: ServedSite;

test.beforeAll(async () => {
  served = await serveFixtureSite(site);
});
test.afterAll(async () => {
  await served?.close();
});

const completed = (request: APIRequestContext, id: number) =>
  expect
    .poll(async () => ((await (await request.get(`/api/crawler/status/${id}`)).json()) as { status: string }).status, { timeout: 120_000, intervals: [1000] })
    .toBe("completed");

test("results → Watch this site → Watched Sites → Run now → what changed since the last crawl", async ({ page, request }) => {
  const start = await request.post("/api/crawler/start", { data: { url: served.origin, maxDepth: 3, rateLimit: 20 } });
  const { id: first } = (await start.json()) as { id: number };
  await completed(request, first);

  await page.goto(`/crawl-results/${first}`);
  await page.getByRole("button", { name: "Watch this site" }).click();
  await page.getByRole("dialog").getByText("Monthly", { exact: true }).click();
  await page.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(page.getByText(`Watching ${served.origin} (monthly)`)).toBeVisible();

  await page.locator("header").getByRole("link", { name: "Watched Sites" }).click();
  const row = page.getByTestId("watched-sites").getByRole("row", { name: new RegExp(served.origin.replace(/\./g, "\\.")) });
  await expect(row).toContainText("Monthly");

  // The funder moves a deadline and closes a programme; "Run now" crawls it again.
  site["/grants/coastal-arts"] = {
    ...site["/grants/coastal-arts"]!,
    body: String(site["/grants/coastal-arts"]!.body).replace("September 30, 2027", "October 31, 2027"),
  };
  site["/programs/marine-research"] = {
    ...site["/programs/marine-research"]!,
    body: String(site["/programs/marine-research"]!.body).replace("Applications are open now", "Applications are now closed"),
  };
  await row.getByRole("button", { name: "Run now" }).click();
  await expect(page).toHaveURL(/\/\?job=\d+/);
  const second = Number(new URL(page.url()).searchParams.get("job"));
  await completed(request, second);

  await page.goto("/watched-sites");
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { name: served.origin })).toBeVisible();
  const arts = page.getByTestId("change").filter({ hasText: "Coastal Arts Grant" });
  await expect(arts).toContainText("Due date: 2027-09-30 → 2027-10-31");
  await expect(arts).toContainText("September 30, 2027");
  await expect(page.getByTestId("change").filter({ hasText: "Marine Research Fellowship" })).toContainText("Status: open → closed");
  await expect(page.getByTestId("change")).toHaveCount(2);
});
