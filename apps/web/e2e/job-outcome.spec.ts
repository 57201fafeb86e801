import { type FixtureSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { type APIRequestContext, expect, test } from "@playwright/test";

async function crawlUntil(request: APIRequestContext, url: string, status: string, stop = false) {
  const start = await request.post("/api/crawler/start", { data: { url, maxDepth: 2, rateLimit: 1 } });
  expect(start.ok(), await start.text()).toBe(true);
  const { id } = (await start.json()) as { id: number };
  if (stop) {
    await expect
      .poll(async () => ((await (await request.get(`/api/crawler/status/${id}`)).json()) as { progress: { pagesProcessed: number } }).progress.pagesProcessed, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    expect((await request.post(`/api/crawler/stop/${id}`)).ok()).toBe(true);
  }
  await expect
    .poll(async () => ((await (await request.get(`/api/crawler/status/${id}`)).json()) as { status: string }).status, { timeout: 60_000, intervals: [500] })
    .toBe(status);
  return id;
}

test("a crawl that reaches no page says it failed and why, on its card and its results", async ({ page, request }) => {
  const down = await serveFixtureSite({ "*": { status: 503, body: "Service unavailable" }, "/robots.txt": { status: 404, body: "" } });
  try {
    const id = await crawlUntil(request, down.origin, "failed");
    await page.goto("/?tab=jobs");
    const card = page.getByTestId("job-card").filter({ hasText: `Job ID: ${id}` });
    await expect(card.getByTestId("job-error")).toContainText("no page of the site could be fetched");
    await page.goto(`/crawl-results/${id}`);
    await expect(page.getByTestId("job-outcome")).toContainText("This crawl failed");
    await expect(page.getByTestId("job-outcome")).toContainText("503");
    await page.screenshot({ path: "test-results/screenshots/results-failed-job.png" });
  } finally {
    await down.close();
  }
});

test("a stopped crawl says its results are partial", async ({ page, request }) => {
  const pages = Array.from({ length: 20 }, (_, i) => `/p${i}`);
  const slow: FixtureSite = { "/": { body: `<h1>Slow Fund</h1>${pages.map((p) => `<a href="${p}">${p}</a>`).join(" ")}` } };
  for (const p of pages) slow[p] = { body: `<h1>Programme ${p}</h1><p>Grants for local charities.</p>`, delayMs: 300 };
  const site = await serveFixtureSite(slow);
  try {
    const id = await crawlUntil(request, site.origin, "stopped", true);
    await page.goto(`/crawl-results/${id}`);
    await expect(page.getByTestId("job-outcome")).toContainText("Partial results");
  } finally {
    await site.close();
  }
});
