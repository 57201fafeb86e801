import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { SiteLabels } from "@grantscout/ai";
import { z } from "zod";
import { CORRECTION_LABELS } from "../src/spec/index.js";

/** One decision as `GET /api/corrections` lists it (the fields training reads). */
const correction = z.object({ site: z.string(), url: z.string(), label: z.enum(CORRECTION_LABELS) });
export type Correction = z.infer<typeof correction>;

/** The file `GET /api/corrections` answers ({count, corrections}, newest first), or its bare list. */
export function readCorrections(file: string): Correction[] {
  const text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), "utf8");
  const json: unknown = JSON.parse(text);
  const list = z.union([z.object({ corrections: z.array(correction) }), z.array(correction)]).parse(json);
  return Array.isArray(list) ? list : list.corrections;
}

/**
 * The corpus site a correction's site (a host without "www.") stands for: a host named in `map`
 * (`--site host=name`); `NAME.corpus.test` or `NAME` itself, for crawls of a served corpus site; else
 * the host's first label ("numfocus.org" → numfocus), since corpus sites are named after their domain.
 */
export function corpusSiteOf(site: string, names: ReadonlySet<string>, map: ReadonlyMap<string, string>): string | null {
  const host = site.toLowerCase().replace(/:\d+$/, "");
  const candidates = [map.get(host), host.replace(/\.corpus\.test$/, ""), host.split(".")[0]];
  return candidates.find((name): name is string => name !== undefined && names.has(name)) ?? null;
}

/** A URL's path as the scorer compares them: decoded, no trailing slash, no index file. */
function pathKey(url: string): string {
  let path: string;
  try {
    path = decodeURI(new URL(url, "http://corpus.test").pathname);
  } catch {
    path = url;
  }
  return path.length > 1 ? path.replace(/\/+$/, "").replace(/\/index\.html?$/, "") || "/" : path;
}

export interface Folded {
  labels: SiteLabels;
  positives: number;
  negatives: number;
}

/**
 * The site's labels with what people said of its pages folded in (their latest decision per path
 * wins over the label file): "opportunity" makes a page a labelled opportunity, its status the one
 * a person gave it if any ("unknown" otherwise) and every page of the site optional as its document,
 * so the related-document model learns nothing from it; "not_opportunity" takes the page off the
 * opportunities and the acceptable extras, a negative example. `positives` and `negatives` count the
 * pages whose label changed. `corrections` are newest first.
 */
export function foldCorrections(labels: SiteLabels, corrections: Correction[], sitePaths: string[]): Folded {
  const listing = new Map<string, boolean>();
  const status = new Map<string, "open" | "closed" | "unknown" | "upcoming">();
  for (const c of corrections) {
    const path = pathKey(c.url);
    if (c.label === "opportunity" || c.label === "not_opportunity") {
      if (!listing.has(path)) listing.set(path, c.label === "opportunity");
    } else if (!status.has(path)) status.set(path, c.label);
  }
  const labelled = new Set(labels.opportunities.map((o) => pathKey(o.path)));
  const out: Folded = { labels: { ...labels, acceptableExtra: [...(labels.acceptableExtra ?? [])] }, positives: 0, negatives: 0 };
  const isExtra = (path: string) => (out.labels.acceptableExtra ?? []).some((p) => pathKey(p) === path);
  for (const [path, isOpportunity] of listing) {
    const wasPositive = labelled.has(path) || isExtra(path);
    // A person's decision is neither way no more: the page leaves the acceptable extras.
    out.labels.acceptableExtra = out.labels.acceptableExtra?.filter((p) => pathKey(p) !== path);
    if (isOpportunity && !labelled.has(path)) {
      const given = status.get(path);
      out.labels.opportunities = [
        ...out.labels.opportunities,
        {
          path,
          status: given ?? "unknown",
          statusBasis: given ? "explicit" : "none",
          due_date: null,
          fundingAmountLow: null,
          fundingAmountHigh: null,
          related: [],
          relatedOptional: sitePaths,
        },
      ];
      out.positives++;
    } else if (!isOpportunity) {
      out.labels.opportunities = out.labels.opportunities.filter((o) => pathKey(o.path) !== path);
      out.labels.nonOpportunities = [...new Set([...out.labels.nonOpportunities, path])];
      if (wasPositive) out.negatives++;
    }
  }
  return out;
}

/** `--corrections FILE` and `--site host=name` (repeatable) of the command line. */
export function correctionArgs(argv: string[]): { file: string | null; map: Map<string, string> } {
  const at = argv.indexOf("--corrections");
  const map = new Map<string, string>();
  argv.forEach((arg, i) => {
    const pair = arg === "--site" ? argv[i + 1] : undefined;
    const [host, name] = pair?.split("=") ?? [];
    if (host && name) map.set(host.toLowerCase(), name);
  });
  return { file: at >= 0 ? (argv[at + 1] ?? null) : null, map };
}
