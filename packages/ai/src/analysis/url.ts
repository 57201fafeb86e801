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
  const ext = pathOf(url).toLowerCase().match(/\.([a-z0-9]{2,5})$/)?.[1];
  if (ext && !["html", "htm", "php", "aspx", "asp", "jsp"].includes(ext)) return ext;
  return "html";
}
