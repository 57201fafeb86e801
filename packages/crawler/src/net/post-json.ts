import http from "node:http";
import https from "node:https";
import { USER_AGENT } from "../constants.js";
import { checkUrlTarget, safeLookup } from "./address.js";

/**
 * POSTs a JSON body to a URL someone configured (a watched site's webhook) under the crawler's
 * address rules: a literal private address is refused, a name is checked when the socket connects
 * (so the address checked is the one used), and redirects are not followed (a 3xx is an answer).
 * Resolves with the HTTP status; rejects on refusal, network error or timeout.
 */
export async function postJson(
  url: string,
  body: unknown,
  opts: { allowPrivateNetworks: boolean; timeoutMs: number; headers?: (payload: string) => Record<string, string> },
): Promise<number> {
  checkUrlTarget(url, opts.allowPrivateNetworks);
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error(`${url} is not an http(s) URL`);
  const client = parsed.protocol === "https:" ? https : http;
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = client.request(parsed, {
      method: "POST",
      signal: AbortSignal.timeout(opts.timeoutMs),
      lookup: opts.allowPrivateNetworks ? undefined : safeLookup,
      headers: { ...opts.headers?.(payload), "user-agent": USER_AGENT, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
    });
    req.once("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once("error", reject);
    req.end(payload);
  });
}
