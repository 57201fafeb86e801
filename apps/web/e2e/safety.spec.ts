import { expect, test } from "@playwright/test";

// Against the server started without CRAWL_ALLOW_PRIVATE_NETWORKS, as a default install runs.
const safe = process.env.E2E_SAFE_ORIGIN!;

test("a private-network URL is refused with a clear error on the Process Opportunity page", async ({ page }) => {
  await page.goto(`${safe}/process-opportunity?url=${encodeURIComponent("http://10.0.0.1/grants/apply")}`);
  const alert = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(/private or local network address/);
});

test("a crawl of a loopback address is refused with the server's message", async ({ page }) => {
  await page.goto(`${safe}/?tab=new`);
  await page.getByLabel("Main Website URL").fill("127.0.0.1:8080");
  await page.getByRole("button", { name: "Start Crawling" }).click();
  await expect(page.getByText("Error starting crawler")).toBeVisible();
  await expect(page.getByText(/private or local network address/)).toBeVisible();
});
