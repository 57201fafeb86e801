import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
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
  // As the build leaves it: a brotli file beside the asset (its text differs here, to tell which was sent).
  writeFileSync(join(webDist, "assets/route-def456.js"), "original();");
  writeFileSync(join(webDist, "assets/route-def456.js.br"), brotliCompressSync("precompressed();"));
  env = await startTestServices();
  server = createHttpApp(env.services, { webDist, listenHost: "127.0.0.1", allowedHosts: [] }).listen(0, "127.0.0.1");
  await new Promise((ready) => server.once("listening", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await env.stop();
});

const head = async (path: string, encoding: string) => {
  const { request } = await import("node:http");
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number; body: Buffer }>((done, fail) => {
    const req = request(base + path, { headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ headers: res.headers, bytes: Buffer.concat(chunks).length, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
};

it("sends hashed assets compressed and cached for good, and the page itself revalidated", async () => {
  const br = await head("/assets/index-abc123.js", "br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.bytes).toBeLessThan(script.length / 10);
  expect(br.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  expect((await head("/assets/index-abc123.js", "gzip")).headers["content-encoding"]).toBe("gzip");
  expect((await head("/crawl-results/1", "gzip")).headers["cache-control"]).toBe("no-cache");
});

it("sends the build's brotli file of an asset as it is, with the asset's type and caching", async () => {
  const br = await head("/assets/route-def456.js", "gzip, deflate, br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toMatch(/javascript/);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.headers["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  expect(brotliDecompressSync(br.body).toString()).toBe("precompressed();");
  // A client without brotli gets the asset itself (compressed on the fly, as before).
  const plain = await head("/assets/route-def456.js", "identity");
  expect(plain.body.toString()).toBe("original();");
});
