import { type FixtureSite, type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, type Page, test } from "@playwright/test";
import { readmeScreenshot } from "./readme-screenshot";

// The database is fresh per run: the first test needs it without jobs, later tests build on the crawls.
test.describe.configure({ mode: "serial" });

const html = (title: string, body: string, links: string[] = [], delayMs = 0) => ({
  contentType: "text/html; charset=utf-8",
  delayMs,
  body: `<!doctype html><html><head><title>${title} | Harbour Light Trust</title></head><body><h1>${title}</h1>${body}
<ul>${links.map((l) => `<li><a href="${l}">${l}</a></li>`).join("")}</ul></body></html>`,
});

/** A small funder site: two levels of links, slightly slow pages so the progress panel is seen. */
const funderSite: FixtureSite = {
  "/": html("Harbour Light Trust", "<p>We fund coastal community projects.</p>", ["/grants", "/about"], 300),
  "/grants": html("Our grants", "<p>Open programmes for 2026.</p>", ["/grants/coastal-arts", "/grants/harbour-youth"], 300),
  "/about": html("About the trust", "<p>Supporting harbour towns since 1987.</p>", [], 300),
  "/grants/coastal-arts": html(
    "Coastal Arts Fund",
    "<p>Grants of up to $15,000 for community arts. Deadline: 30 September 2027. Registered charities may apply.</p>",
    [],
    300,
  ),
  "/grants/harbour-youth": html("Harbour Youth Grants", "<p>Grants of up to $5,000 for youth groups. Applications close 1 March 2027.</p>", [], 300),
};

/** Many slow pages: a crawl at 1 request per second runs long enough to be stopped. */
function slowSite(): FixtureSite {
  const pages = Array.from({ length: 40 }, (_, i) => `/programmes/p${i}`);
  const site: FixtureSite = { "/": html("Slow Foundation", "<p>Programmes index.</p>", pages, 500) };
  for (const path of pages) site[path] = html(`Programme ${path}`, "<p>A grant programme for local charities.</p>", [], 500);
  return site;
}

const JOBS_ROUTE = "**/trpc/crawl.jobs**";
const trpcError = (message: string) => ({
  status: 500,
  json: [{ error: { json: { message, code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "crawl.jobs" } } } }],
});

/** Saves the page in the current theme and in the other one, then restores the theme. */
async function screenshots(page: Page, name: string) {
  const toggle = page.getByRole("button", { name: "Toggle color scheme" });
  const scheme = async () => page.locator("html").getAttribute("data-mantine-color-scheme");
  const first = await scheme();
  await page.screenshot({ path: `test-results/screenshots/home-${name}-${first}.png`, fullPage: true });
  await toggle.click();
  await page.screenshot({ path: `test-results/screenshots/home-${name}-${await scheme()}.png`, fullPage: true });
  await toggle.click();
}

async function startCrawl(page: Page, url: string, opts: { depth?: number; rate?: number } = {}) {
  await page.getByRole("tab", { name: "New Crawl" }).click();
  await page.getByRole("button", { name: "Advanced Options" }).click();
  const depth = page.getByRole("slider", { name: "Max Crawl Depth" });
  const rate = page.getByRole("slider", { name: "Rate Limit (req/sec)" });
  await setSlider(depth, opts.depth ?? 1);
  await setSlider(rate, opts.rate ?? 3);
  await page.getByLabel("Main Website URL").fill(url);
  await page.getByRole("button", { name: "Start Crawling" }).click();
  await expect(page).toHaveURL(/[?&]job=\d+/);
  return Number(new URL(page.url()).searchParams.get("job"));
}

async function setSlider(slider: ReturnType<Page["getByRole"]>, value: number) {
  await slider.focus();
  await slider.press("Home");
  for (let v = 1; v < value; v++) await slider.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", String(value));
}

let funder: ServedSite;
let slow: ServedSite;
test.beforeAll(async () => {
  funder = await serveFixtureSite(funderSite);
  slow = await serveFixtureSite(slowSite());
});
test.afterAll(async () => {
  await funder?.close();
  await slow?.close();
});

test("a first visit without jobs shows New Crawl, and Available Jobs shows the empty card", async ({ page, request }) => {
  // Spec files that ran earlier may have created jobs; then the empty list is simulated.
  const existing = (await (await request.get("/api/crawler/jobs")).json()) as unknown[];
  if (existing.length > 0) await page.route(JOBS_ROUTE, (route) => route.fulfill({ json: [{ result: { data: { json: [] } } }] }));

  await page.goto("/");
  await expect(page.getByRole("tab", { name: "New Crawl" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Enter Grant Website URL" })).toBeVisible();
  await expect(page.getByTestId("process-promo")).toContainText("Analyse a single opportunity…");
  await expect(page.getByTestId("process-promo").getByRole("link")).toHaveAttribute("href", "/process-opportunity");
  await screenshots(page, "new-crawl");
  await readmeScreenshot(page, "home");

  await page.getByRole("tab", { name: "Available Jobs" }).click();
  await expect(page).toHaveURL(/\?tab=jobs/);
  await expect(page.getByRole("heading", { name: "No Crawl Jobs Available" })).toBeVisible();
  await expect(page.getByText("You haven't created any crawl jobs yet. Start by creating a new crawl.")).toBeVisible();
  await screenshots(page, "jobs-empty");
  await page.getByRole("button", { name: "Start New Crawl" }).click();
  await expect(page).toHaveURL(/\?tab=new/);
  await expect(page.getByRole("heading", { name: "Enter Grant Website URL" })).toBeVisible();
});

test("the form validates the URL and shows the advanced options with their defaults", async ({ page }) => {
  await page.goto("/?tab=new");
  const url = page.getByLabel("Main Website URL");
  await expect(url).toHaveAttribute("placeholder", "www.example.org");
  await expect(page.getByText("Enter the root domain without any path")).toBeVisible();

  await page.getByRole("button", { name: "Start Crawling" }).click();
  await expect(page.getByText("URL is required")).toBeVisible();
  await url.fill("not a url");
  await page.getByRole("button", { name: "Start Crawling" }).click();
  await expect(page.getByText("Please enter a valid URL")).toBeVisible();
  await expect(page).not.toHaveURL(/job=/);

  await expect(page.getByText("Respect robots.txt")).toBeHidden();
  await page.getByRole("button", { name: "Advanced Options" }).click();
  await expect(page.getByRole("slider", { name: "Max Crawl Depth" })).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByRole("slider", { name: "Rate Limit (req/sec)" })).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByRole("checkbox", { name: "Respect robots.txt" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Save HTML content" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Only find grant opportunities and program pages" })).toBeChecked();
  await expect(page.getByText("1 = starting URL and direct links, 2 = also links from those pages, 3+ explores deeper.")).toBeVisible();
  await expect(page.getByText("Higher is faster but may overload the target server.")).toBeVisible();
  await expect(
    page.getByText("Focuses on pages with grant funding information and foundation program areas, uses AI to analyse content and rank by relevance."),
  ).toBeVisible();
  await screenshots(page, "validation-advanced");
});

test("a failed start shows the destructive toast with the server's message", async ({ page }) => {
  await page.route("**/trpc/crawl.start**", (route) =>
    route.fulfill({
      status: 503,
      json: [
        {
          error: {
            json: { message: "The crawl queue is not running; try again shortly", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } },
          },
        },
      ],
    }),
  );
  await page.goto("/?tab=new");
  await page.getByLabel("Main Website URL").fill("www.example.org");
  await page.getByRole("button", { name: "Start Crawling" }).click();
  await expect(page.getByText("Error starting crawler")).toBeVisible();
  await expect(page.getByText("The crawl queue is not running; try again shortly")).toBeVisible();
  await expect(page).not.toHaveURL(/job=/);
});

test("a crawl started from the form shows its progress and then opens its results", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?tab=new");
  const jobId = await startCrawl(page, funder.origin, { depth: 2 });
  await expect(page.getByText("Crawling started")).toBeVisible();
  await expect(page.getByText(`Starting to crawl ${funder.origin}`)).toBeVisible();

  const panel = page.getByTestId("crawl-progress");
  await expect(panel).toBeVisible();
  await expect(page.getByRole("tab", { name: "New Crawl" })).toHaveAttribute("aria-selected", "false");
  await expect(page.getByTestId("stage-title")).toHaveText(
    /^(Crawling in Progress|Finalizing Results|Processing AI Analysis|Analyzing Document Relationships|Document Clustering Complete|Analysis Complete)$/,
  );
  await expect(page.getByTestId("pages-count")).toHaveText(/^\d+ \/ \d+ pages processed$/);
  await expect(page.getByTestId("current-url")).toHaveText(/^(Processing http:\/\/127\.0\.0\.1:\d+.*|Initializing\.\.\.|Crawl finished)$/);
  await expect(page.getByTestId("max-depth")).toContainText("2");
  await expect(page.getByTestId("log-entry").first()).toBeVisible();
  expect(await page.getByTestId("log-entry").count()).toBeGreaterThan(0);
  const logHeight = await page.getByTestId("crawl-log").evaluate((el) => el.getBoundingClientRect().height);
  expect(logHeight).toBe(256);
  // Screenshot once pages are counted (the panel stays for a second after the crawl ends).
  await expect(page.getByTestId("pages-count")).not.toHaveText(/^0 \//, { timeout: 60_000 });
  await screenshots(page, "crawling");
  await readmeScreenshot(page, "crawling");

  // Until the results open, a finished stage never sits beside a running badge.
  const pairs = new Set<string>();
  const deadline = Date.now() + 120_000;
  while (!page.url().endsWith(`/crawl-results/${jobId}`) && Date.now() < deadline) {
    pairs.add(
      await page.evaluate(() => ["stage-title", "job-status-badge"].map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "").join("|")),
    );
    await page.waitForTimeout(100);
  }
  expect([...pairs].filter((p) => /Complete\|Running$/.test(p))).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/crawl-results/${jobId}$`), { timeout: 10_000 });
  expect(funder.requests.some((r) => r.path.startsWith("/grants/"))).toBe(true);
});

test("Stop Crawling ends a running crawl, which then shows in Available Jobs", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?tab=new");
  const jobId = await startCrawl(page, slow.origin, { depth: 2, rate: 1 });
  await expect(page.getByTestId("crawl-progress")).toBeVisible();
  await expect(page.getByTestId("log-entry").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop Crawling" })).toBeEnabled();
  await page.getByRole("button", { name: "Stop Crawling" }).click();
  await expect(page).toHaveURL(new RegExp(`/crawl-results/${jobId}$`), { timeout: 60_000 });
  expect(slow.requests.length).toBeLessThan(41);

  await page.goto("/");
  // Jobs exist now, so the home screen opens on Available Jobs.
  await expect(page.getByRole("tab", { name: "Available Jobs" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Available Crawl Jobs" })).toBeVisible();
  const stopped = page.getByTestId("job-card").filter({ hasText: `Job ID: ${jobId}` });
  await expect(stopped).toContainText("Stopped");
  await expect(stopped).toHaveAttribute("data-status", "stopped");
  await expect(stopped).toContainText(/Started: (less than a minute|\d+ minutes?) ago/);
  await expect(stopped).toContainText(slow.origin.slice(0, 30));
  const border = await stopped.evaluate((el) => getComputedStyle(el).borderLeftColor);
  const completed = page.locator('[data-testid="job-card"][data-status="completed"]').first();
  await expect(completed.getByText("Completed", { exact: true })).toBeVisible();
  expect(await completed.evaluate((el) => getComputedStyle(el).borderLeftColor)).not.toBe(border);
  await screenshots(page, "jobs-list");

  await stopped.click();
  await expect(page).toHaveURL(new RegExp(`/crawl-results/${jobId}$`));
});

test("a failed job list shows the error card and Retry recovers; a failed check on load falls back to New Crawl", async ({ page }) => {
  let failures = 2; // the jobs query retries once
  await page.route(JOBS_ROUTE, (route) => (failures-- > 0 ? route.fulfill(trpcError("Database unavailable")) : route.fallback()));
  await page.goto("/?tab=jobs");
  await expect(page.getByRole("heading", { name: "Error Loading Crawl Jobs" })).toBeVisible();
  await expect(page.getByText("Failed to load crawl jobs: Database unavailable")).toBeVisible();
  await screenshots(page, "jobs-error");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Available Crawl Jobs" })).toBeVisible();
  await expect(page.getByTestId("job-card").first()).toBeVisible();

  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.unroute(JOBS_ROUTE);
  await page.route(JOBS_ROUTE, (route) => route.fulfill(trpcError("Database unavailable")));
  await page.goto("/");
  await expect(page.getByRole("tab", { name: "New Crawl" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => errors.some((e) => e.includes("Error checking for existing jobs"))).toBe(true);
});

test("the status panel shows its error state and the title dialog returns to a new crawl", async ({ page }) => {
  await page.goto("/?job=999999");
  await expect(page.getByRole("heading", { name: "Error Loading Crawler Status" })).toBeVisible();
  await expect(page.getByText("Crawl job 999999 was not found")).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  await screenshots(page, "status-error");

  await page.getByRole("button", { name: "GrantScout home" }).click();
  await expect(page.getByRole("dialog", { name: "Start a New Crawl?" })).toBeVisible();
  await page.getByRole("button", { name: "Proceed" }).click();
  await expect(page).toHaveURL(/\?tab=new$/);
  await expect(page.getByRole("heading", { name: "Enter Grant Website URL" })).toBeVisible();
});
