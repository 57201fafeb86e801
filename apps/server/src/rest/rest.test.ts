import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../../packages/api/test/test-services.js";
import { createHttpApp } from "../http-app.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;

beforeAll(async () => {
  env = await startTestServices();
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await env.stop();
});

async function call(method: "GET" | "POST", path: string, body?: unknown, raw?: string) {
  const res = await fetch(base + path, {
    method,
    headers: body !== undefined || raw ? { "content-type": "application/json" } : {},
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as any, text };
}

describe("REST adapter", () => {
  it("answers the job list and health on a fresh database", async () => {
    expect(await call("GET", "/api/crawler/jobs")).toMatchObject({ status: 200, body: [] });
    expect(await call("GET", "/api/corrections")).toMatchObject({ status: 200, body: { count: 0, corrections: [] } });
    expect((await call("GET", "/api/health")).body).toEqual({ ok: true, db: "embedded", queue: "running", ai: "local" });
  });

  it.each([
    ["POST", "/api/crawler/start", {}, 400, /URL is required/],
    ["POST", "/api/crawler/start", { url: "not a url" }, 400, /Please enter a valid URL/],
    ["POST", "/api/crawler/start", { url: "example.org", maxDepth: 11 }, 400, /maxDepth must be between 1 and 10/],
    ["POST", "/api/crawler/start", { url: "example.org", rateLimit: "fast" }, 400, /rateLimit must be a number/],
    ["GET", "/api/crawler/status/abc", undefined, 400, /job ID must be an integer/],
    ["GET", "/api/crawler/status/2147483648", undefined, 400, /job ID is out of range/],
    ["GET", "/api/crawler/status/99999", undefined, 404, /Crawl job 99999 was not found/],
    ["POST", "/api/crawler/stop/99999", undefined, 404, /not found/],
    ["POST", "/api/crawler/deeper/99999", undefined, 404, /Crawl job 99999 was not found/],
    ["POST", "/api/crawler/deeper/abc", undefined, 400, /job ID must be an integer/],
    ["GET", "/api/crawler/results/1.5", undefined, 400, /integer/],
    ["POST", "/api/crawler/grant/correction", { jobId: 1 }, 400, /grantUrl is required/],
    ["POST", "/api/crawler/grant/correction", { jobId: 99999, grantUrl: "https://x.org/a", newStatus: "open" }, 404, /not found/],
    ["POST", "/api/crawler/grant/correction", { jobId: 1, grantUrl: "https://x.org/a", newStatus: "maybe" }, 400, /newStatus must be one of/],
    ["POST", "/api/crawler/grant/correction/undo", { jobId: 99999, correctionId: 1 }, 404, /Crawl job 99999 was not found/],
    ["POST", "/api/crawler/grant/correction/undo", { jobId: 1 }, 400, /correctionId/],
    ["POST", "/api/crawler/grant/correction/note", { jobId: 99999, correctionId: 1, feedback: "x" }, 404, /Crawl job 99999 was not found/],
    ["POST", "/api/crawler/grant/dismissal", { jobId: 99999, grantUrl: "https://x.org/a" }, 404, /not found/],
    ["POST", "/api/crawler/grant/dismissal", { jobId: 1, grantUrl: "https://x.org/a", dismissed: "yes" }, 400, /dismissed must be true or false/],
    ["POST", "/api/crawler/grant/mark", { jobId: 99999, url: "https://x.org/a" }, 404, /Crawl job 99999 was not found/],
    ["POST", "/api/crawler/grant/mark", { jobId: 1 }, 400, /url is required/],
    ["POST", "/api/crawler/grant/mark", { jobId: 1, url: "https://x.org/a", opportunity: "yes" }, 400, /opportunity must be true or false/],
    ["GET", "/api/crawler/possible/99999", undefined, 404, /Crawl job 99999 was not found/],
    ["GET", `/api/corrections?site=${"x".repeat(3000)}`, undefined, 400, /too long/],
    ["POST", "/api/crawler/enrich-export/abc", undefined, 400, /integer/],
    ["POST", "/api/embedding/transition/control", { action: "explode" }, 400, /action must be one of/],
    ["POST", "/api/embedding/transition/control", { action: "rollout", value: 150 }, 400, /between 0 and 100/],
    ["GET", "/api/crawler/opportunity", undefined, 400, /url is required/],
    ["POST", "/api/opportunities/enrich", { url: "nope" }, 400, /url must be a valid URL/],
    ["GET", "/api/no/such/path", undefined, 404, /No API route for GET \/api\/no\/such\/path/],
  ] as const)("%s %s %j answers %i with a readable message", async (method, path, body, status, message) => {
    const res = await call(method, path, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(res.text).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it("refuses malformed JSON with a 400", async () => {
    const res = await call("POST", "/api/crawler/start", undefined, "{not json");
    expect(res).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON" } });
  });

  it("refuses private network addresses unless allowed", async () => {
    env.services.config.allowPrivateNetworks = false;
    try {
      // A literal private IP, the cloud metadata address, and a hostname that resolves to 127.0.0.1.
      for (const url of ["http://10.0.0.1/grants", "http://169.254.169.254/latest/meta-data/", "http://localhost:9/grants"]) {
        const res = await call("POST", "/api/crawler/start", { url });
        expect(res.status).toBe(400);
        expect(res.body.message).toMatch(/private or local network address/i);
      }
    } finally {
      env.services.config.allowPrivateNetworks = true;
    }
  });

  it("starts a job, reports its status and stops it", async () => {
    const started = await call("POST", "/api/crawler/start", { url: "127.0.0.1:9", maxDepth: 2 });
    expect(started.status).toBe(200);
    expect(started.body.id).toEqual(expect.any(Number));
    const status = await call("GET", `/api/crawler/status/${started.body.id}`);
    expect(status.body).toMatchObject({
      status: "running",
      currentUrl: null,
      progress: { pagesProcessed: 0, pagesDiscovered: 0 },
      depthInfo: { currentDepth: 0, maxDepth: 2 },
    });
    expect(status.body.logEntries[0]).toMatchObject({ type: "info", message: expect.stringContaining("Crawl queued") });
    expect((await call("POST", `/api/crawler/stop/${started.body.id}`)).body).toMatchObject({ success: true });
    const results = await call("GET", `/api/crawler/results/${started.body.id}`);
    expect(results.body).toMatchObject({ crawl_info: { pages_crawled: 0, target_website: "https://127.0.0.1:9" }, statistics: { pages_by_status_code: {} } });
    expect(results.body.opportunities.map((o: { type: string }) => o.type)).toEqual(["grant_opportunities", "broken_links", "performance_issues"]);
  });

  it("gives the same answer through REST and tRPC", async () => {
    const rest = await call("GET", "/api/crawler/jobs");
    const trpc = await fetch(`${base}/trpc/crawl.jobs`).then((r) => r.json() as Promise<any>);
    expect(superjson.deserialize(trpc.result.data)).toEqual(rest.body);
    const restStatus = await call("GET", "/api/transition/status");
    const trpcStatus = await fetch(`${base}/trpc/transition.status`).then((r) => r.json() as Promise<any>);
    expect(superjson.deserialize(trpcStatus.result.data)).toEqual(restStatus.body);
  });

  it("changes the embedding transition state and records history", async () => {
    expect((await call("POST", "/api/embedding/transition/control", { action: "enable" })).status).toBe(200);
    expect((await call("POST", "/api/embedding/transition/control", { action: "rollout", value: 25 })).status).toBe(200);
    const status = await call("GET", "/api/transition/status");
    expect(status.body.state).toMatchObject({ useNewModel: true, rolloutPercentage: 25, autoRollback: true });
    expect(status.body.state.history.map((h: { action: string }) => h.action)).toEqual(expect.arrayContaining(["enable", "rollout"]));
    expect(status.body.models.legacy).toMatchObject({ name: "text-embedding-ada-002", metrics: expect.any(Object) });
    expect(status.body.models.new.name).toBe("text-embedding-3-small");
    const health = await call("POST", "/api/embedding/transition/control", { action: "check-health" });
    expect(health.body).toMatchObject({ success: true, message: expect.stringMatching(/Health check (passed|failed)/) });
  });

  it("runs the self-tests against the live code", async () => {
    for (const path of ["/api/tests/embedding-token-limits", "/api/tests/related-documents"]) {
      const res = await call("POST", path);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.tests.length).toBe(3);
    }
  });
});
