import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServedSite, serveFixtureSite, trapSite } from "@grantscout/crawler/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { startCrawlWorker } from "../src/crawl-worker.js";
import { createHttpApp } from "../src/http-app.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
let worker: Awaited<ReturnType<typeof startCrawlWorker>>;
let server: Server;
let base: string;
const sites: ServedSite[] = [];

beforeAll(async () => {
  env = await startTestServices();
  worker = await startCrawlWorker(env.services, 2);
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await worker.stop();
  await Promise.all(sites.map((s) => s.close()));
  await env.stop();
});

const get = (path: string) => fetch(base + path).then((r) => r.json() as Promise<any>);
const post = (path: string, body?: unknown) =>
  fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) }).then(
    (r) => r.json() as Promise<any>,
  );

async function pollUntil(jobId: number, done: (status: any) => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await get(`/api/crawler/status/${jobId}`);
    if (done(status) || Date.now() > until) return status;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a crawl through the REST API", () => {
  it("crawls a site full of traps to the end and reports what it could and could not see", { timeout: 90_000 }, async () => {
    const site = await serveFixtureSite(trapSite());
    sites.push(site);
    const { id } = await post("/api/crawler/start", { url: site.origin, maxDepth: 2, rateLimit: 20 });
    const status = await pollUntil(id, (s) => s.status === "completed", 80_000);
    expect(status.status).toBe("completed");
    expect(status.progress.pagesProcessed).toBe(status.progress.pagesDiscovered);
    expect(status.depthInfo.maxDepth).toBe(2);
    expect(status.logEntries.at(-1).message).toMatch(/All AI analyses completed/);

    const results = await get(`/api/crawler/results/${id}`);
    const path = (u: string) => new URL(u).pathname;
    expect(results.statistics.pages_by_status_code).toMatchObject({ "200": expect.any(Number), "301": 1, "404": 1, "500": 1 });
    expect(results.coverage.robots_blocked.map(path)).toContain("/private/board-minutes");
    const failed = Object.fromEntries(results.coverage.failed_pages.map((p: any) => [path(p.url), p.reason]));
    expect(failed["/loop-a"]).toMatch(/redirect-loop/);
    expect(failed["/hang"]).toMatch(/timeout/);
    expect(results.coverage.unparseable_documents.map(path)).toContain("/docs/old-form.doc");
    const [grants, broken] = results.opportunities;
    expect(broken.type).toBe("broken_links");
    expect(broken.details.detected_urls.find((b: any) => path(b.url) === "/missing").linked_from.map(path)).toContain("/");
    expect(grants.details.detected_urls.map((g: any) => path(g.url))).toContain("/grants/arts");
    // Every URL is fetched once, but: the 429 page (retried), the redirect loop's hops, and /grants,
    // which following /old-grants's permanent redirect may request again (its page is kept once).
    // The calendar is bounded.
    const paths = site.requests.map((r) => r.path).filter((p) => !["/busy", "/loop-a", "/loop-b", "/grants"].includes(p));
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(paths.filter((p) => p.startsWith("/events")).length).toBeLessThanOrEqual(10);
  });

  it("picks a queued crawl up within 250 ms of the request", { timeout: 60_000 }, async () => {
    const site = await serveFixtureSite({ "/": { contentType: "text/html", body: "<html><body><h1>Tiny</h1></body></html>" } });
    sites.push(site);
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await post("/api/crawler/start", { url: site.origin, maxDepth: 1, rateLimit: 20 });
      await pollUntil(id, (s) => s.status === "completed", 30_000);
      // Both lines are stamped by the database: "Crawl queued" in the request, "Starting crawl" when a worker took the job.
      const lines = await env.services.db.selectFrom("crawl_log").select(["message", "created_at"]).where("job_id", "=", id).orderBy("id").execute();
      const at = (prefix: string) => lines.find((l) => l.message.startsWith(prefix))!.created_at.getTime();
      gaps.push(at("Starting crawl") - at("Crawl queued"));
    }
    console.log(`queued -> started: ${gaps.join(", ")} ms`);
    expect(Math.max(...gaps)).toBeLessThan(250);
  });

  it("keeps to maxDepth and spaces its requests by the rate limit", { timeout: 60_000 }, async () => {
    const link = (to: string) => `<a href="${to}">${to}</a>`;
    const page = (...links: string[]) => ({ contentType: "text/html", body: `<h1>Programme</h1><p>Community grants.</p>${links.map(link).join(" ")}` });
    const site = await serveFixtureSite({
      "/": page("/a1", "/a2", "/a3", "/a4"),
      "/a1": page("/b1"),
      "/a2": page("/b2"),
      "/a3": page(),
      "/a4": page(),
      "/b1": page(),
      "/b2": page(),
    });
    sites.push(site);
    const { id } = await post("/api/crawler/start", { url: site.origin, maxDepth: 1, rateLimit: 4 });
    const status = await pollUntil(id, (s) => s.status === "completed", 50_000);
    expect(status.depthInfo).toMatchObject({ maxDepth: 1 });
    const results = await get(`/api/crawler/results/${id}`);
    expect(results.crawl_info.pages_crawled).toBe(5);
    const pages = site.requests.filter((r) => !["/robots.txt", "/sitemap.xml"].includes(r.path));
    expect(pages.map((r) => r.path).sort()).toEqual(["/", "/a1", "/a2", "/a3", "/a4"]);
    // 4 requests per second: request starts 250 ms apart (robots.txt and sitemap included). Arrival
    // times jitter on a busy machine, so the mean holds the limit and no gap is far below it.
    const starts = site.requests.map((r) => r.time);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeGreaterThanOrEqual(250 * 0.97);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250 * 0.75);
  });

  it("stops a running crawl within 2 seconds and keeps the pages found", { timeout: 60_000 }, async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [
        i ? `/p/${i}` : "/",
        {
          contentType: "text/html",
          delayMs: 300,
          body: `<h1>Page ${i}</h1>${Array.from({ length: 39 }, (_, j) => `<a href="/p/${j + 1}">p${j + 1}</a>`).join(" ")}`,
        },
      ]),
    );
    const site = await serveFixtureSite(pages);
    sites.push(site);
    const { id } = await post("/api/crawler/start", { url: site.origin, maxDepth: 2, rateLimit: 2 });
    await pollUntil(id, (s) => s.progress.pagesProcessed >= 3, 30_000);
    const asked = Date.now();
    expect(await post(`/api/crawler/stop/${id}`)).toMatchObject({ success: true });
    const requestsAtStop = site.requests.length;
    const stopped = await pollUntil(id, (s) => s.status === "stopped", 10_000);
    expect(stopped.status).toBe("stopped");
    expect(Date.now() - asked).toBeLessThan(4000); // crawl ends within 2 s; analysis of the pages found follows
    expect(site.requests.length - requestsAtStop).toBeLessThanOrEqual(2);
    const results = await get(`/api/crawler/results/${id}`);
    expect(results.crawl_info.pages_crawled).toBeGreaterThanOrEqual(3);
    expect(results.crawl_info.status).toBe("stopped");
  });
});

describe("watched sites through the REST API", () => {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(base + path, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) }).then(
      async (r) => ({ status: r.status, body: (await r.json()) as any }),
    );

  it("watches a site, runs it now, lists its crawls and changes, pauses it and stops watching it", { timeout: 60_000 }, async () => {
    const site = await serveFixtureSite({ "/": { contentType: "text/html", body: "<html><body><h1>Tiny Fund</h1></body></html>" } });
    sites.push(site);
    const watched = await send("POST", "/api/sites", { url: site.origin, schedule: "monthly", options: { maxDepth: 1, rateLimit: 20 } });
    expect(watched).toMatchObject({ status: 200, body: { id: expect.any(Number), message: `Watching ${site.origin} (monthly)` } });
    const siteId = watched.body.id as number;
    expect((await send("GET", "/api/sites")).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: siteId, schedule: "monthly" })]));

    const run = await send("POST", `/api/sites/${siteId}/run`);
    expect(run.status).toBe(200);
    const status = await pollUntil(run.body.id, (s) => s.status === "completed", 30_000);
    expect(status.status).toBe("completed");
    expect((await send("GET", `/api/sites/${siteId}`)).body).toMatchObject({ crawls: [{ jobId: run.body.id }], options: { maxDepth: 1, rateLimit: 20 } });
    // One crawl: nothing to compare yet.
    expect((await send("GET", `/api/sites/${siteId}/changes`)).body).toMatchObject({ from: null, to: { jobId: run.body.id }, changes: [] });

    expect(await send("PATCH", `/api/sites/${siteId}`, { paused: true })).toMatchObject({ status: 200, body: { paused: true, nextCrawlAt: null } });
    expect(await send("PATCH", `/api/sites/${siteId}`, { schedule: "hourly" })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/schedule must be daily, weekly or monthly/) },
    });
    expect(await send("DELETE", `/api/sites/${siteId}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(await send("GET", `/api/sites/${siteId}`)).toMatchObject({ status: 404, body: { message: `Watched site ${siteId} was not found` } });
    expect(await send("GET", `/api/sites/${siteId}/changes?since=yesterday`)).toMatchObject({ status: 400 });
  });
});

describe("a watched site's webhook", () => {
  it("receives the changes of a re-crawl as JSON, and is tried again when it fails", { timeout: 90_000 }, async () => {
    const pages: Record<string, { contentType: string; body: string }> = {
      "/": { contentType: "text/html", body: '<html><body><h1>Riverside Fund</h1><a href="/grants/river">River Grant</a></body></html>' },
      "/grants/river": {
        contentType: "text/html",
        body: "<html><body><h1>River Grant</h1><p>The River Grant funds river clean-ups by nonprofits. Grants of up to $5,000. Deadline: March 3, 2027. Eligibility: registered nonprofits. How to apply: submit the application form.</p></body></html>",
      },
    };
    const site = await serveFixtureSite(pages);
    sites.push(site);
    const received: unknown[] = [];
    const hook = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push(JSON.parse(body));
        // The first delivery fails: pg-boss tries again.
        res.writeHead(received.length === 1 ? 500 : 204).end();
      });
    }).listen(0, "127.0.0.1");
    await new Promise((ready) => hook.once("listening", ready));
    try {
      const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      const { id: siteId } = await post("/api/sites", { url: site.origin, webhookUrl, options: { maxDepth: 2, rateLimit: 20 } });
      const crawlNow = async () => {
        const { id } = await post(`/api/sites/${siteId}/run`);
        expect((await pollUntil(id, (s) => s.status === "completed", 30_000)).status).toBe("completed");
        return id as number;
      };
      await crawlNow();
      pages["/grants/river"]!.body = pages["/grants/river"]!.body.replace("March 3, 2027", "April 7, 2027");
      const second = await crawlNow();
      const until = Date.now() + 40_000;
      while (received.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
      expect(received).toHaveLength(2);
      expect(received[1]).toEqual(received[0]);
      expect(received[1]).toMatchObject({
        event: "changes",
        site: { id: siteId, url: site.origin },
        to: { jobId: second },
        changes: [
          { kind: "changed", title: "River Grant", changes: [expect.objectContaining({ field: "dueDate", before: "2027-03-03", after: "2027-04-07" })] },
        ],
      });
    } finally {
      hook.close();
    }
  });
});
