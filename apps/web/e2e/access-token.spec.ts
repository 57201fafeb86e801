import { expect, test } from "@playwright/test";

const origin = process.env.E2E_TOKEN_ORIGIN!;
const token = process.env.E2E_API_TOKEN!;

test("a server started with API_TOKEN asks for it once, refuses a wrong one, then works", async ({ page, request }) => {
  expect((await request.get(`${origin}/api/crawler/jobs`)).status()).toBe(401);

  await page.goto(`${origin}/`);
  await expect(page.getByRole("heading", { name: "Access token" })).toBeVisible();
  await page.getByLabel("Access token").fill("not-the-token");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("That access token is not right.")).toBeVisible();

  await page.getByLabel("Access token").fill(token);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Access token" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Start Crawling/i })).toBeVisible();
  await page.screenshot({ path: "test-results/access-token-granted.png" });

  // Once: a reload keeps the session, and the page's scripts cannot read the cookie.
  await page.reload();
  await expect(page.getByRole("button", { name: /Start Crawling/i })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).toBe("");
});
