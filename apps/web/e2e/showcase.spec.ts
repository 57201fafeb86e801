import { expect, test } from "@playwright/test";

test("a showcase grant card opens the opportunity dialog", async ({ page }) => {
  await page.goto("/grants-showcase");
  await expect(page.getByRole("heading", { name: "Grant Opportunity Showcase" })).toBeVisible();
  await page.getByRole("tab", { name: "Grant Cards" }).click();
  await expect(page.getByRole("heading", { name: "Recommended Opportunities" })).toBeVisible();
  const cards = page.getByTestId("grant-card");
  await expect(cards).toHaveCount(4);
  const first = cards.first();
  await expect(first.getByText("Open", { exact: true })).toBeVisible();
  await expect(first.getByText("$25,000")).toBeVisible();
  await expect(cards.nth(1).getByText("€90,000")).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/showcase-cards.png", fullPage: true });

  await first.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Youth Arts Access Grant 2027").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/showcase-dialog.png" });
  // The showcase's status change only shows a toast (URL cut at 30 characters) and logs.
  const logs: string[] = [];
  page.on("console", (m) => logs.push(m.text()));
  await dialog.getByRole("button", { name: "Closed", exact: true }).click();
  await expect(page.getByText("Status updated to closed")).toBeVisible();
  await expect(page.getByText("https://www.riverbendcommunity...")).toBeVisible();
  await expect.poll(() => logs.some((l) => l.includes("Status change"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the Direct Modal tab opens the dialog on a sample", async ({ page }) => {
  await page.goto("/grants-showcase");
  await page.getByRole("tab", { name: "Direct Modal" }).click();
  await page.getByRole("button", { name: /Open .*Coastal Resilience/ }).click();
  await expect(page.getByRole("dialog").getByText("Coastal Resilience Research Fellowship").first()).toBeVisible();
});

test("the modal test page opens the dialog on its built-in sample", async ({ page }) => {
  await page.goto("/modal-test");
  await expect(page.getByRole("heading", { name: "Modal Test Page" })).toBeVisible();
  await page.getByRole("button", { name: "Open Opportunity Modal" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Youth Arts Access Grant 2027").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/modal-test.png" });
});
