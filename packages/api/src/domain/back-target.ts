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

/** Spec section 2: the referrer/from parameter, else the previous page (origin and path), else a stored path, else /. */
export function resolveBackTarget(input: BackTargetInput): string {
  const param = input.param?.trim();
  if (param) return param;
  const previous = input.documentReferrer ? sameOriginPath(input.documentReferrer, input.origin, input.currentPath) : null;
  if (previous) return previous;
  const stored = input.storedPath?.trim();
  if (stored) return stored;
  return "/";
}

/** A target on this origin becomes a path the router can navigate to; others stay absolute. */
export function toRouterPath(target: string, origin: string): { internal: boolean; href: string } {
  try {
    const u = new URL(target, origin);
    if (u.origin === origin) return { internal: true, href: u.pathname + u.search + u.hash };
    return { internal: false, href: u.href };
  } catch {
    return { internal: true, href: "/" };
  }
}
