/**
 * The key a person's correction is stored under, so that a later crawl of the same site finds it:
 * host without "www.", port, path without a trailing slash, query; scheme and fragment ignored
 * (sites move to https and link with anchors without the page changing).
 */
export function correctionKey(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const path = u.pathname.replace(/\/+$/, "") || "/";
  return `${correctionSite(url)}${path}${u.search}`;
}

/** The site part of the key: host without "www.", with its port when it has one. */
export function correctionSite(url: string): string {
  try {
    const u = new URL(url);
    return u.host.toLowerCase().replace(/^www\./, "");
  } catch {
    return "";
  }
}
