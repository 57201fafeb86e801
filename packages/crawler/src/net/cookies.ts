import { CookieJar } from "tough-cookie";

export { CookieJar };

/** Servers refuse larger request headers anyway; a site cannot grow ours without bound. */
const MAX_COOKIE_HEADER = 8192;

/** The Cookie header for `url` from the jar (empty without a jar or cookies). */
export function cookieHeader(jar: CookieJar | undefined, url: string): string {
  const header = jar?.getCookieStringSync(url) ?? "";
  return header.length > MAX_COOKIE_HEADER ? "" : header;
}

/** Stores the cookies a response sets; malformed or foreign-domain cookies are ignored. */
export function keepCookies(jar: CookieJar | undefined, url: string, setCookie: string[] | undefined): void {
  for (const cookie of setCookie ?? []) jar?.setCookieSync(cookie, url, { ignoreError: true });
}
