import type { MiddlewareHandler } from "hono";
import { hasControlCharacters } from "../../lib/shared/safe-text.ts";

/** Whether every part of a URL decodes, to text without control characters. */
function addressIsReadable(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  try {
    const parts = [decodeURIComponent(pathname), ...[...searchParams].flat()];
    return !parts.some(hasControlCharacters);
  } catch {
    return false;
  }
}

/**
 * #10.3: an address with a control character (a NUL in a path or a query) or a broken %-escape
 * is refused before any route reads it.
 */
export function refuseUnreadableAddresses(): MiddlewareHandler {
  return async (c, next) => {
    if (!addressIsReadable(c.req.url)) {
      return c.json({ error: "The address holds characters that are not allowed", code: "VALIDATION" }, 400);
    }
    await next();
  };
}
