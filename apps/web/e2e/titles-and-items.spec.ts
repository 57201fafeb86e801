import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";

const page = (title: string, heading: string, body: string, links: Array<[string, string]> = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Riverbend Trust</title></head><body><h1>${heading}</h1>${body}
<ul>${links.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join("")}</ul></body></html>`,
});

/**
 * A funder's home page and its list of programmes both read like grants (they name the programmes,
 * their amounts and how to apply), and one programme says its status in its own name: the issue's
 * "Green Grants RFP - This RFP is currently closed".
 */
const site = {
  "/": page("Home", "Riverbend Trust", "<p>We fund river communities with grants to nonprofits. Apply for our grants online.</p>", [
    ["/grants", "Grant programmes"],
    ["/about", "About"],
  ]),
  "/about": page("About", "About the Trust", "<p>The Trust was founded in 1974 by a family of millers.</p>"),
  "/grants": page(
    "Grant programmes",
    "Grant programmes",
    "<p>Our two grant programmes fund nonprofits along the river with awards of up to $25,000. Read each programme's guidelines, then apply online.</p>",
    [
      ["/grants/green-grants-rfp", "Green Grants RFP"],
      ["/grants/river-arts-grant", "River Arts Grant"],
    ],
  ),
  "/grants/green-grants-rfp": page(
    "Green Grants RFP - This RFP is currently closed",
    "Green Grants RFP - This RFP is currently closed",
    `<p>The Green Grants RFP funds nonprofits restoring the riverbanks, with grants of $5,000 to $25,000.</p>
<p>This RFP is currently closed. Proposals were due March 1, 2025. Eligibility: 501(c)(3) nonprofit organizations.</p>`,
  ),
  "/grants/river-arts-grant": page(
    "River Arts Grant",
    "River Arts Grant",
    `<p>The River Arts Grant funds arts projects by nonprofits in river towns, with awards of up to $10,000.</p>
<p>Applications are open now. The application deadline is October 1, 2027. Eligibility: 501(c)(3) nonprofit organizations.</p>`,
  ),
};

let served: ServedSite;
test.beforeAll(async () => {
  served = await serveFixtureSite(site);
});
test.afterAll(async () => {
  await served?.close();
});

test("the programmes are listed, not the funder's home page or their index, and a status said in a title becomes the status", async ({
  page: tab,
  request,
}) => {
  const id = await crawlToCompletion(request, served.origin, 2, { timeout: 60_000, interval: 500 });

  await tab.goto(`/crawl-results/${id}`);
  await expect(tab.getByRole("heading", { name: "2 Opportunities Found" })).toBeVisible();
  const row = (path: string) => tab.locator(`[data-testid="grant-row"][data-url="${served.origin}${path}"]`);
  await expect(row("/grants/river-arts-grant")).toBeVisible();
  for (const path of ["/", "/grants"]) await expect(row(path)).toHaveCount(0);

  const rfp = row("/grants/green-grants-rfp");
  await expect(rfp.getByRole("heading", { level: 5 })).toHaveText("Green Grants RFP");
  await expect(rfp.getByTestId("status-badge")).toHaveText(/closed/i);
});
