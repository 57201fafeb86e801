import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { z } from "zod";

/**
 * The labelled corpus of real funder websites. Labels and the manifest are in the repository
 * (corpus/); the built pages are not: they are the sites' own content, kept outside it (see
 * corpus/README.md) and found through CORPUS_DIR.
 */
const REPO = resolve(import.meta.dirname, "../../..");
export const LABELS_DIR = join(REPO, "corpus/labels");

const opportunityLabel = z.object({
  path: z.string().startsWith("/"),
  title: z.string(),
  status: z.enum(["open", "closed", "upcoming", "unknown"]),
  status_basis: z.enum(["explicit", "date", "none"]),
  status_evidence: z.string().nullable().optional(),
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  amount_min: z.number().nullable(),
  amount_max: z.number().nullable(),
  currency: z.string().nullable().optional(),
  related_paths: z.array(z.string()),
  related_optional: z.array(z.string()),
});

export const labelFileSchema = z.object({
  site: z.string(),
  as_of: z.string(),
  source: z.string(),
  start_path: z.string().default("/"),
  max_depth: z.number().int().min(0).max(10).default(3),
  opportunities: z.array(opportunityLabel),
  acceptable_extra: z.array(z.object({ path: z.string(), why: z.string().optional() })).default([]),
  non_opportunity_examples: z.array(z.string()).default([]),
  notes: z.string().optional(),
});
export type LabelFile = z.infer<typeof labelFileSchema>;
export type OpportunityLabel = z.infer<typeof opportunityLabel>;

const storedFile = z.union([
  z.object({ file: z.string(), type: z.string(), body: z.string() }),
  z.object({ file: z.string(), type: z.string(), base64: z.string() }),
]);
export type StoredFile = z.infer<typeof storedFile>;

export interface CorpusSite {
  name: string;
  labels: LabelFile;
  files: Map<string, StoredFile>;
}

/** The sites of corpus/manifest.json built with at most `maxPages` pages: a cheap slice to crawl. */
export function smallCorpusSites(maxPages: number): string[] {
  const manifest = z.array(z.object({ site: z.string(), pages: z.number() })).parse(JSON.parse(readFileSync(join(REPO, "corpus/manifest.json"), "utf8")));
  return manifest.filter((s) => s.pages <= maxPages).map((s) => s.site);
}

/** Where the built pages are: CORPUS_DIR, else a `corpus` folder beside shared/ or beside the clone. */
export function corpusPagesDir(): string | null {
  const candidates = [process.env.CORPUS_DIR, join(REPO, "../shared/corpus"), join(REPO, "../corpus")].filter((d): d is string => Boolean(d));
  return candidates.find((d) => existsSync(join(d, "sites"))) ?? null;
}

/**
 * A site's packed pages: `pages.jsonl.gz`, or `pages.jsonl.br` (Brotli, whose 16 MB window packs a site of
 * near-identical large pages ten times smaller than gzip's 32 KB one). Null when the site is not built.
 */
export function sitePagesFile(dir: string, site: string): string | null {
  return [".br", ".gz"].map((ext) => join(dir, "sites", site, `pages.jsonl${ext}`)).find(existsSync) ?? null;
}

/** Line by line from the bytes: a large site's pages together can exceed the longest string V8 allows. */
function readPages(file: string): Map<string, StoredFile> {
  const packed = readFileSync(file);
  const bytes = file.endsWith(".br") ? brotliDecompressSync(packed) : gunzipSync(packed);
  const files = new Map<string, StoredFile>();
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(10, start);
    const end = newline < 0 ? bytes.length : newline;
    if (end > start) {
      const file = storedFile.parse(JSON.parse(bytes.toString("utf8", start, end)));
      files.set(file.file, file);
    }
    start = end + 1;
  }
  return files;
}

/** Every labelled site whose pages are present; `only` picks some by name. */
export function loadCorpus(only?: string[]): CorpusSite[] {
  const dir = corpusPagesDir();
  if (!dir)
    throw new Error("The corpus pages were not found: set CORPUS_DIR to the folder that holds sites/<site>/pages.jsonl.gz or .br (see corpus/README.md).");
  const names = readdirSync(LABELS_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();
  return names
    .filter((n) => !only || only.includes(n))
    .flatMap((name) => {
      const file = sitePagesFile(dir, name);
      return file ? [{ name, labels: labelFileSchema.parse(JSON.parse(readFileSync(join(LABELS_DIR, `${name}.json`), "utf8"))), files: readPages(file) }] : [];
    });
}
