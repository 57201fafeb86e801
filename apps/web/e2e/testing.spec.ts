import { expect, test } from "@playwright/test";

const CHECKS = ["smallContent", "largeContent", "truncation", "basicClustering", "relationshipClassification", "documentFormatting"];

test("Run All Tests turns every check Passed and the summary counts add up", async ({ page }) => {
  await page.goto("/testing");
  await expect(page.getByRole("heading", { name: "Document Processing Test Suite" })).toBeVisible();
  for (const name of CHECKS) await expect(page.getByTestId(`check-${name}`)).toContainText("Not Run");
  await expect(page.getByText("No Test Results Available")).toBeVisible();

  await page.getByRole("button", { name: "Run All Tests" }).click();
  for (const name of CHECKS) await expect(page.getByTestId(`check-${name}`)).toContainText("Passed", { timeout: 60_000 });

  const count = async (id: string) => Number(await page.getByTestId(id).locator("p").first().innerText());
  const total = await count("summary-total-tests");
  const passed = await count("summary-passed");
  const failed = await count("summary-failed");
  expect(total).toBeGreaterThanOrEqual(CHECKS.length);
  expect(passed + failed).toBe(total);
  expect(failed).toBe(0);
  await expect(page.getByTestId("test-result")).toHaveCount(total);
  await page.screenshot({ path: "test-results/screenshots/testing-all-passed.png", fullPage: true });

  await page.getByRole("tab", { name: "System Overview" }).click();
  for (const heading of ["Embedding Generation", "Document Clustering", "Relationship Detection", "UI Integration"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
});

test("each group runs on its own and a failed call is only logged", async ({ page }) => {
  await page.goto("/testing");
  await page.getByRole("button", { name: "Run Embedding Tests" }).click();
  await expect(page.getByTestId("check-truncation")).toContainText("Passed", { timeout: 60_000 });
  await expect(page.getByTestId("check-basicClustering")).toContainText("Not Run");

  const logs: string[] = [];
  page.on("console", (m) => m.type() === "error" && logs.push(m.text()));
  await page.route("**/trpc/selfTest.relatedDocuments**", (route) => route.abort());
  await page.getByRole("button", { name: "Run Relationship Tests" }).click();
  await expect.poll(() => logs.some((l) => l.startsWith("Test failed: "))).toBe(true);
  await expect(page.getByRole("button", { name: "Run Relationship Tests" })).toBeEnabled();
  await expect(page.getByTestId("check-basicClustering")).toContainText("Not Run");
  await expect(page.getByRole("alert")).toHaveCount(0);
});
