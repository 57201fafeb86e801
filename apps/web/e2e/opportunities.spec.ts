import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { addFoodAccess, prairieSite, tidewaterSite } from "../../../packages/api/test/portfolio-sites";
import { crawlToCompletion } from "./crawl-job";

const prairie = prairieSite();
let sites: ServedSite[] = [];

test.beforeAll(async () => {
  sites = [await serveFixtureSite(tidewaterSite()), await serveFixtureSite(prairie)];
});
test.afterAll(async () => {
  for (const s of sites) await s.close();
});

async function crawl(request: APIRequestContext, origin: string) {
  await crawlToCompletion(request, origin, 2);
}

test("profile → crawls → one list ranked by fit with reasons → search, filter → saved search → a re-crawl's new programme in its Atom feed", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Profile", exact: true }).click();
  await page.getByRole("combobox", { name: "Organisation type" }).click();
  await page.getByRole("option", { name: "nonprofit", exact: true }).click();
  await page.getByLabel("Country").fill("United States");
  await page.getByLabel("Region").fill("Virginia");
  await page.getByRole("combobox", { name: "Areas of work" }).fill("arts");
  await page.getByRole("combobox", { name: "Areas of work" }).press("Enter");
  await page.getByLabel("Mission").fill("We bring music and arts to coastal communities.");
  await page.getByLabel("Smallest amount sought").fill("5000");
  await page.getByLabel("Largest amount sought").fill("20000");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Every programme's fit is being computed for it")).toBeVisible();

  for (const s of sites) await crawl(request, s.origin);

  // The list holds every crawl of the suite's shared database (other tests crawl other funders, and its
  // first page has 25 rows), so the ranking is read one site at a time through the site filter.
  const rows = page.getByTestId("opportunity-row");
  const bySite = (s: ServedSite) => page.goto(`/opportunities?site=${encodeURIComponent(new URL(s.origin).host)}`);
  await bySite(sites[0]!);
  await expect(rows.first()).toContainText("Coastal Arts Grant");
  await expect(rows.first()).toContainText("eligible: nonprofits ✓");
  await expect(rows.first()).toContainText("region: Virginia ✓");
  await expect(rows.first()).toContainText("amount up to $15,000 within your range ✓");
  await expect(rows.first()).toContainText("mission: ");
  await expect(rows.first()).toContainText("2027-09-30");
  // Each status badge shows its whole word beside the fit reasons (the table's layout had cut them to "Forec…").
  for (const label of await rows.getByTestId("status-badge").locator(".mantine-Badge-label").all())
    expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // Programmes whose eligibility excludes the organisation say so and sink.
  await expect(rows.last()).toContainText("Marine Research Fellowship");
  await expect(rows.last()).toContainText("Its eligibility excludes your organisation");
  await expect(rows.last()).toContainText("eligible: universities, individuals only ✗");
  await bySite(sites[1]!);
  await expect(page.getByRole("row", { name: /Heritage Skills Grant/ })).toContainText("region: United Kingdom only ✗");
  await page.getByRole("banner").getByRole("link", { name: "Opportunities", exact: true }).click();

  // Full-text search, then a filter.
  await page.getByRole("textbox", { name: "Search" }).fill("clinics");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Rural Health Access Grant");
  await bySite(sites[0]!);
  await page.getByRole("combobox", { name: "Eligible type" }).click();
  await page.getByRole("option", { name: "university", exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Marine Research Fellowship");

  // The same detail dialog as the results page.
  await rows.first().getByRole("button", { name: "Marine Research Fellowship" }).click();
  const dialog = page.getByTestId("opportunity-dialog");
  await expect(dialog.getByText("Applicants must be researchers at accredited universities.").first()).toBeVisible();
  // A status chosen there is the results page's correction record (saved at once, as there).
  await dialog.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(page.getByText("Grant opportunity status updated to closed")).toBeVisible();
  await expect(rows.first()).toContainText("Closed");
  const corrections = (await (await request.get("/api/corrections")).json()) as { corrections: Array<{ url: string; label: string }> };
  expect(corrections.corrections.find((c) => c.url.endsWith("/grants/marine-research"))?.label).toBe("closed");
  await page.keyboard.press("Escape");

  // "Not an opportunity" hides the row; "Show dismissed" brings it back with Restore.
  await rows.first().getByRole("button", { name: "Not an opportunity" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(rows).toHaveCount(0);
  await page.getByRole("switch", { name: "Show dismissed" }).click();
  await rows.first().getByRole("button", { name: "Restore" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(rows.first().getByRole("button", { name: "Not an opportunity" })).toBeVisible();

  // Save a search of one funder's US nonprofit programmes.
  await page.goto(`/opportunities?site=${encodeURIComponent(new URL(sites[1]!.origin).host)}&orgType=nonprofit&region=united%20states`);
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: "Save search" }).click();
  await page.getByLabel("Name").fill("US nonprofits");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const saved = page.getByTestId("saved-search").filter({ hasText: "US nonprofits" });
  await expect(saved).toBeVisible();
  const feedUrl = await saved.getByRole("link", { name: "Atom feed of US nonprofits" }).getAttribute("href");

  // The funder adds a programme; the next crawl finds it, the search counts it and its feed carries it.
  addFoodAccess(prairie);
  await crawl(request, sites[1]!.origin);
  await page.reload();
  await expect(saved).toContainText("1 new since you last looked");
  const feed = await (await request.get(feedUrl!)).text();
  expect(feed).toContain("New: Food Access Grant");
  await saved.getByRole("button", { name: "US nonprofits", exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expect(saved).not.toContainText("new since you last looked");
});
