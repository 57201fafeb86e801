import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";

const page = (title: string, body: string, links: Array<[string, string]> = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Lakeshore Foundation</title></head><body><h1>${title}</h1>${body}
<ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("")}</ul></body></html>`,
});

const grant = (name: string, amount: string) =>
  page(
    name,
    `<p>The ${name} funds community projects by registered nonprofits around the lake. Applications are open now.</p>
<p>Awards of up to ${amount}. The application deadline is October 1, 2027.</p><p>Eligibility: 501(c)(3) nonprofit organizations.</p>`,
  );

/** The programmes are two clicks from the home page: a crawl at the default depth 1 sees their links but not them. */
const site = {
  "/": page("Lakeshore Foundation", "<p>We fund lakeside communities.</p>", [
    ["/programs", "Our programs"],
    ["/about", "About us"],
  ]),
  "/about": page("About the foundation", "<p>Founded in 1961.</p>", [["/about/board", "Board"]]),
  "/about/board": page("Board", "<p>Our trustees.</p>"),
  "/programs": page("Programs", "<p>Three programmes are accepting applications.</p>", [
    ["/programs/arts-grant", "Lakeshore Arts Grant"],
    ["/programs/youth-fund", "Youth Fund"],
    ["/programs/river-fellowship", "River Fellowship"],
  ]),
  "/programs/arts-grant": grant("Lakeshore Arts Grant", "$10,000"),
  "/programs/youth-fund": grant("Youth Fund", "$5,000"),
  "/programs/river-fellowship": grant("River Fellowship", "$30,000"),
};

let served: ServedSite;
test.beforeAll(async () => {
  served = await serveFixtureSite(site);
});
test.afterAll(async () => {
  await served?.close();
});

test("a depth-1 crawl says programme links were left beyond its depth, and one click crawls one level deeper and finds them", async ({
  page: tab,
  request,
}) => {
  const id = await crawlToCompletion(request, served.origin, 1, { timeout: 60_000, interval: 500 });

  await tab.goto(`/crawl-results/${id}`);
  const notice = tab.getByTestId("beyond-depth");
  await expect(notice).toContainText("3 likely programme pages were beyond depth 1");
  await tab.getByRole("tab", { name: "Coverage" }).click();
  await expect(notice).toContainText("3 likely programme pages were beyond depth 1");
  for (const name of ["Lakeshore Arts Grant", "Youth Fund", "River Fellowship"]) await expect(notice.getByRole("link", { name })).toBeVisible();

  await notice.getByRole("button", { name: "Crawl again at depth 2" }).click();
  await expect(tab).toHaveURL(/[?&]job=\d+/);
  const deeper = Number(new URL(tab.url()).searchParams.get("job"));
  expect(deeper).toBeGreaterThan(id);
  const jobs = (await (await request.get("/api/crawler/jobs")).json()) as Array<{ id: number; url: string }>;
  expect(jobs.find((j) => j.id === deeper)?.url).toBe(jobs.find((j) => j.id === id)?.url);
  // The home page follows the crawl and goes to its results when it is done (spec section 4).
  await expect(tab).toHaveURL(new RegExp(`/crawl-results/${deeper}$`), { timeout: 60_000 });
  await expect(tab.getByRole("heading", { name: /\d+ Opportunities Found/ })).toBeVisible();
  for (const path of ["/programs/arts-grant", "/programs/youth-fund", "/programs/river-fellowship"])
    await expect(tab.locator(`[data-testid="grant-row"][data-url="${served.origin}${path}"]`)).toBeVisible();
  await expect(tab.getByTestId("beyond-depth")).toHaveCount(0);
  const status = (await (await request.get(`/api/crawler/status/${deeper}`)).json()) as { depthInfo: { maxDepth: number } };
  expect(status.depthInfo.maxDepth).toBe(2);
});
