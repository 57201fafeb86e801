import { gunzipSync } from "node:zlib";
import { MAX_DOCUMENT_BYTES, MAX_SITEMAP_FILES, MAX_SITEMAP_URLS } from "../constants.js";
import { errorMessage } from "../errors.js";
import { httpGet } from "../net/http-fetch.js";
import type { FetchContext } from "./fetch-page.js";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*(.*?)\s*(?:\]\]>)?\s*<\/loc>/gis)].map((m) =>
    (m[1] ?? "").replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e] ?? e),
  );
}

/**
 * URLs listed by the given sitemaps, following sitemap indexes. Bounded by MAX_SITEMAP_FILES files
 * and MAX_SITEMAP_URLS URLs; gzip-compressed sitemaps are unpacked (to the same byte cap).
 * A missing or broken sitemap is reported through `onNote` and skipped.
 */
export async function readSitemaps(start: string[], ctx: FetchContext, onNote: (message: string) => Promise<void>): Promise<string[]> {
  const queue = [...new Set(start)];
  const seen = new Set<string>();
  const urls: string[] = [];
  while (queue.length && seen.size < MAX_SITEMAP_FILES && urls.length < MAX_SITEMAP_URLS) {
    const sitemap = queue.shift()!;
    if (seen.has(sitemap)) continue;
    seen.add(sitemap);
    try {
      const res = await httpGet(sitemap, { ...ctx, limitFor: () => MAX_DOCUMENT_BYTES, accept: "application/xml,text/xml,*/*" });
      const raw = res.body[0] === 0x1f && res.body[1] === 0x8b ? gunzipSync(res.body, { maxOutputLength: MAX_DOCUMENT_BYTES }) : res.body;
      const xml = raw.toString("utf8");
      const target = /<sitemapindex[\s>]/i.test(xml) ? queue : urls;
      target.push(...locations(xml));
    } catch (err) {
      if (ctx.signal?.aborted) throw err;
      await onNote(`No usable sitemap at ${sitemap} (${errorMessage(err)})`);
    }
  }
  return urls.slice(0, MAX_SITEMAP_URLS);
}
