import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { createHttpApp } from "./http-app.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;

beforeAll(async () => {
  env = await startTestServices();
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: ["grants.example.org"] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await env.stop();
});

const jobCount = async () => ((await (await fetch(`${base}/api/crawler/jobs`)).json()) as unknown[]).length;
const start = JSON.stringify({ url: "https://example.org" });

describe("requests from other websites", () => {
  it.each([
    ["a text/plain POST from another origin", { origin: "https://evil.example", "content-type": "text/plain" }, 403],
    ["a JSON POST from another origin", { origin: "https://evil.example", "content-type": "application/json" }, 403],
    ["an opaque origin (sandboxed frame)", { origin: "null", "content-type": "application/json" }, 403],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site", "content-type": "application/json" }, 403],
    ["a form post from this origin", { "content-type": "application/x-www-form-urlencoded" }, 415],
    ["a text/plain POST without Origin", { "content-type": "text/plain" }, 415],
  ])("refuses %s before it acts, with a sentence", async (_name, headers, status) => {
    const before = await jobCount();
    for (const path of ["/api/crawler/start", "/trpc/crawl.start"]) {
      const res = await fetch(base + path, { method: "POST", headers, body: start });
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(/^[A-Z].+\.$/);
    }
    expect(await jobCount()).toBe(before);
  });

  it("accepts a JSON POST from the app's own origin", async () => {
    const res = await fetch(`${base}/api/crawler/start`, { method: "POST", headers: { origin: base, "content-type": "application/json" }, body: start });
    expect(res.status).toBe(200);
  });

  it("answers only loopback names and ALLOWED_HOSTS (DNS rebinding)", async () => {
    const { request } = await import("node:http");
    const get = (host: string) =>
      new Promise<number>((done, fail) => {
        const req = request(`${base}/api/health`, { headers: { host } }, (res) => {
          res.resume();
          done(res.statusCode ?? 0);
        });
        req.on("error", fail);
        req.end();
      });
    expect(await get("rebound.evil.example")).toBe(421);
    expect(await get("localhost:3000")).toBe(200);
    expect(await get("grants.example.org")).toBe(200);
  });

  it("sends the security headers", async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("refuses a body over the limit with 413 and a message", async () => {
    const res = await fetch(`${base}/api/crawler/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "x".repeat(6 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});

describe("malformed requests get a JSON sentence, never express's HTML page", () => {
  it.each([
    ["an undecodable path parameter", "/api/crawler/status/%FF%FE", { method: "GET" }, 400],
    [
      "an unsupported content encoding",
      "/api/crawler/start",
      { method: "POST", headers: { "content-type": "application/json", "content-encoding": "bogus" }, body: "{}" },
      415,
    ],
  ])("%s", async (_name, path, init, status) => {
    const res = await fetch(base + path, init as RequestInit);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^[A-Z].+\.$/);
    expect(JSON.stringify(body)).not.toMatch(/\bat\s+\S+\s+\(/);
  });
});
