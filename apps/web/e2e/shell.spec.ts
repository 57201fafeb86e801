import { expect, test } from "@playwright/test";

test("the header navigates between the product's screens and highlights the current one", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("banner");
  for (const [label, path] of [
    ["Model Manager", "/transition-manager"],
    ["Test Suite", "/testing"],
    ["Grants Showcase", "/grants-showcase"],
    ["Process Opportunity", "/process-opportunity"],
    ["Home", "/"],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/(\\?.*)?$" : path}`));
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
  }
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the theme toggle switches between light and dark and is remembered", async ({ page }) => {
  await page.goto("/testing");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");
  await page.getByRole("button", { name: "Toggle color scheme" }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
});

test("Home, Results and Process Opportunity paint the header while the app's code is still on its way", async ({ page }) => {
  // Held, not failed: a slow network's first visit. What paints then comes from the page's own markup.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const path of ["/", "/crawl-results/1", "/process-opportunity"]) {
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByText("GrantScout", { exact: true })).toBeVisible();
    await expect(page.getByText("Loading…")).toBeVisible();
  }
  release();
  await expect(page.getByRole("banner").getByRole("link", { name: "Process Opportunity", exact: true })).toBeVisible();
  await expect(page.getByText("Loading…")).toHaveCount(0);
});
