import { expect, test } from "@playwright/test";

test("the adapter page shows standardised output for every sample", async ({ page }) => {
  await page.goto("/adapter-test");
  await expect(page.getByRole("heading", { name: "Opportunity Data Adapter Test" })).toBeVisible();
  const samples = page.getByTestId("adapter-sample");
  await expect(samples).toHaveCount(4);
  for (let i = 0; i < 4; i++) {
    const sample = samples.nth(i);
    await sample.scrollIntoViewIfNeeded();
    await expect(sample.getByTestId("original-json")).not.toBeEmpty();
    const standard = sample.getByTestId("standardized-json");
    await expect(standard).toContainText('"url"');
    await expect(standard).toContainText('"funding"');
    await expect(standard).toContainText('"status"');
  }
  // Aliases are read: sourceLink → url, grant_title → title.
  await expect(samples.nth(3).getByTestId("standardized-json")).toContainText("https://www.summitartscouncil.org/funding/touring");
  await expect(samples.nth(3).getByTestId("standardized-json")).toContainText("Regional Touring Support");
  await page.screenshot({ path: "test-results/screenshots/adapter-test.png", fullPage: true });
  await expect(page.getByRole("heading", { name: "Field Display Demo" })).toBeVisible();
});
