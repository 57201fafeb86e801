import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import { type AppServices, appRouter, createContext } from "@grantscout/api";
import { BODY_TOO_LARGE, MAX_BATCH_CALLS, MAX_BODY_BYTES } from "@grantscout/api/spec";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import { accessTokenRoutes } from "./access-token.js";
import { createRestRouter } from "./rest/adapter.js";
import { allowOnlyHosts, refuseCrossSiteWrites, securityHeaders } from "./security.js";

export interface HttpOptions {
  webDist: string;
  /** The interface the server listens on; a loopback one answers loopback host names only. */
  listenHost: string;
  allowedHosts: string[];
  /** When set, every /api and /trpc call needs it (see access-token.ts). */
  apiToken?: string;
}

/** One origin: the built web app, tRPC at /trpc (HTTP and SSE subscriptions) and the REST paths at /api. */
export function createHttpApp(services: AppServices, { webDist, listenHost, allowedHosts, apiToken }: HttpOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(allowOnlyHosts(listenHost, allowedHosts), securityHeaders, compressed);
  const { session, requireToken } = accessTokenRoutes(apiToken);
  app.use(["/trpc", "/api"], refuseCrossSiteWrites, requireToken);
  app.use(session);
  app.use(
    "/trpc",
    createExpressMiddleware({ router: appRouter, createContext: () => createContext(services), maxBodySize: MAX_BODY_BYTES, maxBatchSize: MAX_BATCH_CALLS }),
  );
  app.use(createRestRouter(services));
  const index = join(webDist, "index.html");
  if (existsSync(index)) {
    // Vite names every asset by its content hash: a changed file is a new URL, so assets never go stale.
    // The build wrote .br and .gz files beside them; those are sent as they are (see vite.config.ts).
    const cached = { immutable: true, maxAge: "1y" };
    app.use("/assets", expressStaticGzip(join(webDist, "assets"), { enableBrotli: true, orderPreference: ["br"], index: false, serveStatic: cached }));
    app.use(express.static(webDist, { index: false, maxAge: "1h" }));
    app.get(/.*/, (_req, res) => res.sendFile(index, { headers: { "cache-control": "no-cache" } }));
  } else {
    app.get(/.*/, (_req, res) => res.status(503).type("text").send("The web app is not built yet: run `npm start` from the repository root."));
  }
  app.use(answerErrors);
  return app;
}

/**
 * gzip or brotli as the browser asks; the crawl log's event stream is left alone so each event goes out at once.
 * gzip at level 1 (scripts' fetch asks for gzip, browsers for brotli at quality 4): a 43 KB page of
 * opportunities compresses 5 times faster than at the default level 6, to 4.4 KB instead of 3.6 KB.
 */
const compressed = compression({
  level: 1,
  filter: (req, res) => !String(res.getHeader("content-type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
});

/** body-parser's error types, as sentences (bad JSON and oversized bodies from the REST door among them). */
const ERROR_SENTENCES: Record<string, string> = {
  "entity.parse.failed": "The request body is not valid JSON",
  "entity.too.large": BODY_TOO_LARGE,
  "encoding.unsupported": "The request body's Content-Encoding is not supported; send it uncompressed or gzip-compressed.",
  "charset.unsupported": "The request body's charset is not supported; send UTF-8.",
  "request.aborted": "The request was aborted before its body arrived.",
};

/**
 * Express's last resort answers in HTML with a stack trace; here every error is a JSON sentence.
 * 4xx errors raised by express itself (an undecodable %FF path, an unsupported encoding) keep their
 * status; anything else is a 500 whose detail goes to the log only.
 */
const answerErrors: ErrorRequestHandler = (error: { status?: number; statusCode?: number; type?: string }, req, res, _next) => {
  const status = error.status ?? error.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    console.error("[http]", error);
    res.status(500).json({ message: "Internal server error" });
    return;
  }
  const message =
    (error.type && ERROR_SENTENCES[error.type]) ??
    (error instanceof URIError || status === 400
      ? `The address ${req.path.slice(0, 200)} could not be read: it is not valid URL encoding.`
      : "The request could not be handled.");
  res.status(status).json({ message });
};

/**
 * Node answers a request it cannot parse (an address or headers over its 16 KB limit, a malformed
 * request line) with a bare status and no body before express sees it; this answer says why, in JSON.
 */
export function answerClientErrors(server: Server): Server {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const body = JSON.stringify({
      message: tooLarge ? "The request's address or headers are too long (over 16 KB)." : "The request could not be read as HTTP.",
    });
    const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}
