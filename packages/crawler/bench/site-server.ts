import http from "node:http";
import { PAGE_COUNT, renderPage } from "./site.js";

/**
 * Serves the benchmark site from a child process, so its CPU and memory are not the crawler's.
 * Pages are rendered once up front, like a static site's files: generating them per request made
 * the server compete with the crawler for the machine's two cores, and made every figure noisy.
 */
const pages = Array.from({ length: PAGE_COUNT }, (_, id) => Buffer.from(renderPage(id)!));

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://bench");
  const id = url.pathname === "/" ? 0 : Number(url.pathname.match(/^\/p\/(\d+)$/)?.[1] ?? NaN);
  const html = pages[id];
  res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
  res.end(html ?? "<h1>Not found</h1>");
});
server.keepAliveTimeout = 30_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address !== "string") process.send?.({ port: address.port });
});
