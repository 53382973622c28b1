import { createHmac, timingSafeEqual } from "node:crypto";
import type { Auth } from "./auth.ts";

/** What reading a request's session token needs of the identity service, read once from it. */
export type SessionTokenSettings = {
  secret: string;
  cookieName: string;
  /** The cookie of a sign-in without "remember me": its session is not extended. */
  dontRememberCookieName: string;
  /** Seconds a session lives, and after how many it is extended by that again (better-auth's). */
  expiresIn: number;
  updateAge: number;
};

const settingsOf = new WeakMap<Auth, Promise<SessionTokenSettings>>();

/** The settings better-auth signs, names and extends its sessions with (read once per instance). */
export function sessionTokenSettings(auth: Auth): Promise<SessionTokenSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      secret: context.secret,
      cookieName: context.authCookies.sessionToken.name,
      dontRememberCookieName: context.authCookies.dontRememberToken.name,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    }));
    settingsOf.set(auth, settings);
  }
  return settings;
}

/**
 * Whether a session that expires at `expiresAt` is due to be extended, as better-auth's getSession
 * decides it: a day (updateAge) after it was last extended, unless the person chose not to be remembered.
 */
export function sessionNeedsRefresh(
  expiresAt: Date,
  headers: Headers,
  settings: SessionTokenSettings,
  now = Date.now(),
): boolean {
  if (cookieValue(headers.get("cookie"), settings.dontRememberCookieName)) return false;
  return expiresAt.valueOf() - settings.expiresIn * 1000 + settings.updateAge * 1000 <= now;
}

/**
 * The session token a request carries (issue 17: read here, so the session and the person are one
 * statement, where better-auth's getSession took two of its own and two HMAC jobs), or null:
 *
 * - `Authorization: Bearer <token>`: the token as sign-in answered it, `token.signature`, or the bare
 *   token (as better-auth's bearer plugin accepts it);
 * - the session cookie: `token.signature`, URL-encoded.
 *
 * A signature is better-auth's: HMAC-SHA-256 of the token with the auth secret, in base64 or base64url;
 * one that does not match is no token. The bearer header wins over a cookie, as in better-auth.
 */
export function sessionTokenOf(headers: Headers, settings: SessionTokenSettings): string | null {
  const authorization = headers.get("authorization");
  if (authorization && authorization.slice(0, 7).toLowerCase() === "bearer ") {
    const value = decoded(authorization.slice(7).trim());
    if (value) return value.includes(".") ? verified(value, settings.secret) : value;
  }
  const cookie = cookieValue(headers.get("cookie"), settings.cookieName);
  return cookie ? verified(decoded(cookie), settings.secret) : null;
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The token of `token.signature` when the signature is the token's, else null. */
function verified(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(
    signed
      .slice(dot + 1)
      .replace(/-/g, "+")
      .replace(/_/g, "/"),
    "base64",
  );
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
