import { type APIRequestContext, expect, test } from "@playwright/test";

const status = async (request: APIRequestContext) =>
  (await (await request.get("/api/transition/status")).json()) as {
    state: { useNewModel: boolean; rolloutPercentage: number; history: Array<{ action: string }> };
  };

test("the switch and the rollout slider change the transition status", async ({ page, request }) => {
  // Start from a known state through the REST door.
  await request.post("/api/embedding/transition/control", { data: { action: "disable" } });
  await request.post("/api/embedding/transition/control", { data: { action: "rollout", value: 0 } });

  await page.goto("/transition-manager");
  await expect(page.getByRole("heading", { name: "Embedding Model Transition" }).first()).toBeVisible();
  await expect(page.getByText("text-embedding-ada-002").first()).toBeVisible();
  await expect(page.getByText("text-embedding-3-small").first()).toBeVisible();
  await expect(page.getByText(/up to 80% lower token cost/)).toBeVisible();
  await expect(page.getByTestId("auto-rollback")).toBeVisible();

  const toggle = page.getByRole("switch");
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(page.getByText("Transition updated")).toBeVisible();
  await expect.poll(async () => (await status(request)).state.useNewModel).toBe(true);

  // Commit on release: click the middle of the track, then nudge with the keyboard.
  const slider = page.getByRole("slider");
  await slider.scrollIntoViewIfNeeded();
  const root = await page.locator(".mantine-Slider-root").boundingBox();
  const thumb = await slider.boundingBox();
  if (!root || !thumb) throw new Error("slider not laid out");
  await page.mouse.click(root.x + root.width / 2, thumb.y + thumb.height / 2);
  await expect(page.getByTestId("rollout-value")).toHaveText("50%");
  await expect.poll(async () => (await status(request)).state.rolloutPercentage).toBe(50);
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await status(request)).state.rolloutPercentage).toBe(55);
  await expect(page.getByTestId("rollout-value")).toHaveText("55%");
  await page.screenshot({ path: "test-results/screenshots/transition-manager.png", fullPage: true });

  await toggle.click({ force: true });
  await expect.poll(async () => (await status(request)).state.useNewModel).toBe(false);
  const actions = (await status(request)).state.history.map((h) => h.action);
  expect(actions).toEqual(expect.arrayContaining(["enable", "rollout", "disable"]));
  await expect(page.getByTestId("transition-history")).toContainText("rollout");
});

test("Check Health reports the result and Refresh reads the status again", async ({ page, request }) => {
  await page.goto("/transition-manager");
  await page.getByRole("button", { name: "Check Health" }).click();
  await expect(page.getByText(/Health check (passed|failed)/).first()).toBeVisible({ timeout: 30_000 });
  await request.post("/api/embedding/transition/control", { data: { action: "rollout", value: 35 } });
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("rollout-value")).toHaveText("35%");
});

test("a failed control call shows the error toast", async ({ page }) => {
  await page.goto("/transition-manager");
  await page.route("**/trpc/transition.control**", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify([{ error: { json: { message: "database unavailable", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 } } } }]),
    }),
  );
  await page.getByRole("switch").click({ force: true });
  await expect(page.getByText("Error updating transition")).toBeVisible();
  await expect(page.getByText("Failed to update transition: database unavailable")).toBeVisible();
});
