import { blankServedGrant } from "@grantscout/api/spec";
import { expect, type Page, test } from "@playwright/test";

/** One crawl's results as the server sends them (tRPC batch + superjson framing): a programme, slow pages and a broken link. */
const results = {
  crawl_info: {
    job_id: 515151,
    pages_crawled: 40,
    target_website: "https://funder.example",
    started_at: new Date().toISOString(),
    ended_at: new Date().toISOString(),
    duration_seconds: 42,
    status: "completed",
    error: null,
  },
  statistics: { pages_by_status_code: { "200": 39, "404": 1 } },
  opportunities: [
    {
      type: "grant_opportunities",
      severity: "high",
      details: {
        count: 1,
        detected_urls: [
          {
            ...blankServedGrant("https://funder.example/grants/arts", "Arts Access Grant"),
            status: { current: "open", due_date: "2099-03-03", forecast_date: null, confidence: "high" },
            relevance_score: 0.89,
            semanticRankScore: 92.4,
          },
        ],
      },
    },
    {
      type: "broken_links",
      severity: "medium",
      details: {
        count: 1,
        detected_urls: [{ url: "https://funder.example/old-guidelines.pdf", status_code: 404, linked_from: ["https://funder.example/grants/arts"] }],
      },
    },
    {
      type: "performance_issues",
      severity: "medium",
      details: {
        count: 2,
        threshold_ms: 3000,
        detected_urls: [
          { url: "https://funder.example/news", response_time_ms: 3400 },
          { url: "https://funder.example/annual-report", response_time_ms: 7520 },
        ],
      },
    },
  ],
  coverage: { robots_blocked: [], blocked_addresses: [], failed_pages: [], unparseable_documents: [], needed_javascript: [], application_portals: [] },
};

async function serve(page: Page) {
  await page.route("**/trpc/crawl.results**", (route) => route.fulfill({ json: [{ result: { data: { json: results } } }] }));
}

test("a researcher reads what relevance, rank and confidence mean, and the slow pages and broken links as tables", async ({ page }) => {
  await serve(page);
  await page.goto("/crawl-results/515151");
  const row = page.getByTestId("grant-row").filter({ hasText: "Arts Access Grant" });
  await expect(row.getByTestId("relevance-badge")).toHaveText("High · 89");

  // Hovering a number says in words what it measures.
  await row.getByTestId("relevance-badge").hover();
  const tooltip = (text: string) => page.getByRole("tooltip").filter({ hasText: text });
  await expect(tooltip("the analyser's probability, 89%, that this is a programme's own page")).toBeVisible();
  await expect(tooltip("High is 80 or more")).toBeVisible();
  await row.getByTestId("rank-badge").hover();
  await expect(tooltip("Rank 92: this page's place among all the pages crawled on this site")).toBeVisible();
  await expect(tooltip("more like a grant call than about 92% of the site's other pages")).toBeVisible();
  // Without a mouse: the badge takes keyboard focus and explains itself too.
  await page.mouse.move(0, 0);
  await row.getByTestId("confidence-badge").focus();
  await expect(tooltip("High confidence in the status: the page states its status in words")).toBeVisible();

  // The detail dialog's relevance explains itself the same way.
  await row.getByRole("button", { name: /view details/i }).click();
  await page.getByTestId("dialog-relevance-badge").hover();
  await expect(tooltip("Relevance 89 (High): the analyser's probability, 89%")).toBeVisible();
  await page.keyboard.press("Escape");

  // Slow pages: a table, slowest first, with seconds; the raw details stay one click away.
  const slow = page.getByTestId("finding-performance_issues");
  await expect(slow).toContainText("2 issues");
  const slowRows = slow.getByTestId("slow-pages-table").locator("tbody tr");
  await expect(slowRows).toHaveCount(2);
  await expect(slowRows.nth(0)).toContainText("https://funder.example/annual-report");
  await expect(slowRows.nth(0)).toContainText("7.5 s");
  await expect(slowRows.nth(1)).toContainText("3.4 s");
  await expect(slow.getByTestId("slow-pages-table")).toContainText("Pages that took longer than 3.0 s to answer");
  await expect(slow).not.toContainText("response_time_ms");
  await slow.getByRole("button", { name: "View JSON" }).click();
  await expect(slow).toContainText('"response_time_ms": 7520');

  const broken = page.getByTestId("broken-links-table");
  await expect(broken.locator("tbody tr")).toHaveCount(1);
  await expect(broken).toContainText("HTTP 404");
  await expect(broken).toContainText("https://funder.example/grants/arts");
});

test("on a phone the slow pages and broken links are stacked rows, not a table wider than the screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serve(page);
  await page.goto("/crawl-results/515151");
  const slow = page.getByTestId("slow-pages-table-stacked");
  await expect(slow).toContainText("Response time: 7.5 s");
  await expect(page.getByTestId("broken-links-table-stacked")).toContainText("Answer: HTTP 404");
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
