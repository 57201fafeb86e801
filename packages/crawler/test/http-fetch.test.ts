import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpGet } from "../src/net/http-fetch.js";

let server: http.Server;
let origin: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/endless") {
      // No Content-Length, and the body never ends.
      res.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => res.write(Buffer.alloc(64 * 1024, 97)), 1);
      res.on("close", () => clearInterval(timer));
    } else if (req.url === "/bomb") {
      // 3 MB of HTML that travels as a few KB of gzip.
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(zlib.gzipSync(Buffer.alloc(3 * MB, 97)));
    } else {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<h1>Small</h1>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string) => httpGet(origin + path, { allowPrivateNetworks: true, timeoutMs: 5000, limitFor: () => MB });

describe("response size cap while streaming", () => {
  it("stops a body without Content-Length at the cap, even one that never ends", async () => {
    await expect(get("/endless")).rejects.toMatchObject({ note: "too-large" });
  });

  it("counts the decompressed size, so a small gzip bomb is refused", async () => {
    await expect(get("/bomb")).rejects.toMatchObject({ note: "too-large" });
  });

  it("reads a body under the cap", async () => {
    expect((await get("/")).body.toString()).toBe("<h1>Small</h1>");
  });
});
