import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { answerClientErrors, createHttpApp } from "../src/http-app.js";
import { restRoutes } from "../src/rest/routes.js";
import { hostileBody, hostileEnrichBody, prototypesUntouched } from "./hostile-input.js";

/**
 * Hostile input at every REST path: every answer is a 4xx (or a 200 for input that happens to be
 * valid) with a JSON sentence, never a 500, a stack trace or a hang, and nothing is left half-written.
 */
let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;
let jobsStarted = 0;
/** A page the enrich calls can read, so that their hostile opportunities reach the analyser. */
let site: Server;
let pageUrl: string;

beforeAll(async () => {
  env = await startTestServices();
  server = answerClientErrors(createHttpApp(env.services, { webDist: "/nonexistent", listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1"));
  site = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(GRANT_PAGE)).listen(0, "127.0.0.1");
  await Promise.all([server, site].map((s) => new Promise((ready) => s.once("listening", ready))));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/grants/arts`;
});
afterAll(async () => {
  server.close();
  site.close();
  await env.stop();
});

const GRANT_PAGE = "<html><body><h1>Arts Grant</h1><p>Apply by 1 March 2030. Awards of up to $5,000 for artists.</p></body></html>";

interface Attempt {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  path: string;
  contentType?: string;
  body?: string;
}

async function send(a: Attempt): Promise<{ status: number; text: string }> {
  const res = await fetch(base + a.path, {
    method: a.method,
    headers: a.contentType ? { "content-type": a.contentType } : {},
    body: a.method === "GET" ? undefined : a.body,
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  if (res.status === 200 && a.path.startsWith("/api/crawler/start")) jobsStarted++;
  return { status: res.status, text };
}

function expectHandled(a: Attempt, { status, text }: { status: number; text: string }) {
  const where = `${a.method} ${a.path.slice(0, 120)} ${String(a.body).slice(0, 120)}`;
  expect(status, where).toBeLessThan(500);
  expect(text, where).not.toMatch(/\bat \S+ \(|<!DOCTYPE html>|<pre>/i);
  if (status >= 400) expect((JSON.parse(text) as { message: string }).message, where).toMatch(/^\S.{3,}/);
}

const deep = (n: number) => "[".repeat(n) + "]".repeat(n);
const NUL = "\u0000";

describe("known hostile payloads", () => {
  it.each<[string, Attempt]>([
    [
      "JSON nested 10,000 deep on enrich",
      { method: "POST", path: "/api/opportunities/enrich", contentType: "application/json", body: `{"opportunity":${deep(10_000)}}` },
    ],
    [
      "JSON nested 10,000 deep on start",
      { method: "POST", path: "/api/crawler/start", contentType: "application/json", body: `{"url":"example.org","x":${deep(10_000)}}` },
    ],
    ["a NUL byte in the opportunity url", { method: "GET", path: `/api/crawler/opportunity?url=${encodeURIComponent(`https://example.org/a${NUL}b`)}` }],
    [
      "a NUL byte in a crawl URL",
      { method: "POST", path: "/api/crawler/start", contentType: "application/json", body: JSON.stringify({ url: `example.org/${NUL}` }) },
    ],
    [
      "a NUL byte in a correction",
      {
        method: "POST",
        path: "/api/crawler/grant/correction",
        contentType: "application/json",
        body: JSON.stringify({ jobId: 1, grantUrl: `https://x.org/${NUL}`, newStatus: "open", reason: NUL }),
      },
    ],
    [
      "a 1 MB crawl URL",
      { method: "POST", path: "/api/crawler/start", contentType: "application/json", body: JSON.stringify({ url: `example.org/${"a".repeat(1_000_000)}` }) },
    ],
    ["a 1 MB opportunity URL", { method: "GET", path: `/api/crawler/opportunity?url=https://example.org/${"a".repeat(60_000)}` }],
    [
      "an array of 300,000 items as the opportunity",
      { method: "POST", path: "/api/opportunities/enrich", contentType: "application/json", body: `{"opportunity":{"x":[${"0,".repeat(300_000)}0]}}` },
    ],
    [
      "a __proto__ key",
      { method: "POST", path: "/api/crawler/start", contentType: "application/json", body: '{"url":"example.org","__proto__":{"polluted":1}}' },
    ],
    ["a job id of 2^31", { method: "POST", path: "/api/crawler/enrich-export/2147483648" }],
    ["a lone surrogate", { method: "POST", path: "/api/crawler/start", contentType: "application/json", body: '{"url":"example.org/\\ud800"}' }],
  ])("%s", async (_name, attempt) => {
    expectHandled(attempt, await send(attempt));
  });

  it("refuses an opportunity nested 10,000 deep that the analyser would keep, in a sentence (was a 500)", async () => {
    const deepObject = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    const res = await send({
      method: "POST",
      path: "/api/opportunities/enrich",
      contentType: "application/json",
      body: `{"url":"${pageUrl}","options":{"analyzeSupportingDocuments":false,"enrichEligibility":false},"opportunity":{"relatedDocuments":[${deepObject}],"eligibility":${deepObject}}}`,
    });
    expect(res).toEqual({ status: 400, text: JSON.stringify({ message: "The request body is nested too deeply (over 64 levels)." }) });
  });

  it("says how large a body may be", async () => {
    const res = await send({ method: "POST", path: "/api/crawler/start", contentType: "application/json", body: `{"url":"${"a".repeat(6_000_000)}"}` });
    expect(res).toEqual({ status: 413, text: JSON.stringify({ message: "The request body is too large (over 5 MB)." }) });
  });

  it("refuses a crawl URL longer than a browser would send", async () => {
    const res = await send({
      method: "POST",
      path: "/api/crawler/start",
      contentType: "application/json",
      body: JSON.stringify({ url: `example.org/${"a".repeat(10_000)}` }),
    });
    expect(res.status).toBe(400);
  });
});

const idLike = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.constantFrom("-1", "0", "1e309", "NaN", "0x10", "９", "%FF", "%00", "1;DROP TABLE crawl_jobs", "99999999999999999999"),
);
const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  undefined,
);
describe("property: every REST path survives arbitrary input", () => {
  // The self-tests run real work on every call, so they get fewer runs.
  it.each(restRoutes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    "%s",
    async (_name, route) => {
      const runs = route.path.startsWith("/api/tests/") ? 3 : 25;
      const attempt = fc.record({ id: idLike, query: fc.string(), contentType: contentTypes, body: hostileBody }).map(
        ({ id, query, contentType, body }): Attempt => ({
          method: route.method.toUpperCase() as Attempt["method"],
          path:
            route.path.replace(/:jobId|:siteId/, encodeURIComponent(String(id)).replace(/%25/g, "%")) +
            (route.path.endsWith("opportunity") ? `?url=${encodeURIComponent(query)}` : `?${encodeURIComponent(query)}`),
          contentType,
          body,
        }),
      );
      await fc.assert(
        fc.asyncProperty(attempt, async (a) => expectHandled(a, await send(a))),
        { numRuns: runs, seed: 20261123 },
      );
    },
    120_000,
  );

  it("enrich: hostile opportunities that reach the analyser", async () => {
    const attempt = hostileEnrichBody(pageUrl).map(
      (body): Attempt => ({ method: "POST", path: "/api/opportunities/enrich", contentType: "application/json", body }),
    );
    await fc.assert(
      fc.asyncProperty(attempt, async (a) => expectHandled(a, await send(a))),
      { numRuns: 40, seed: 20261128 },
    );
  });

  it("left every object's prototype alone", () => {
    expect(prototypesUntouched()).toBe(true);
  });

  it("leaves no job half-written: every started job is listed, with its first log line", async () => {
    const jobs = (await (await fetch(`${base}/api/crawler/jobs`)).json()) as Array<{ id: number }>;
    expect(jobs.length).toBe(jobsStarted);
    for (const job of jobs) {
      const status = (await (await fetch(`${base}/api/crawler/status/${job.id}`)).json()) as { logEntries: unknown[] };
      expect(status.logEntries.length, `job ${job.id}`).toBeGreaterThan(0);
    }
  });
});
