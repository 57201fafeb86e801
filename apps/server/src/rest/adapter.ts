import { gzipSync } from "node:zlib";
import { type AppServices, createCaller, createContext, describeZodError, encodedOnce } from "@grantscout/api";
import { MAX_BODY_BYTES } from "@grantscout/api/spec";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import express, { type Request, type Response } from "express";
import { ZodError } from "zod";
import { callRoute, restRoutes } from "./routes.js";

/** One error map for the REST door: the tRPC code decides the HTTP status; the body is `{ message }`. */
function sendError(res: Response, error: unknown) {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const message = error.cause instanceof ZodError ? describeZodError(error.cause) : error.message;
    if (status >= 500) console.error("[api]", error.cause ?? error);
    res.status(status).json({ message: status >= 500 && error.code === "INTERNAL_SERVER_ERROR" ? "Internal server error" : message });
    return;
  }
  console.error("[api]", error);
  res.status(500).json({ message: "Internal server error" });
}

/** Below this a JSON answer goes out as it is (gzip would save less than its headers). */
const GZIP_FROM_BYTES = 1024;

/** An answer's JSON, and its gzip once a client asked for it; a frozen answer's are kept (encodedOnce). */
const encode = encodedOnce((result): { body: Buffer; gzipped?: Buffer } => ({ body: Buffer.from(JSON.stringify(result) ?? "null") }));

/**
 * A JSON answer in one write: gzipped at once when the client takes gzip. The compression
 * middleware's zlib stream cost a 43 KB page of opportunities more server CPU than its queries
 * (async chunks, a write per chunk, the buffers' garbage); it leaves an answer encoded here alone.
 */
function sendJson(req: Request, res: Response, result: unknown) {
  const encoded = encode(result);
  res.type("json");
  if (encoded.body.length < GZIP_FROM_BYTES || !req.acceptsEncodings("gzip")) {
    res.send(encoded.body);
    return;
  }
  encoded.gzipped ??= gzipSync(encoded.body, { level: 1 });
  res.vary("Accept-Encoding").set("Content-Encoding", "gzip").send(encoded.gzipped);
}

export function createRestRouter(services: AppServices) {
  const rest = express.Router();
  rest.use(express.json({ limit: MAX_BODY_BYTES }));
  for (const route of restRoutes) {
    rest[route.method](route.path, async (req, res) => {
      try {
        const caller = createCaller(createContext(services));
        const result = await callRoute(route, caller, { params: req.params as Record<string, string>, query: req.query, body: req.body });
        if (route.contentType) res.type(route.contentType).send(result);
        else sendJson(req, res, result);
      } catch (error) {
        sendError(res, error);
      }
    });
  }
  rest.use("/api", (req, res) => {
    res.status(404).json({ message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}` });
  });
  return rest;
}
