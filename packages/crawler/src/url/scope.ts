/** Which URLs belong to the crawled site, and what kind of resource a URL names. */

const DOCUMENT_EXTENSIONS = new Set(["pdf", "doc", "docx"]);

/** Binary or asset files a grant analyser cannot read: never fetched. */
const SKIPPED_EXTENSIONS = new Set([
  "jpg",
  "jpeg",
  "png",
  "gif",
  "webp",
  "svg",
  "ico",
  "bmp",
  "tif",
  "tiff",
  "avif",
  "zip",
  "gz",
  "tgz",
  "rar",
  "7z",
  "tar",
  "dmg",
  "exe",
  "msi",
  "apk",
  "iso",
  "mp3",
  "mp4",
  "m4a",
  "mov",
  "avi",
  "wmv",
  "webm",
  "ogg",
  "wav",
  "flac",
  "css",
  "js",
  "mjs",
  "json",
  "woff",
  "woff2",
  "ttf",
  "otf",
  "eot",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "csv",
  "ics",
  "rss",
  "atom",
]);

function extensionOf(url: string): string {
  const path = new URL(url).pathname;
  const dot = path.lastIndexOf(".");
  return dot > path.lastIndexOf("/") ? path.slice(dot + 1).toLowerCase() : "";
}

export function isDocumentUrl(url: string): boolean {
  return DOCUMENT_EXTENSIONS.has(extensionOf(url));
}

export function isSkippedAsset(url: string): boolean {
  return SKIPPED_EXTENSIONS.has(extensionOf(url));
}

/**
 * The start host and its `www.` twin (same port); http and https both count. A site that moved
 * (its start page redirects to another host) includes that host too.
 */
export class SiteScope {
  private readonly keys = new Set<string>();
  /** Answers by scheme and authority ("https://example.org:8080"): few per crawl, asked per link. */
  private readonly answers = new Map<string, boolean>();

  constructor(startUrl: string) {
    this.include(startUrl);
  }

  /** Adds the site of `url`; returns false if it was in scope already. */
  include(url: string): boolean {
    const key = SiteScope.siteKey(new URL(url));
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    this.answers.clear();
    return true;
  }

  private static siteKey(url: URL): string {
    return `${url.hostname.replace(/^www\./, "")}:${url.port}`;
  }

  contains(url: string): boolean {
    const authorityEnd = url.indexOf("/", url.indexOf("//") + 2);
    const origin = authorityEnd > 0 ? url.slice(0, authorityEnd) : url;
    let answer = this.answers.get(origin);
    if (answer === undefined) {
      answer = this.check(`${origin}/`);
      if (this.answers.size < 1000) this.answers.set(origin, answer);
    }
    return answer;
  }

  private check(url: string): boolean {
    const parsed = URL.parse(url);
    return !!parsed && (parsed.protocol === "http:" || parsed.protocol === "https:") && this.keys.has(SiteScope.siteKey(parsed));
  }
}
