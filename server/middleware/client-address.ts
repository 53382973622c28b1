import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { CallerEnv } from "../http.ts";

/**
 * The client's address for rate limits and session records: the socket's, or behind a trusted
 * proxy the last address it appended. A client-sent header never decides it otherwise.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // In-process requests (tests) have no socket.
    return "127.0.0.1";
  }
}

/** Sets `clientIp` for the handlers after it (rate limits, session records, the pages' context). */
export function recordClientAddress(trustProxy: boolean): MiddlewareHandler<CallerEnv> {
  return async (c, next) => {
    c.set("clientIp", clientAddress(c, trustProxy));
    await next();
  };
}
