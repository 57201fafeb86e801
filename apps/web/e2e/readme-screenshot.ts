import { join } from "node:path";
import type { Page } from "@playwright/test";

/**
 * The README's screenshots of the main screens are taken by the tests that reach those screens, so
 * they show what the suite checked. `README_SCREENSHOTS=1 pnpm test:e2e` writes them to
 * docs/screenshots (committed); otherwise they go to test-results/readme beside the other captures.
 */
export async function readmeScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.README_SCREENSHOTS === "1" ? join(import.meta.dirname, "../../../docs/screenshots") : "test-results/readme";
  await page.mouse.move(0, 0); // no hover tooltip in the picture
  await page.screenshot({ path: join(dir, `${name}.png`) });
}
