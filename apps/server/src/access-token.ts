import { createHash, timingSafeEqual } from "node:crypto";
import { parse } from "cookie";
import express, { type RequestHandler, Router } from "express";
import { z } from "zod";

/**
 * The optional API_TOKEN. When it is set every /api and /trpc call needs it, either as
 * `Authorization: Bearer <token>` (scripts, curl) or as the session cookie the web app gets by
 * sending the token once to POST /api/session. The cookie holds a hash of the token, not the token,
 * and is HttpOnly and SameSite=Strict, so page scripts cannot read it and other sites cannot send it.
 */
const SESSION_COOKIE = "grantscout_session";
const SESSION_PATH = "/api/session";

const digest = (value: string) => createHash("sha256").update(value).digest();
const matches = (given: string, expected: Buffer) => timingSafeEqual(digest(given), expected);

export function accessTokenRoutes(token: string | undefined): { session: Router; requireToken: RequestHandler } {
  const expected = token === undefined ? null : digest(token);
  const cookieValue = expected?.toString("hex");
  const granted = (authorization: string | undefined, cookieHeader: string | undefined): boolean => {
    if (!expected) return true;
    const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1];
    if (bearer !== undefined && matches(bearer, expected)) return true;
    const cookie = parse(cookieHeader ?? "")[SESSION_COOKIE];
    return cookie !== undefined && cookie === cookieValue;
  };

  const session = Router();
  session.get(SESSION_PATH, (req, res) => {
    res.json({ required: expected !== null, granted: granted(req.get("authorization"), req.get("cookie")) });
  });
  session.post(SESSION_PATH, express.json({ limit: "4kb" }), (req, res) => {
    const body = z.object({ token: z.string().min(1).max(1000) }).safeParse(req.body);
    if (!body.success) {
      res.status(400).json({ message: 'Send the access token as JSON: {"token": "…"}.' });
      return;
    }
    if (expected && !matches(body.data.token, expected)) {
      res.status(401).json({ message: "That access token is not right." });
      return;
    }
    if (cookieValue) res.cookie(SESSION_COOKIE, cookieValue, { httpOnly: true, sameSite: "strict", path: "/" });
    res.status(204).end();
  });

  const requireToken: RequestHandler = (req, res, next) => {
    if (req.originalUrl.split("?")[0] === SESSION_PATH || granted(req.get("authorization"), req.get("cookie"))) return next();
    res
      .status(401)
      .set("WWW-Authenticate", 'Bearer realm="GrantScout"')
      .json({ message: "This server requires an access token: enter it in the app, or send it as the header Authorization: Bearer <token>." });
  };
  return { session, requireToken };
}
