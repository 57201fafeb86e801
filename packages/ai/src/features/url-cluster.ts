import { pathOf } from "./url.js";

// Segments that vary between sibling pages: numbers, years, dates, hashes and ids.
const VARIABLE = /^(?:\d+|\d{4}-\d{2}(?:-\d{2})?|[0-9a-f]{8,}|[0-9a-f-]{36}|[a-z]*\d+[a-z\d]*)$/i;

/**
 * The URL pattern of the "Group by Slug" view: the path with its last segment (the slug of the
 * page among its siblings) and any id-like segments replaced by "*"; a file keeps its extension.
 * "/grants/arts-access" → "/grants/*", "/news/2026/11/new-fund" → "/news/*\/*\/*", "/" → "/".
 */
export function urlCluster(url: string): string {
  const parts = pathOf(url).split("/").filter(Boolean);
  if (!parts.length) return "/";
  const last = parts.length - 1;
  return (
    "/" +
    parts
      .map((p, i) => {
        if (i === last) {
          const ext = /\.([a-z0-9]{2,5})$/i.exec(p)?.[1];
          return ext ? `*.${ext.toLowerCase()}` : "*";
        }
        return VARIABLE.test(p) ? "*" : p;
      })
      .join("/")
  );
}

/**
 * The pattern of pages like this one, for moving them with a person's mark: its urlCluster when that
 * keeps a named folder ("/program/hive" → "/program/*"), else null: "/*" would take every top-level
 * page of the site for the marked page's siblings.
 */
export function siblingPattern(url: string): string | null {
  const cluster = urlCluster(url);
  return /\/[^*/]+\//.test(cluster) ? cluster : null;
}
