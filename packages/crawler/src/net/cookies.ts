import { CookieJar } from "tough-cookie";

export { CookieJar };

/** Servers refuse larger request headers anyway; a site cannot grow ours without bound. */
const MAX_COOKIE_HEADER = 8192;

/** Jars a site has set a cookie in: most never get one, and asking an empty jar still costs. */
const used = new WeakSet<CookieJar>();

/** The Cookie header for `url` from the jar (empty without a jar or cookies). */
export function cookieHeader(jar: CookieJar | undefined, url: string): string {
  if (!jar || !used.has(jar)) return "";
  const header = jar.getCookieStringSync(url);
  return header.length > MAX_COOKIE_HEADER ? "" : header;
}

/** Stores the cookies a response sets; malformed or foreign-domain cookies are ignored. */
export function keepCookies(jar: CookieJar | undefined, url: string, setCookie: string[] | undefined): void {
  if (!jar || !setCookie?.length) return;
  used.add(jar);
  for (const cookie of setCookie) jar.setCookieSync(cookie, url, { ignoreError: true });
}
