import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { createHttpApp } from "./http-app.js";

const TOKEN = "correct-horse-battery-staple";
let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;

beforeAll(async () => {
  env = await startTestServices();
  server = createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [], apiToken: TOKEN }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await env.stop();
});

const json = { "content-type": "application/json" };

describe("API_TOKEN", () => {
  it.each(["/api/health", "/api/crawler/jobs", "/trpc/crawl.jobs"])("refuses %s without the token, with a sentence", async (path) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(((await res.json()) as { message: string }).message).toMatch(/requires an access token/);
  });

  it("refuses a wrong bearer token and acts on nothing", async () => {
    const res = await fetch(`${base}/api/crawler/start`, {
      method: "POST",
      headers: { ...json, authorization: "Bearer wrong-token-123" },
      body: JSON.stringify({ url: "https://example.org" }),
    });
    expect(res.status).toBe(401);
    const jobs = await fetch(`${base}/api/crawler/jobs`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await jobs.json()).toEqual([]);
  });

  it("answers a script that sends the token as a bearer header", async () => {
    const res = await fetch(`${base}/api/crawler/jobs`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
  });

  it("gives the web app a session cookie for the right token only", async () => {
    expect(await (await fetch(`${base}/api/session`)).json()).toEqual({ required: true, granted: false });
    const wrong = await fetch(`${base}/api/session`, { method: "POST", headers: json, body: JSON.stringify({ token: "nope" }) });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe("That access token is not right.");
    expect(wrong.headers.get("set-cookie")).toBeNull();

    const right = await fetch(`${base}/api/session`, { method: "POST", headers: json, body: JSON.stringify({ token: TOKEN }) });
    expect(right.status).toBe(204);
    const cookie = right.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toContain(TOKEN);
    const session = cookie.split(";")[0]!;
    expect(await (await fetch(`${base}/api/session`, { headers: { cookie: session } })).json()).toEqual({ required: true, granted: true });
    expect((await fetch(`${base}/trpc/crawl.jobs`, { headers: { cookie: session } })).status).toBe(200);
  });

  it("refuses a cross-site attempt to set the session", async () => {
    const res = await fetch(`${base}/api/session`, {
      method: "POST",
      headers: { ...json, origin: "https://evil.example" },
      body: JSON.stringify({ token: TOKEN }),
    });
    expect(res.status).toBe(403);
  });
});
