import { existsSync } from "node:fs";
import { join } from "node:path";
import { appRouter, createContext, type AppServices } from "@grantscout/api";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import express from "express";
import { createRestRouter } from "./rest/adapter.js";
import { allowOnlyHosts, MAX_BODY_BYTES, refuseCrossSiteWrites, securityHeaders } from "./security.js";

export interface HttpOptions {
  webDist: string;
  /** The interface the server listens on; a loopback one answers loopback host names only. */
  listenHost: string;
  allowedHosts: string[];
}

/** One origin: the built web app, tRPC at /trpc (HTTP and SSE subscriptions) and the REST paths at /api. */
export function createHttpApp(services: AppServices, { webDist, listenHost, allowedHosts }: HttpOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.use(allowOnlyHosts(listenHost, allowedHosts), securityHeaders);
  app.use(["/trpc", "/api"], refuseCrossSiteWrites);
  app.use("/trpc", createExpressMiddleware({ router: appRouter, createContext: () => createContext(services), maxBodySize: MAX_BODY_BYTES }));
  app.use(createRestRouter(services));
  const index = join(webDist, "index.html");
  if (existsSync(index)) {
    app.use(express.static(webDist, { index: false, maxAge: "1h" }));
    app.get(/.*/, (_req, res) => res.sendFile(index));
  } else {
    app.get(/.*/, (_req, res) => res.status(503).type("text").send("The web app is not built yet: run `npm start` from the repository root."));
  }
  return app;
}
