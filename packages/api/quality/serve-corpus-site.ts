import { type FixtureResponse, type ServedSite, serveFixtureSite } from "@grantscout/crawler/fixtures";
import type { CorpusSite, StoredFile } from "./corpus.js";

/**
 * The stored file a path serves, as a static web server would: "dir/" serves dir/index.html;
 * "name" serves the file, else name.html, else redirects to "name/" when it is a directory.
 */
export function resolveStoredPath<F>(files: ReadonlyMap<string, F>, path: string): { file: F } | { redirect: string } | null {
  let rel: string;
  try {
    rel = decodeURIComponent(path).replace(/^\/+/, "");
  } catch {
    return null;
  }
  if (rel === "" || rel.endsWith("/")) return files.has(`${rel}index.html`) ? { file: files.get(`${rel}index.html`)! } : null;
  const file = files.get(rel) ?? files.get(`${rel}.html`);
  if (file) return { file };
  return files.has(`${rel}/index.html`) ? { redirect: `${path}/` } : null;
}

function respond(files: Map<string, StoredFile>, path: string): FixtureResponse {
  const found = resolveStoredPath(files, path);
  if (!found) return { status: 404, body: "<!doctype html><title>Not found</title><h1>Page not found</h1>" };
  if ("redirect" in found) return { status: 301, headers: { location: found.redirect }, body: "" };
  const { file } = found;
  return "body" in file
    ? { contentType: `${file.type}; charset=utf-8`, body: file.body }
    : { contentType: file.type, body: Buffer.from(file.base64, "base64") };
}

/** Serves one corpus site on 127.0.0.1, with no robots.txt or sitemap (the copies have none). */
export function serveCorpusSite(site: CorpusSite): Promise<ServedSite> {
  return serveFixtureSite({ "*": ({ path }) => respond(site.files, path) });
}
