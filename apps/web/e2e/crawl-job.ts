import { type APIRequestContext, expect } from "@playwright/test";

/** How long a spec waits for a crawl, and how often it asks (a small fixture site takes seconds). */
export interface CrawlWait {
  timeout?: number;
  interval?: number;
}

/** Waits until job `id` has completed, reading its status as the home page does. */
export async function crawlCompleted(request: APIRequestContext, id: number, { timeout = 120_000, interval = 1000 }: CrawlWait = {}): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get(`/api/crawler/status/${id}`)).json()) as { status: string }).status, { timeout, intervals: [interval] })
    .toBe("completed");
}

/** Starts a crawl of `url` at 20 req/s through the REST API and waits until it has completed; returns its job id. */
export async function crawlToCompletion(request: APIRequestContext, url: string, maxDepth: number, wait?: CrawlWait): Promise<number> {
  const start = await request.post("/api/crawler/start", { data: { url, maxDepth, rateLimit: 20 } });
  expect(start.ok(), await start.text()).toBe(true);
  const { id } = (await start.json()) as { id: number };
  await crawlCompleted(request, id, wait);
  return id;
}
