import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";
import { resultsSite } from "./results-fixture";

let site: ServedSite;

test.beforeAll(async () => {
  site = await serveFixtureSite(resultsSite);
});
test.afterAll(async () => {
  await site?.close();
});

test("a researcher marks a page from 'Possible programmes' as an opportunity: it is listed at once, stays after a reload, and is a labelled example", async ({
  page,
  request,
}) => {
  const id = await crawlToCompletion(request, site.origin, 3);

  await page.goto(`/crawl-results/${id}`);
  const heading = page.getByRole("heading", { name: /^\d+ Opportunities Found$/ });
  await expect(heading).toBeVisible();
  const before = Number((await heading.innerText()).split(" ")[0]);
  const possible = page.getByTestId("possible-programmes");
  await expect(possible.getByRole("heading", { name: "Possible programmes" })).toBeVisible();
  const candidate = possible.getByTestId("possible-programme").first();
  const url = (await candidate.getAttribute("data-url"))!;
  await candidate.getByRole("button", { name: "This is an opportunity" }).click();

  await expect(page.getByText("Marked as an opportunity", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: `${before + 1} Opportunities Found` })).toBeVisible();
  const row = page.locator(`[data-testid="grant-row"][data-url="${url}"]`);
  await expect(row).toBeVisible();
  await expect(possible.locator(`[data-url="${url}"]`)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("heading", { name: `${before + 1} Opportunities Found` })).toBeVisible();
  await expect(row).toBeVisible();

  const res = await request.get(`/api/corrections?site=${encodeURIComponent(site.origin)}`);
  const { corrections } = (await res.json()) as { corrections: Array<{ url: string; label: string; jobId: number }> };
  expect(corrections.map((c) => [c.url, c.label, c.jobId])).toEqual([[url, "opportunity", id]]);
});
