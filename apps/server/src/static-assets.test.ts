import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServices } from "../../../packages/api/test/test-services.js";
import { createHttpApp } from "./http-app.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
let server: Server;
let base: string;
const script = `console.log(${JSON.stringify("grant ".repeat(5000))});`;

beforeAll(async () => {
  const webDist = mkdtempSync(join(tmpdir(), "grantscout-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), `<!doctype html><script type="module" src="/assets/index-abc123.js"></script>`);
  writeFileSync(join(webDist, "assets/index-abc123.js"), script);
  env = await startTestServices();
  server = createHttpApp(env.services, { webDist, listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await env.stop();
});

it("sends hashed assets compressed and cached for good, and the page itself revalidated", async () => {
  const { request } = await import("node:http");
  const head = (path: string, encoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }>((done, fail) => {
      const req = request(base + path, { headers: { "accept-encoding": encoding } }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => done({ headers: res.headers, bytes }));
      });
      req.on("error", fail);
      req.end();
    });
  const br = await head("/assets/index-abc123.js", "br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.bytes).toBeLessThan(script.length / 10);
  expect(br.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  expect((await head("/assets/index-abc123.js", "gzip")).headers["content-encoding"]).toBe("gzip");
  expect((await head("/crawl-results/1", "gzip")).headers["cache-control"]).toBe("no-cache");
});
