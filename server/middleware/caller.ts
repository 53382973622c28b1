import type { MiddlewareHandler } from "hono";
import { type CallerEnv, type CallerLookup, lookupOnce } from "../http.ts";
import { PRIVATE_CACHE_CONTROL, VARY_BY_CALLER } from "../page-cache.ts";

/** Cache-Control private (keeping a stricter no-store), varying by the caller's credentials. */
function markPrivate(headers: Headers) {
  try {
    if (!/no-store/.test(headers.get("cache-control") ?? ""))
      headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    const vary = headers.get("vary");
    headers.set("Vary", vary ? `${vary}, ${VARY_BY_CALLER}` : VARY_BY_CALLER);
  } catch {
    // A response with immutable headers (a redirect made by Response.redirect) carries no body to keep.
  }
}

/**
 * Who is calling, from the session cookie or the bearer token, for the API and the pages alike:
 * looked up on first use only. Each module router states what it requires of the caller.
 * An answer computed for a signed-in caller is marked private (issue 17): no shared cache keeps it,
 * and the browser asks again rather than show it to whoever signs in next on the same machine.
 */
export function lookUpCaller(accounts: {
  callerOf(headers: Headers): ReturnType<CallerLookup>;
}): MiddlewareHandler<CallerEnv> {
  return async (c, next) => {
    const lookup = lookupOnce(() => accounts.callerOf(c.req.raw.headers));
    let looked = false;
    c.set("caller", () => {
      looked = true;
      return lookup();
    });
    await next();
    if (looked && (await lookup().catch(() => null))) markPrivate(c.res.headers);
  };
}
