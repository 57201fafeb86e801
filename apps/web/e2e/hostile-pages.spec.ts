import { pathToFileURL } from "node:url";
import { parseDetectedUrls, readGrant } from "@grantscout/api/spec";
import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, type Page, test } from "@playwright/test";
import { hostileSite, XSS_VECTORS } from "./hostile-fixture";

test.describe.configure({ mode: "serial" });

let site: ServedSite;
let jobId: number;

/** What the tripwire adds to the page's window. */
type Tripwire = { __xss: (id: string) => void; __xssHits: string[]; __csp: string[] };

/** A tripwire every vector would call, and a record of anything the CSP had to block. */
async function arm(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Tripwire;
    w.__xssHits = [];
    w.__xss = (id: string) => w.__xssHits.push(String(id));
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return dialogs;
}

/** No vector ran, and nothing the sanitiser forbids reached the DOM. */
async function expectClean(page: Page, dialogs: string[], where: string) {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) problems.push(`${el.tagName} ${attr.name}`);
    }
    for (const a of Array.from(document.querySelectorAll("a[href]"))) {
      const href = a.getAttribute("href") ?? "";
      if (/^\s*(javascript|data|vbscript):/i.test(href) || /^\s*\/[/\\]/.test(href)) problems.push(`a href=${href}`);
    }
    for (const el of Array.from(
      document.querySelectorAll("main iframe, main object, main embed, main frame, main svg script, main form[action], main base, main meta, main link"),
    ))
      problems.push(el.tagName);
    for (const s of Array.from(document.querySelectorAll("script")))
      if (!s.src.startsWith(`${location.origin}/assets/`)) problems.push(`script ${s.src || "inline"}`);
    const w = window as unknown as Tripwire;
    return { problems, hits: w.__xssHits, csp: w.__csp };
  });
  expect(found.hits, `${where}: vectors that ran`).toEqual([]);
  expect(dialogs, `${where}: dialogs`).toEqual([]);
  expect(found.problems, `${where}: forbidden markup in the DOM`).toEqual([]);
  expect(found.csp, `${where}: blocked by the CSP (so it reached the page)`).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  site = await serveFixtureSite(hostileSite());
  const start = await request.post("/api/crawler/start", {
    data: { url: site.origin, maxDepth: 2, rateLimit: 20, onlyGrantOpportunities: false, saveHtmlContent: true },
  });
  expect(start.ok(), await start.text()).toBe(true);
  jobId = ((await start.json()) as { id: number }).id;
  await expect
    .poll(async () => ((await (await request.get(`/api/crawler/status/${jobId}`)).json()) as { status: string }).status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe("completed");
});
test.afterAll(async () => site?.close());

test(`${XSS_VECTORS.length} XSS vectors in crawled pages run nowhere: results in both groupings, details with JSON, exports`, async ({ page, request }) => {
  const res = (await (await request.get(`/api/crawler/results/${jobId}`)).json()) as {
    opportunities: Array<{ type: string; details: { detected_urls: unknown } }>;
  };
  const grants = parseDetectedUrls(res.opportunities.find((o) => o.type === "grant_opportunities")?.details.detected_urls).map(readGrant);
  expect(grants.filter((g) => g.url.includes("/grants/hostile-")).length).toBe(5);
  // The page that addresses a language model keeps its own amount.
  expect(grants.find((g) => g.url.endsWith("/grants/hostile-0"))?.amountHigh).toBe(10000);

  const dialogs = await arm(page);
  await page.goto(`/crawl-results/${jobId}`);
  await expect(page.getByRole("heading", { name: /Opportunities Found/ })).toBeVisible();
  await expect(page.getByText(/Hostile Grant 0/).first()).toBeVisible();
  await expectClean(page, dialogs, "results by status");

  const rows = page.getByTestId("grant-row");
  for (let i = 0; i < Math.min(await rows.count(), 6); i++) {
    await rows.nth(i).getByRole("button", { name: "View details" }).click();
    const dialog = page.getByRole("dialog");
    // The JSON toggle keeps its state from one dialog to the next.
    await expect(dialog.getByRole("button", { name: /^(View|Hide) JSON$/ })).toBeVisible();
    if (await dialog.getByRole("button", { name: "View JSON" }).count()) await dialog.getByRole("button", { name: "View JSON" }).click();
    await expect(dialog.getByTestId("dialog-json")).toBeVisible();
    await expectClean(page, dialogs, `detail dialog ${i}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }

  await page.getByRole("button", { name: "Group by Slug" }).click();
  await expect(page.getByTestId("slug-group").first()).toBeVisible();
  await expectClean(page, dialogs, "results by slug");
  await page.getByRole("button", { name: "Group by Status" }).click();

  for (const name of ["Download JSON", "Export CSV"]) {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
    const file = await download.path();
    const viewer = await page.context().newPage();
    const viewerDialogs = await arm(viewer);
    await viewer.goto(pathToFileURL(file).href);
    await expect(viewer.locator("body")).toContainText("Hostile Grant");
    expect(await viewer.evaluate(() => (window as unknown as Tripwire).__xssHits), `${name} opened as text`).toEqual([]);
    expect(viewerDialogs).toEqual([]);
    await viewer.close();
  }
});

test("the Process Opportunity tabs show a hostile page without running it", async ({ page }) => {
  const dialogs = await arm(page);
  await page.goto(
    `/process-opportunity?url=${encodeURIComponent(`${site.origin}/grants/hostile-0`)}&referrer=${encodeURIComponent(`/crawl-results/${jobId}`)}`,
  );
  await page.getByRole("button", { name: "Analyze & Extract Details" }).click();
  await expect(page.getByRole("button", { name: "Reprocess Data" })).toBeVisible({ timeout: 30_000 });
  await expectClean(page, dialogs, "process: details");
  for (const tab of ["Related Documents", "Eligibility", "Raw Data", "HTML Content"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expectClean(page, dialogs, `process: ${tab}`);
  }
  await expect(page.getByTestId("html-content")).toContainText("Hostile Grant 0");
  // The page's own relative links lead where they did on the page, in a new tab, not into the app.
  const own = page.getByTestId("html-content").getByRole("link", { name: "All our grants" });
  await expect(own).toHaveAttribute("href", `${site.origin}/grants`);
  await expect(own).toHaveAttribute("target", "_blank");
  await page.getByText("Source", { exact: true }).click();
  await expect(page.getByTestId("html-source")).toContainText("onerror");
  await expectClean(page, dialogs, "process: HTML source");
  await page.screenshot({ path: "test-results/screenshots/hostile-process-source.png" });
});
