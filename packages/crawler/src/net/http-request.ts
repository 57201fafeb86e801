import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { pipeline, type Readable, type Transform } from "node:stream";
import { finished } from "node:stream/promises";
import zlib from "node:zlib";
import { USER_AGENT } from "../constants.js";
import { PageError } from "../errors.js";
import { safeLookup } from "./address.js";

/** Keep-alive agents shared by all crawls; idle sockets are unref'd by node and close after 5 s. */
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 5_000 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64, timeout: 5_000 }),
};

export interface RequestOptions {
  allowPrivateNetworks: boolean;
  signal: AbortSignal;
  accept: string;
  cookie: string;
}

/** Sends one GET (no redirect following) and resolves with the response head. */
export function sendRequest(url: string, opts: RequestOptions): Promise<IncomingMessage> {
  const parsed = new URL(url);
  const protocol = parsed.protocol === "https:" ? "https:" : "http:";
  const client = protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(parsed, {
      method: "GET",
      agent: agents[protocol],
      signal: opts.signal,
      // The safe lookup runs at connect time, so the address checked is the one connected to.
      lookup: opts.allowPrivateNetworks ? undefined : safeLookup,
      headers: { "user-agent": USER_AGENT, accept: opts.accept, "accept-encoding": "gzip, deflate, br", ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    });
    req.once("response", resolve);
    req.once("error", reject);
    req.end();
  });
}

function decoder(encoding: string): Transform | null {
  switch (encoding.toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** pipeline() forwards an abort or socket error of the response into the decoder we iterate. */
function decoded(res: IncomingMessage): Readable {
  const transform = decoder(res.headers["content-encoding"] ?? "");
  return transform ? pipeline(res, transform, () => {}) : res;
}

/**
 * Reads the (decompressed) body, refusing more than `maxBytes`: checked against Content-Length
 * first, then while streaming, so a never-ending or compressed-bomb body stops at the cap.
 */
export async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new PageError(`Response is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, "too-large", res.statusCode ?? null);
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  const stream = decoded(res);
  // 'data' events rather than async iteration: a promise per chunk costs more than the copy.
  stream.on("data", (chunk: Buffer) => {
    total += chunk.length;
    if (total > maxBytes) stream.destroy(tooLarge());
    else chunks.push(chunk);
  });
  try {
    await finished(stream);
  } finally {
    if (!res.complete) {
      res.destroy();
      stream.destroy();
    }
  }
  // A body read in one piece is returned as it is: concat would copy it into a new allocation.
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
}
