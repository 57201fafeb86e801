import { existsSync } from "node:fs";
import type { Browser, Route } from "playwright-core";
import { CHROMIUM_PATH, RENDER_TIMEOUT_MS } from "../constants.js";
import { errorMessage } from "../errors.js";
import type { HttpResult } from "../net/http-fetch.js";

/** Fetches one sub-resource with the crawler's own safe, rate-limited client. */
export type ResourceFetcher = (url: string) => Promise<HttpResult>;

const MAX_SUBREQUESTS = 40;
const BLOCKED_RESOURCES = new Set(["image", "media", "font", "stylesheet", "websocket", "eventsource", "manifest"]);

export function canRender(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/**
 * Renders JavaScript shells in one lazily started headless Chromium. Every request the page
 * makes is answered by `fetch` (our client) rather than Chromium's network stack, so the
 * private-address rules, the rate limit and the User-Agent apply to rendering too; images, fonts
 * and styles are never loaded. Each render is bounded by RENDER_TIMEOUT_MS and MAX_SUBREQUESTS.
 */
export class Renderer {
  private browser: Promise<Browser> | null = null;

  private launch(): Promise<Browser> {
    // Imported on first use: playwright-core adds ~90 MB to a process that never renders.
    this.browser ??= import("playwright-core").then(({ chromium }) =>
      chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: ["--no-sandbox", "--disable-background-networking", "--headless"],
        timeout: RENDER_TIMEOUT_MS,
      }),
    );
    return this.browser;
  }

  /** `html` is the already fetched page, served to Chromium so the page is not requested twice. */
  async render(url: string, html: string, fetch: ResourceFetcher): Promise<string> {
    const browser = await this.launch();
    const context = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: "block" });
    let subrequests = 0;
    const answer = async (route: Route) => {
      const request = route.request();
      if (BLOCKED_RESOURCES.has(request.resourceType()) || request.method() !== "GET" || ++subrequests > MAX_SUBREQUESTS) {
        return route.abort();
      }
      if (request.url() === url && request.isNavigationRequest()) {
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      }
      try {
        const res = await fetch(request.url());
        await route.fulfill({ status: res.statusCode, headers: { "content-type": res.headers["content-type"] ?? "text/html" }, body: res.body });
      } catch {
        await route.abort().catch(() => {});
      }
    };
    try {
      await context.route("**/*", answer);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "networkidle", timeout: RENDER_TIMEOUT_MS }).catch((err: unknown) => {
        // A page that keeps polling never goes idle; what it has drawn so far is still useful.
        if (!/Timeout/i.test(errorMessage(err))) throw err;
      });
      return await page.content();
    } finally {
      await context.close().catch(() => {});
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => {});
  }
}
