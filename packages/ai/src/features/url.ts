/** One spelling per URL, so links, labels and crawled pages compare equal. */
export function canonicalUrl(url: string, base?: string): string {
  try {
    const u = new URL(url, base);
    u.hash = "";
    u.hostname = u.hostname.toLowerCase();
    if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, "");
    return u.toString();
  } catch {
    return url;
  }
}

export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** Path segments, decoded and lower-cased: "/Grants/Arts%20Fund/" → ["grants", "arts fund"]. */
export function segments(url: string): string[] {
  return pathOf(url)
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

/** "pdf", "docx", "html"…: from the content type, else the file extension. */
export function fileTypeOf(url: string, contentType: string | null): string {
  const ct = (contentType ?? "").toLowerCase();
  if (ct.includes("pdf")) return "pdf";
  if (ct.includes("wordprocessingml")) return "docx";
  if (ct.includes("msword")) return "doc";
  const ext = pathOf(url)
    .toLowerCase()
    .match(/\.([a-z0-9]{2,5})$/)?.[1];
  if (ext && !["html", "htm", "php", "aspx", "asp", "jsp"].includes(ext)) return ext;
  return "html";
}

/** A page's URL path without its trailing slash ("/" stays "/"): one spelling for comparing places in a site. */
export const sitePath = (url: string): string => pathOf(url).replace(/\/$/, "") || "/";

/** A static host serves "/x/index.html" as "/x/": without the index file, both spellings are one. */
export const withoutIndexFile = (pathOrUrl: string): string => pathOrUrl.replace(/\/index\.html?$/i, "");

/** The folder a path sits in: "/grants/arts" → "/grants", "/grants" → "/". */
export const parentFolder = (path: string): string => path.replace(/\/[^/]*$/, "") || "/";

/** Whether `child` sits under `parent` in the URL tree (nothing sits under the home page). */
export const isUnder = (child: string, parent: string): boolean => parent !== "/" && child.startsWith(`${parent.replace(/\/$/, "")}/`);

/** How many of a site's pages sit under each page, and how many share each folder. */
export interface UrlTree {
  pagesUnder(url: string): number;
  folderSize(folder: string): number;
}

export function urlTree(urls: string[]): UrlTree {
  const folders = new Map<string, number>();
  const under = new Map<string, number>();
  const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
  for (const p of urls.map(sitePath)) {
    count(folders, parentFolder(p));
    // Each page counts once for every folder above it ("/a/b/c": "/a", "/a/b"): a site costs the
    // total length of its paths, where asking every page about every other one cost pages squared.
    for (let i = p.indexOf("/", 1); i > 0; i = p.indexOf("/", i + 1)) count(under, p.slice(0, i));
  }
  return {
    pagesUnder(url) {
      const p = sitePath(url);
      return p === "/" ? 0 : (under.get(p) ?? 0);
    },
    folderSize: (folder) => folders.get(folder) ?? 0,
  };
}
