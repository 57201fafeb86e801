import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import { load } from "cheerio";
import { labelFileSchema, type StoredFile } from "./corpus.js";
import { resolveStoredPath } from "./serve-corpus-site.js";

/**
 * Packs a site that was already built into a folder (by its own generator, outside this repository)
 * into the corpus's storage form: the pages reachable from the start path within the depth, HTML and
 * documents up to 1 MB, one JSON line each, Brotli-compressed (`pages.jsonl.br`). Links to the site's own domain become
 * root-relative so the copy is served from any origin. `--labels` checks that every labelled path is
 * among the packed pages.
 *
 *   tsx quality/pack-corpus-site.ts <built-dir> --site NAME --domain example.org[,www.example.org] [--start /] [--depth 3] [--max-pages 400] [--labels corpus/labels/NAME.json]
 */
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".htm": "text/html",
  ".pdf": "application/pdf",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".doc": "application/msword",
};
const MAX_DOCUMENT_BYTES = 1_000_000;
const ORIGIN = "http://corpus.test";

function listFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TYPES[extname(entry.name).toLowerCase()]) files.set(relative(dir, full).split("\\").join("/"), full);
    }
  };
  walk(dir);
  return files;
}

/** Absolute links to the site's own domains, as root-relative ones. */
function rootRelative(html: string, domains: string[]): string {
  let out = html;
  for (const d of domains) {
    const host = d.replaceAll(".", "\\.");
    out = out.replace(new RegExp(`(?:https?:)?//${host}(?::\\d+)?/`, "gi"), "/").replace(new RegExp(`(?:https?:)?//${host}(?=["'?#\\s<])`, "gi"), "/");
  }
  return out;
}

function linkedPaths(html: string, pagePath: string): string[] {
  const $ = load(html);
  const base = new URL($("base[href]").attr("href") ?? pagePath, new URL(pagePath, ORIGIN));
  const out: string[] = [];
  $("a[href], area[href], iframe[src], frame[src]").each((_, el) => {
    const ref = $(el).attr("href") ?? $(el).attr("src") ?? "";
    try {
      const url = new URL(ref, base);
      if (url.origin === ORIGIN) out.push(url.pathname);
    } catch {
      // an unparsable href is skipped, as a browser would
    }
  });
  return out;
}

export function packSite(dir: string, opts: { domains: string[]; start: string; depth: number; maxPages: number }): StoredFile[] {
  const files = listFiles(dir);
  const packed = new Map<string, StoredFile>();
  const seen = new Set<string>();
  let frontier = [opts.start];
  for (let depth = 0; depth <= opts.depth && frontier.length; depth++) {
    const next: string[] = [];
    for (let i = 0; i < frontier.length; i++) {
      const path = frontier[i]!;
      if (seen.has(path)) continue;
      seen.add(path);
      const found = resolveStoredPath(files, path);
      if (!found) continue;
      if ("redirect" in found) {
        frontier.push(found.redirect);
        continue;
      }
      const file = relative(dir, found.file).split("\\").join("/");
      const type = TYPES[extname(file).toLowerCase()]!;
      if (packed.has(file)) continue;
      if (packed.size >= opts.maxPages) return [...packed.values()].sort((a, b) => a.file.localeCompare(b.file));
      if (type !== "text/html") {
        if (statSync(found.file).size <= MAX_DOCUMENT_BYTES) packed.set(file, { file, type, base64: readFileSync(found.file).toString("base64") });
        continue;
      }
      const body = rootRelative(readFileSync(found.file, "utf8"), opts.domains);
      packed.set(file, { file, type, body });
      if (depth < opts.depth) next.push(...linkedPaths(body, path));
    }
    frontier = next;
  }
  return [...packed.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** Labelled paths that the packed pages do not serve. */
export function missingLabelPaths(packed: StoredFile[], labelsFile: string): string[] {
  const labels = labelFileSchema.parse(JSON.parse(readFileSync(labelsFile, "utf8")));
  const files = new Map(packed.map((f) => [f.file, f]));
  const serves = (p: string): boolean => {
    const found = resolveStoredPath(files, new URL(p, ORIGIN).pathname);
    return found !== null && ("file" in found || serves(found.redirect));
  };
  const paths = [
    ...labels.opportunities.flatMap((o) => [o.path, ...o.related_paths, ...o.related_optional]),
    ...labels.acceptable_extra.map((a) => a.path),
    ...labels.non_opportunity_examples,
  ];
  return [...new Set(paths)].filter((p) => !serves(p));
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      site: { type: "string" },
      domain: { type: "string", default: "" },
      start: { type: "string", default: "/" },
      depth: { type: "string", default: "3" },
      "max-pages": { type: "string", default: "400" },
      out: { type: "string" },
      labels: { type: "string" },
    },
  });
  const dir = positionals[0];
  if (!dir || !values.site)
    throw new Error("usage: pack-corpus-site <built-dir> --site NAME --domain example.org [--start /] [--depth 3] [--out DIR] [--labels FILE]");
  const packed = packSite(dir, {
    domains: values.domain.split(",").filter(Boolean),
    start: values.start,
    depth: Number(values.depth),
    maxPages: Number(values["max-pages"]),
  });
  const out = values.out ?? join(process.env.CORPUS_DIR ?? join(import.meta.dirname, "../../../../corpus"), "sites", values.site);
  mkdirSync(out, { recursive: true });
  // One line at a time: a large site's pages together exceed the longest string V8 allows. Brotli's 16 MB
  // window packs a site about 30% smaller than gzip's 32 KB one, and ten times smaller when its pages repeat.
  const lines = Buffer.concat(packed.map((f) => Buffer.from(`${JSON.stringify(f)}\n`)));
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 };
  writeFileSync(join(out, "pages.jsonl.br"), brotliCompressSync(lines, { params: brotli }));
  console.log(`${values.site}: ${packed.length} files packed into ${out}`);
  if (values.labels) {
    const missing = missingLabelPaths(packed, values.labels);
    console.log(missing.length ? `labelled paths not served (${missing.length}): ${missing.join(" ")}` : "every labelled path is served");
    if (missing.length) process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) main();
