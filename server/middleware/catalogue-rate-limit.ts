import type { MiddlewareHandler } from "hono";
import type { CallerEnv } from "../http.ts";
import { createTokenBuckets } from "../modules/ratelimit/index.ts";

/**
 * #10.5: at most `perMinute` requests a minute from one client address, with a burst of a quarter of
 * that (at least 10); past it, 429 with the seconds to wait in Retry-After.
 */
export function limitCatalogueCalls(perMinute: number): MiddlewareHandler<CallerEnv> {
  const take = createTokenBuckets({ perMinute, burst: Math.max(10, Math.round(perMinute / 4)) });
  return async (c, next) => {
    const { allowed, retryAfterSeconds } = take(c.get("clientIp"));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json(
        { error: "Too many requests. Please slow down and try again shortly.", code: "RATE_LIMITED" },
        429,
      );
    }
    await next();
  };
}
