/**
 * Groups for the "Group by Slug" view: the grant's urlCluster when the analysis set one, else the
 * URL's path with its last segment replaced by '*' ("/grants/*").
 */
export function urlPattern(url: string): string {
  try {
    const segments = new URL(url).pathname.split("/").filter(Boolean);
    return segments.length > 1 ? `/${segments.slice(0, -1).join("/")}/*` : "/";
  } catch {
    return "other";
  }
}

/** A group's pattern in words: "/grants/*" → "Pages under /grants/", "/*.html" → "Top-level .html pages". */
export function describePattern(pattern: string): string {
  const match = /^(\/(?:.*\/)?)\*(?:\.(\w+))?$/.exec(pattern);
  if (pattern === "/" || (match && match[1] === "/")) return match?.[2] ? `Top-level .${match[2]} pages` : "Top-level pages";
  if (!match) return pattern === "other" ? "Other addresses" : pattern;
  return match[2] ? `.${match[2]} pages under ${match[1]}` : `Pages under ${match[1]}`;
}

export interface UrlPatternGroup<T> {
  key: string;
  items: T[];
}

export function groupByUrlPattern<T extends { url: string; urlCluster: string | null }>(grants: T[]): Array<UrlPatternGroup<T>> {
  const groups = new Map<string, T[]>();
  for (const g of grants) {
    const key = g.urlCluster?.trim() || urlPattern(g.url);
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  return [...groups].map(([key, items]) => ({ key, items })).sort((a, b) => b.items.length - a.items.length || a.key.localeCompare(b.key));
}

/** The host the URLs of a group share (the first one's), for the 'Copied {n} URLs from {host}' toast. */
export function groupHost(urls: string[]): string {
  for (const u of urls) {
    try {
      return new URL(u).host;
    } catch {
      /* try the next one */
    }
  }
  return "this group";
}
