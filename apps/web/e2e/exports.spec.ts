import { readFile } from "node:fs/promises";
import { parseDetectedUrls, readGrant } from "@grantscout/api/spec";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";
import { resultsSite } from "./results-fixture";

let site: ServedSite;

// The results site, with a programme whose only status words are a statement of continuous review beside an FAQ question.
const html = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Tidewater Community Foundation</title></head><body><h1>${title}</h1>${body}
<ul>${links.map((l) => `<li><a href="${l}">${l}</a></li>`).join("")}</ul></body></html>`,
});
const exportSite = {
  ...resultsSite,
  "/grants": html("Grant programs", "<p>Our current and past grant programs.</p>", [
    "/grants/coastal-arts",
    "/grants/harbour-youth",
    "/grants/community-fund",
    "/grants/heritage-2023",
    "/grants/hall-repairs",
  ]),
  "/grants/hall-repairs": html(
    "Community Hall Repair Grant",
    `<p>The Community Hall Repair Grant funds urgent repairs to community halls run by nonprofits, with grants of up to $3,000.</p>
<p>We review grant proposals continuously.</p>
<h2>Frequently asked questions</h2><p>Q: Are grants awarded on a rolling basis?</p><p>Each proposal is considered by the board.</p>
<p>Eligibility: registered nonprofits that own or lease a community hall in Virginia.</p>`,
  ),
};

async function crawl(request: APIRequestContext): Promise<number> {
  return crawlToCompletion(request, site.origin, 3);
}

const row = (page: Page, url: string) => page.locator(`[data-testid="grant-row"][data-url="${url}"]`);

async function download(page: Page, button: string): Promise<unknown> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button, exact: true }).click()]);
  return JSON.parse(await readFile((await file.path())!, "utf8"));
}

test.beforeAll(async () => {
  site = await serveFixtureSite(exportSite);
});
test.afterAll(async () => {
  await site?.close();
});

test("each status shows its basis; a dismissed item is in no export and the job card stops counting it; each export says what its file holds; the card names the funder and the crawl's options", async ({
  page,
  request,
}) => {
  const jobId = await crawl(request);
  const results = (await (await request.get(`/api/crawler/results/${jobId}`)).json()) as {
    opportunities: Array<{ type: string; details: { detected_urls: unknown } }>;
  };
  const urls = parseDetectedUrls(results.opportunities.find((o) => o.type === "grant_opportunities")?.details.detected_urls).map((g) => readGrant(g).url);
  const url = (path: string) => urls.find((u) => u.endsWith(path))!;
  const [coastal, harbour, capacity, hall] = ["/grants/coastal-arts", "/grants/harbour-youth", "/grants/community-fund", "/grants/hall-repairs"].map(url);
  expect([coastal, harbour, capacity, hall].every(Boolean), urls.join(", ")).toBe(true);

  await page.goto(`/crawl-results/${jobId}`);
  await expect(page.getByRole("heading", { name: `${urls.length} Opportunities Found` })).toBeVisible();
  // The basis of each status, with the sentence that decided it, never a question.
  await expect(row(page, harbour!).getByTestId("status-basis")).toHaveText("Basis: words on the page — “This grant cycle is closed.”");
  await expect(row(page, hall!).getByTestId("status-badge")).toHaveText("Open");
  await expect(row(page, hall!).getByTestId("status-basis")).toHaveText("Basis: words on the page — “We review grant proposals continuously.”");
  await expect(row(page, capacity!).getByTestId("status-badge")).toHaveText("Unknown");
  await expect(row(page, capacity!).getByTestId("status-basis")).toContainText("Basis: nothing found");
  await expect(row(page, coastal!).getByTestId("status-basis")).toContainText(/Basis: (words on the page|deadline against today)/);
  await row(page, hall!).getByRole("button", { name: "View details" }).click();
  await expect(page.getByTestId("dialog-status-basis")).toHaveText("Basis: words on the page");
  await expect(page.getByTestId("evidence-status")).toContainText("We review grant proposals continuously.");
  await page.keyboard.press("Escape");

  // Each export button says in a tooltip what its file holds.
  for (const [button, says] of [
    ["Download JSON", "The whole crawl as JSON"],
    ["Export All", `The ${urls.length} opportunities listed`],
    ["Export CSV", "as a spreadsheet (CSV)"],
    ["Export Report", "re-read with their related documents"],
  ] as const) {
    await page.getByRole("button", { name: button, exact: true }).hover();
    await expect(page.getByRole("tooltip")).toContainText(says);
    await expect(page.getByRole("tooltip")).toContainText("without those you dismissed");
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  }

  await row(page, harbour!).getByRole("button", { name: "Not an opportunity", exact: true }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { name: `${urls.length - 1} Opportunities Found` })).toBeVisible();

  const file = (await download(page, "Download JSON")) as {
    opportunities: Array<{ type: string; details: { count: number; detected_urls: Array<{ url: string }> } }>;
  };
  const grants = file.opportunities.find((o) => o.type === "grant_opportunities")!.details;
  expect(grants.detected_urls.map((g) => g.url)).not.toContain(harbour);
  expect(grants.count).toBe(urls.length - 1);
  expect(grants.detected_urls).toHaveLength(urls.length - 1);

  const all = (await download(page, "Export All")) as Array<{ url: string }>;
  expect(all.map((g) => g.url)).not.toContain(harbour);
  expect(all).toHaveLength(urls.length - 1);

  const report = (await download(page, "Export Report")) as { data: Array<{ url: string }> };
  expect(report.data.map((g) => g.url)).not.toContain(harbour);
  expect(report.data).toHaveLength(urls.length - 1);

  // The job card counts what the results heading counts.
  await page.goto("/?tab=jobs");
  const card = page.getByTestId("job-card").filter({ hasText: `Job ID: ${jobId}` });
  await expect(card).toContainText(`${urls.length - 1} opportunities found`);
  // Beside its URL the card names the funder, says how the crawl ran, and counts per section as the results tiles do.
  await expect(card.getByTestId("job-funder")).toHaveText("Tidewater Community Foundation");
  await expect(card.getByTestId("job-options")).toHaveText("Depth 3 · 20 req/sec · robots.txt respected · grant opportunities only");
  const [open, closed, unknown] = (await card.getByTestId("job-sections").innerText()).match(/\d+/g)!.map(Number);
  expect(open! + closed! + unknown!).toBe(urls.length - 1);
});
