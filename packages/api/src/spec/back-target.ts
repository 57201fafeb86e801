/** The sessionStorage key where pages leave a path to return to from Process Opportunity. */
export const RETURN_PATH_KEY = "grantscout:return-path";

export interface BackTargetInput {
  /** The referrer or from query parameter. */
  param: string | null | undefined;
  /** document.referrer. */
  documentReferrer: string | null | undefined;
  /** The current page's origin; a previous page counts only when it is on the same origin. */
  origin: string;
  /** The stored return path, if any. */
  storedPath: string | null | undefined;
  /** The current page's path, never a target (a reload would loop to itself). */
  currentPath?: string;
}

function sameOriginPath(referrer: string, origin: string, currentPath?: string): string | null {
  try {
    const u = new URL(referrer);
    if (u.origin !== origin) return null;
    if (currentPath && u.pathname === currentPath) return null;
    return u.origin + u.pathname;
  } catch {
    return null;
  }
}

/**
 * A path on this origin, or null. Only same-origin targets are ever followed: a crafted link's
 * `javascript:` URL would run script, and another origin would make Back an open redirect.
 */
function sameOriginTarget(target: string, origin: string): string | null {
  // "//host" and "/\host" are protocol-relative: browsers read both as another host.
  if (/^[/\\][/\\]/.test(target)) return null;
  try {
    const u = new URL(target, origin);
    return u.origin === origin && (u.protocol === "http:" || u.protocol === "https:") ? u.pathname + u.search + u.hash : null;
  } catch {
    return null;
  }
}

/**
 * Spec section 2: the referrer/from parameter, else the previous page (origin and path), else a
 * stored path, else /. Whatever the source, Back stays on this origin.
 */
export function resolveBackTarget(input: BackTargetInput): string {
  const param = input.param?.trim() ? sameOriginTarget(input.param.trim(), input.origin) : null;
  if (param) return param;
  const previous = input.documentReferrer ? sameOriginPath(input.documentReferrer, input.origin, input.currentPath) : null;
  if (previous) return previous;
  const stored = input.storedPath?.trim() ? sameOriginTarget(input.storedPath.trim(), input.origin) : null;
  return stored ?? "/";
}

/** The router path of a target; anything not on this origin goes home. */
export function toRouterPath(target: string, origin: string): string {
  return sameOriginTarget(target, origin) ?? "/";
}
