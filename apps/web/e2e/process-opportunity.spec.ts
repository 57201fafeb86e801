import { type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import { expect, test } from "@playwright/test";
import { crawlToCompletion } from "./crawl-job";

const page = (title: string, body: string, links: string[] = []) => ({
  contentType: "text/html; charset=utf-8",
  body: `<!doctype html><html><head><title>${title} | Cedar Valley Foundation</title></head><body><h1>${title}</h1>${body}${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}</body></html>`,
});

const site = {
  "/": page("Welcome", "<p>Cedar Valley Foundation supports rural communities.</p>", ["/grants/rural-libraries"]),
  "/grants/rural-libraries": page(
    "Rural Library Innovation Grant",
    "<p>The Rural Library Innovation Grant funds public libraries in towns under 10,000 people to start digital literacy programs.</p>" +
      "<h2>Key facts</h2><dl><dt>Deadline</dt><dd>April 30, 2027</dd><dt>Award amount</dt><dd>Up to $40,000</dd></dl>" +
      "<h2>Eligibility</h2><p>Applicants must be public libraries or 501(c)(3) nonprofit library friends groups located in Oregon or Washington.</p>" +
      "<h2>How to apply</h2><p>Read the application guidelines and the FAQ, then submit the online form before the deadline.</p>",
    ["/grants/rural-libraries/guidelines", "/grants/rural-libraries/faq"],
  ),
  "/grants/rural-libraries/guidelines": page(
    "Rural Library Innovation Grant application guidelines",
    "<p>How to apply: submit a budget, a project narrative and a letter of support.</p>",
  ),
  "/grants/rural-libraries/faq": page(
    "Rural Library Innovation Grant FAQ",
    "<p>Frequently asked questions about eligibility and the application deadline.</p>",
  ),
};

let fixture: ServedSite;
test.beforeAll(async () => {
  fixture = await serveFixtureSite(site);
});
test.afterAll(async () => {
  await fixture?.close();
});

test("analyses an opportunity, resets it, runs a custom analysis and goes back to the referrer", async ({ page: p, baseURL }) => {
  const grantUrl = `${fixture.origin}/grants/rural-libraries`;
  const referrer = `${baseURL}/grants-showcase`;
  // The local analysis answers in milliseconds; a slower answer (as from a language model) keeps the
  // overlay up with every step shown, instead of a 500 ms window a busy machine can miss.
  await p.route("**/trpc/opportunity.enrich**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue();
  });
  await p.goto(`/process-opportunity?url=${encodeURIComponent(grantUrl)}&referrer=${encodeURIComponent(referrer)}`);

  await expect(p.getByRole("heading", { name: "Rural Library Innovation Grant" })).toBeVisible({ timeout: 30_000 });
  await expect(p.getByRole("link", { name: grantUrl })).toHaveAttribute("target", "_blank");
  await expect(p.getByRole("button", { name: "Reset" })).toHaveCount(0);

  await p.getByRole("button", { name: "Analyze & Extract Details" }).click();
  const overlay = p.getByRole("dialog", { name: "Analyzing Opportunity" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("Analyzing grant opportunity details")).toBeVisible();
  await expect(overlay.getByText("Completing data enrichment")).toBeVisible({ timeout: 10_000 });
  await expect(overlay).toBeHidden({ timeout: 60_000 });
  await expect(p.getByText("Analysis complete")).toBeVisible();
  await expect(p.getByRole("button", { name: "Reprocess Data" })).toBeVisible();

  await expect(p.getByTestId("section-funding-information")).toContainText("$40,000");
  await expect(p.getByTestId("section-important-dates")).toContainText("April 30, 2027");
  await p.screenshot({ path: "test-results/screenshots/process-details.png", fullPage: true });

  await p.getByRole("tab", { name: "Related Documents" }).click();
  await expect(p.getByTestId("related-document").first()).toBeVisible();
  await expect(p.getByTestId("related-document").first()).toContainText(/Score: \d+/);
  await p.screenshot({ path: "test-results/screenshots/process-related.png", fullPage: true });

  await p.getByRole("tab", { name: "Eligibility" }).click();
  await expect(p.getByText(/public libraries/i).first()).toBeVisible();
  await p.getByRole("tab", { name: "Raw Data" }).click();
  await expect(p.getByTestId("raw-data")).toContainText('"fundingAmountHigh"');
  await p.getByRole("tab", { name: "HTML Content" }).click();
  await expect(p.getByText("Up to $40,000").first()).toBeVisible();

  await p.getByRole("button", { name: "Reset" }).click();
  await expect(p.getByText("Data reset")).toBeVisible();
  await expect(p.getByText("The opportunity data has been reset to its original state.")).toBeVisible();
  await expect(p.getByRole("button", { name: "Analyze & Extract Details" })).toBeVisible();
  await expect(p.getByRole("button", { name: "Reset" })).toHaveCount(0);

  await p.getByRole("button", { name: "Custom Analysis" }).click();
  const dialog = p.getByRole("dialog", { name: "Customize Analysis Options" });
  await expect(dialog.getByLabel("Custom prompt", { exact: true })).toHaveValue(/funding amount/);
  // No AI model on this server: no model picker, and a sentence saying the local analyser runs.
  await expect(dialog.getByTestId("no-model-note")).toContainText("No AI model is configured");
  await expect(dialog.getByRole("textbox", { name: "Model" })).toHaveCount(0);
  await dialog.getByRole("tab", { name: "System Instructions" }).click();
  await expect(dialog.getByLabel("System prompt", { exact: true })).toHaveValue(/grant analysis expert/);
  await dialog.getByRole("tab", { name: "Analysis Steps" }).click();
  await expect(dialog.getByRole("button", { name: "Remove" }).first()).toBeDisabled();
  await dialog.getByLabel("Use custom analysis steps").check();
  for (let i = 0; i < 6; i++) await dialog.getByRole("button", { name: "Remove" }).first().click();
  await expect(dialog.getByRole("button", { name: "Remove" })).toBeDisabled();
  await dialog.getByLabel("Step 1").fill("Reading the library grant");
  await dialog.getByRole("button", { name: "Add Step" }).click();
  await dialog.getByLabel("Step 2").fill("Checking the budget rules");
  await dialog.getByRole("button", { name: "Add Step" }).click(); // left empty: dropped on submit
  await p.screenshot({ path: "test-results/screenshots/process-custom-dialog.png" });
  await dialog.getByRole("button", { name: "Analyze with Custom Options" }).click();

  await expect(overlay.getByText("Reading the library grant")).toBeVisible();
  await expect(overlay.getByText("Checking the budget rules")).toBeVisible();
  await expect(overlay.getByTestId("analysis-step")).toHaveCount(2);
  await expect(overlay).toBeHidden({ timeout: 60_000 });
  await expect(p.getByText("Analysis complete")).toBeVisible();
  // The local analyser did not follow the custom prompt, and the toast does not claim it did.
  await expect(p.getByText("The opportunity data has been enriched and structured.")).toBeVisible();
  await expect(p.getByTestId("analysis-notes")).toBeVisible();
  await expect(p.getByTestId("analysis-source")).toContainText("built-in local analyser");

  await p.getByRole("button", { name: "Back", exact: true }).click();
  await expect(p).toHaveURL(/\/grants-showcase$/);
});

test("Analyze & Extract Details ticks each step as its part of the work finishes, with what it found", async ({ page: p }) => {
  // The funder's supporting documents answer slowly: the page itself is read long before them.
  const slowDocs = { delayMs: 4000 };
  const slow = await serveFixtureSite({
    ...site,
    "/grants/rural-libraries/guidelines": { ...site["/grants/rural-libraries/guidelines"], ...slowDocs },
    "/grants/rural-libraries/faq": { ...site["/grants/rural-libraries/faq"], ...slowDocs },
  });
  try {
    await p.goto(`/process-opportunity?url=${encodeURIComponent(`${slow.origin}/grants/rural-libraries`)}`);
    await expect(p.getByRole("heading", { name: "Rural Library Innovation Grant" })).toBeVisible({ timeout: 30_000 });
    await p.getByRole("button", { name: "Analyze & Extract Details" }).click();

    const overlay = p.getByRole("dialog", { name: "Analyzing Opportunity" });
    const steps = overlay.getByTestId("analysis-step");
    await expect(steps).toHaveCount(7);
    await expect(steps.nth(6)).toHaveText("Completing data enrichment");
    // The page was read: its step is ticked with the page's title while the next one still runs.
    await expect(steps.nth(0)).toHaveAttribute("data-state", "done");
    await expect(steps.nth(0)).toContainText("Read Rural Library Innovation Grant");
    await expect(steps.nth(1)).toHaveAttribute("data-state", "running");
    await expect(steps.nth(2)).toHaveAttribute("data-state", "pending");
    await expect(overlay.getByTestId("analysis-progress")).toHaveText("14%");
    await p.screenshot({ path: "test-results/screenshots/process-steps.png" });

    await expect(overlay).toBeHidden({ timeout: 60_000 });
    await expect(p.getByText("Analysis complete")).toBeVisible();
    await expect(p.getByTestId("section-funding-information")).toContainText("$40,000");
  } finally {
    await slow.close();
  }
});

test("an analysis of a crawled opportunity is kept: a reload shows it again, with what did it; Reset shows the crawl's record", async ({
  page: p,
  request,
}) => {
  await crawlToCompletion(request, fixture.origin, 2);
  const grantUrl = `${fixture.origin}/grants/rural-libraries`;
  await p.goto(`/process-opportunity?url=${encodeURIComponent(grantUrl)}`);
  await expect(p.getByRole("button", { name: "Analyze & Extract Details" })).toBeVisible({ timeout: 30_000 });
  await p.getByRole("button", { name: "Analyze & Extract Details" }).click();
  await expect(p.getByRole("button", { name: "Reprocess Data" })).toBeVisible({ timeout: 60_000 });

  await p.reload();
  await expect(p.getByRole("button", { name: "Reprocess Data" })).toBeVisible({ timeout: 30_000 });
  await expect(p.getByTestId("analysis-source")).toContainText("by the built-in local analyser");
  await expect(p.getByTestId("section-funding-information")).toContainText("$40,000");
  await p.getByRole("tab", { name: "Related Documents" }).click();
  await expect(p.getByTestId("related-document").first()).toBeVisible();

  await p.getByRole("button", { name: "Reset" }).click();
  await expect(p.getByRole("button", { name: "Analyze & Extract Details" })).toBeVisible();
  await expect(p.getByTestId("analysis-source")).toHaveCount(0);
});

test("without a url the page says so, and an unreachable page shows the error view", async ({ page: p }) => {
  await p.goto("/process-opportunity");
  await expect(p.getByText("No opportunity URL provided")).toBeVisible();

  await p.goto(`/process-opportunity?url=${encodeURIComponent(`${fixture.origin}/no-such-grant`)}`);
  await expect(p.getByRole("alert").filter({ hasText: "Error" })).toBeVisible({ timeout: 30_000 });
  await expect(p.getByRole("button", { name: "Back to Opportunities" })).toBeVisible();
  await p.getByRole("link", { name: "Return Home" }).click();
  await expect(p).toHaveURL(/\/(\?.*)?$/);
});

test("from the menu: a typed address starts the analysis page, and the last opportunities opened are offered again", async ({ page: p }) => {
  const grantUrl = `${fixture.origin}/grants/rural-libraries`;
  const faqUrl = `${fixture.origin}/grants/rural-libraries/faq`;
  const fromMenu = async () => {
    await p.getByRole("banner").getByRole("link", { name: "Process Opportunity", exact: true }).click();
    await expect(p.getByText("No opportunity URL provided")).toBeVisible();
  };
  await p.goto("/");
  await fromMenu();
  await expect(p.getByTestId("recent-opportunities")).toHaveCount(0);

  const field = p.getByRole("textbox", { name: "Opportunity URL" });
  const process = p.getByRole("button", { name: "Process", exact: true });
  await field.fill("rural library grant");
  await process.click();
  await expect(p.getByText("Enter the opportunity page's web address")).toBeVisible();
  await field.fill(grantUrl);
  await process.click();
  await expect(p.getByRole("heading", { name: "Rural Library Innovation Grant" })).toBeVisible({ timeout: 30_000 });
  expect(new URL(p.url()).searchParams.get("url")).toBe(grantUrl);

  await fromMenu();
  await p.getByRole("textbox", { name: "Opportunity URL" }).fill(faqUrl);
  await p.getByRole("button", { name: "Process", exact: true }).click();
  await expect(p.getByRole("link", { name: faqUrl })).toBeVisible({ timeout: 30_000 });

  // The menu now offers both, the latest first, each with the status the page showed.
  await fromMenu();
  const recent = p.getByTestId("recent-opportunity");
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toContainText(new URL(faqUrl).host);
  await expect(recent.nth(1)).toContainText("Rural Library Innovation Grant");
  await expect(recent.nth(1).getByTestId("status-badge")).toBeVisible();
  await recent.nth(1).getByRole("link").click();
  await expect(p.getByRole("heading", { name: "Rural Library Innovation Grant" })).toBeVisible({ timeout: 30_000 });
  expect(new URL(p.url()).searchParams.get("url")).toBe(grantUrl);

  // Clear forgets them.
  await fromMenu();
  await p.getByRole("button", { name: "Clear" }).click();
  await expect(p.getByTestId("recent-opportunities")).toHaveCount(0);
});

test("Back falls back to the previous page of the app", async ({ page: p }) => {
  await p.goto("/testing");
  await p.evaluate((url) => {
    const a = document.createElement("a");
    a.href = `/process-opportunity?url=${encodeURIComponent(url)}`;
    a.textContent = "go";
    a.id = "go";
    document.body.appendChild(a);
  }, `${fixture.origin}/grants/rural-libraries`);
  await p.click("#go");
  await expect(p.getByRole("heading", { name: "Rural Library Innovation Grant" })).toBeVisible({ timeout: 30_000 });
  await p.getByRole("button", { name: "Back", exact: true }).click();
  await expect(p).toHaveURL(/\/testing$/);
});

for (const referrer of ["  JaVaScRiPt:window.__xss=1", "https://evil.example/phish", "//evil.example/x"]) {
  test(`a crafted referrer (${referrer.trim()}) neither runs script nor leaves the app when Back is clicked`, async ({ page: p, baseURL }) => {
    await p.goto(`/process-opportunity?url=${encodeURIComponent(`${fixture.origin}/grants/rural-libraries`)}&referrer=${encodeURIComponent(referrer)}`);
    await expect(p.getByRole("heading", { name: "Rural Library Innovation Grant" })).toBeVisible({ timeout: 30_000 });
    await p.getByRole("button", { name: "Back", exact: true }).click();
    await expect(p).toHaveURL(`${baseURL}/`);
    expect(await p.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });
}
