import { blankServedGrant } from "@grantscout/api/spec";
import { expect, type Page, test } from "@playwright/test";

/** Results served by the test (tRPC batch + superjson framing), for the shape-dependent UI rules. */
function grant(i: number) {
  const kinds = ["grant", "fellowship", "loan", null];
  const kind = kinds[i % kinds.length];
  return {
    ...blankServedGrant("", ""),
    url: `https://funder.example/${i % 3 === 0 ? "grants" : "programs"}/item-${i}`,
    title: `Synthetic Opportunity ${i}`,
    summary: `<p>Summary ${i} <script>window.__xss = 1</script><a href="javascript:alert(1)">bad link</a></p>`,
    status: { current: i % 5 === 0 ? "open" : i % 5 === 1 ? "closed" : "unknown", due_date: null, confidence: "medium", forecast_date: null },
    type: kind,
    fundingVehicles: kind ? [] : ["award"],
    relevance_score: (i % 10) / 10,
    keywords: ["synthetic"],
    relatedDocuments: [],
  };
}

function results(n: number) {
  const grants = Array.from({ length: n }, (_, i) => grant(i));
  return {
    crawl_info: {
      job_id: 424242,
      pages_crawled: n,
      target_website: "https://funder.example",
      started_at: new Date().toISOString(),
      ended_at: new Date().toISOString(),
      duration_seconds: 125,
      status: "completed",
    },
    statistics: { pages_by_status_code: { "200": n - 3, "301": 1, "404": 2 } },
    opportunities: [
      { type: "grant_opportunities", severity: "high", details: { count: n, detected_urls: grants as unknown[] } },
      {
        type: "performance_issues",
        severity: "medium",
        details: { count: 1, detected_urls: [{ url: "https://funder.example/slow", response_time_ms: 5000 }] },
      },
    ],
    coverage: { robots_blocked: [], blocked_addresses: [], failed_pages: [], unparseable_documents: [], needed_javascript: [], application_portals: [] },
  };
}

async function serve(page: Page, body: unknown) {
  await page.route("**/trpc/crawl.results**", (route) => route.fulfill({ json: [{ result: { data: { json: body } } }] }));
}

test("1,000 opportunities stay responsive: sections page at 10, chips filter the Unknown section", async ({ page }) => {
  await serve(page, results(1000));
  const started = Date.now();
  await page.goto("/crawl-results/424242");
  await expect(page.getByRole("heading", { name: "1000 Opportunities Found" })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(10_000);
  await expect(page.getByTestId("count-open")).toContainText("200");
  await expect(page.getByTestId("count-closed")).toContainText("200");
  await expect(page.getByTestId("count-unknown")).toContainText("600");
  await expect(page.getByTestId("grant-row")).toHaveCount(30);
  await expect(page.evaluate(() => (window as { __xss?: number }).__xss)).resolves.toBeUndefined();
  await expect(page.getByTestId("section-open").getByRole("link", { name: "bad link" }).first()).toHaveAttribute("href", "#");

  const unknown = page.getByTestId("section-unknown");
  await unknown.getByRole("button", { name: "2", exact: true }).click();
  await expect(unknown.getByTestId("grant-row").first()).toContainText("Synthetic Opportunity");
  const chips = unknown.getByTestId("type-chips");
  await chips.getByText(/^Loan \(\d+\)$/).click();
  const loanCount = Number(/\((\d+)\)/.exec(await chips.getByText(/^Loan/).innerText())?.[1]);
  await expect(unknown.getByTestId("grant-row")).toHaveCount(Math.min(loanCount, 10));
  for (const row of await unknown.getByTestId("grant-row").all()) await expect(row).toContainText("loan");
  await chips.getByText(/^Loan/).click();
  await expect(unknown.getByTestId("grant-row")).toHaveCount(10);
  await expect(page.getByTestId("finding-performance_issues")).toContainText("1 issue");

  await page.getByRole("tab", { name: "Response Codes" }).click();
  await expect(page.getByTestId("duration")).toHaveText("2m 5s");
  await expect(page.getByTestId("bucket-3xx")).toHaveText("1");
});

test("grouped lists scroll past 8 items", async ({ page }) => {
  await serve(page, results(20));
  await page.goto("/crawl-results/424242");
  await page.getByRole("button", { name: "Group by Slug" }).click();
  const group = page.getByTestId("slug-group").first();
  await group.getByRole("button", { expanded: false }).click();
  await expect(group.getByTestId("grouped-scroll")).toBeVisible();
});

test("empty and failing results show their states", async ({ page }) => {
  await serve(page, { ...results(0), opportunities: [] });
  await page.goto("/crawl-results/424242");
  await expect(page.getByText("No opportunities detected during the crawl.")).toBeVisible();
  await page.unroute("**/trpc/crawl.results**");
  await page.route("**/trpc/crawl.results**", (route) =>
    route.fulfill({
      status: 500,
      json: [{ error: { json: { message: "boom", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: "crawl.results" } } } }],
    }),
  );
  await page.reload();
  await expect(page.getByText("Failed to load results")).toBeVisible();
  await expect(page.getByText("There was an error loading the crawler results.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
});

const rich = {
  ...blankServedGrant("", ""),
  url: "https://funder.example/grants/coastal-arts",
  title: "Coastal Arts Grant",
  summary: "<p>Funds <strong>community arts</strong> projects in tidewater towns.</p>",
  status: { current: "open", due_date: "2027-09-30", confidence: "high", forecast_date: null },
  fundingAmountLow: 5000,
  fundingAmountHigh: 15000,
  currency: "USD",
  fundingVehicles: ["project grant"],
  type: "grant",
  funder: "Tidewater Community Foundation",
  eligibility: "Registered 501(c)(3) nonprofits in Virginia.",
  for: ["Nonprofits"],
  states: ["VA"],
  countries: ["United States"],
  areaOfInterest: "Arts & Culture",
  keywords: ["arts", "community"],
  contactInformation: { name: "Program Officer", email: "grants@funder.example", telephone: "555-0100", website: "https://funder.example", address: null },
  relevance_score: 0.86,
  semanticRankScore: 78,
  urlCluster: "/grants/*",
  relatedDocuments: [
    {
      url: "https://funder.example/grants/coastal-arts/faq",
      title: "FAQ",
      relationship: "frequently-asked-questions",
      relevanceScore: 0.7,
      matchReason: "Same program name",
      summary: null,
      fileType: "html",
    },
    {
      url: "https://funder.example/grants/coastal-arts/guidelines.pdf",
      title: "Application guidelines",
      relationship: "application-instructions",
      relevanceScore: 0.9,
      matchReason: "Linked from the program page",
      summary: null,
      fileType: "pdf",
    },
  ],
  evidence: {
    due_date: { sentence: "The application deadline is September 30, 2027.", url: "https://funder.example/grants/coastal-arts" },
    amount: { sentence: "Grants of up to $15,000 are available.", url: "https://funder.example/grants/coastal-arts" },
    status: { sentence: "Applications are now open.", url: "https://funder.example/grants/coastal-arts" },
    eligibility: null,
  },
  manually_corrected: false,
};

test("a fully populated grant renders in both themes, with evidence in the dialog", async ({ page }) => {
  const body = results(3);
  body.opportunities[0]!.details.detected_urls = [rich, ...body.opportunities[0]!.details.detected_urls];
  await serve(page, body);
  await page.goto("/crawl-results/424242");
  const row = page.locator(`[data-testid="grant-row"][data-url="${rich.url}"]`);
  await expect(row).toContainText("High · 86");
  await expect(row).toContainText("Rank 78");
  await expect(row).toContainText("$5,000 – $15,000");
  await expect(row.getByTestId("related-document").first()).toContainText("Application guidelines");
  const shot = async (name: string) => {
    const toggle = page.getByRole("button", { name: "Toggle color scheme" });
    const scheme = async () => page.locator("html").getAttribute("data-mantine-color-scheme");
    await page.screenshot({ path: `test-results/screenshots/results-mock-${name}-${await scheme()}.png`, fullPage: true });
    await toggle.click({ force: true });
    await page.screenshot({ path: `test-results/screenshots/results-mock-${name}-${await scheme()}.png`, fullPage: true });
    await toggle.click({ force: true });
  };
  await shot("list");
  await row.getByRole("button", { name: "View details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("evidence-due-date")).toContainText("September 30, 2027");
  await expect(dialog.getByTestId("evidence-amount")).toContainText("$15,000");
  await expect(dialog.getByTestId("evidence-status")).toContainText("now open");
  await expect(dialog.getByRole("link", { name: "source" }).first()).toHaveAttribute("href", rich.url);
  await page.waitForTimeout(500); // let the modal's open transition finish
  await page.screenshot({ path: "test-results/screenshots/results-mock-dialog-light.png" });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Toggle color scheme" }).click();
  await row.getByRole("button", { name: "View details" }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: "test-results/screenshots/results-mock-dialog-dark.png" });
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Toggle color scheme" }).click();
  // A grant without related documents shows labelled demonstration documents in the dialog only.
  const plain = page.getByTestId("grant-row").filter({ hasText: "Synthetic Opportunity 0" });
  await plain.getByRole("button", { name: "View details" }).click();
  await expect(page.getByRole("dialog").getByText("Test document: Application Guidelines")).toBeVisible();
  await expect(page.getByRole("dialog").getByText("demonstration placeholders")).toBeVisible();
});
