import type { RequestHandler } from "express";
import helmet from "helmet";

/** Headers on every answer: only the app's own scripts, never framed, no MIME sniffing, referrers kept on this origin. */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets style attributes and injects <style> elements.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: "same-origin" },
  // The app is served over plain HTTP on loopback by default; HSTS would pin a host to HTTPS.
  strictTransportSecurity: false,
});

const LOOPBACK_NAMES = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return "";
  const bracketed = /^\[[^\]]+\]/.exec(hostHeader);
  return (bracketed ? bracketed[0] : hostHeader.split(":")[0]!).toLowerCase();
}

/**
 * DNS rebinding: a page on another site can point its own name at 127.0.0.1 and call this server
 * with the browser's cookies. A server on loopback answers only loopback names and ALLOWED_HOSTS.
 */
export function allowOnlyHosts(listenHost: string, allowedHosts: string[]): RequestHandler {
  const extra = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const exposed = !LOOPBACK_NAMES.test(listenHost) && extra.size === 0;
  return (req, res, next) => {
    const name = hostName(req.get("host"));
    if (exposed || LOOPBACK_NAMES.test(name) || extra.has(name)) return next();
    res.status(421).json({ message: `This server does not answer for the host "${name}". Add it to ALLOWED_HOSTS to allow it.` });
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Calls that change something must come from the app itself: a browser sends cookies with a
 * cross-site form or a no-preflight `text/plain` POST, so such a request is refused before it acts.
 */
export const refuseCrossSiteWrites: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  const crossSite = (origin !== undefined && !sameHost(origin, req.get("host"))) || fetchSite === "cross-site" || fetchSite === "same-site";
  if (crossSite) {
    res.status(403).json({ message: "Requests from other websites are refused: call this API from the app's own origin or without a browser." });
    return;
  }
  const hasBody = req.get("transfer-encoding") !== undefined || Number(req.get("content-length") ?? 0) > 0;
  if (hasBody && !req.is("application/json")) {
    res.status(415).json({ message: "Send the request body as JSON, with the header Content-Type: application/json." });
    return;
  }
  next();
};

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host.toLowerCase() === (host ?? "").toLowerCase();
  } catch {
    return false; // "null" and other opaque origins
  }
}
