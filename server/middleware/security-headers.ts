import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

/**
 * Hono's secure headers, with the two the site needs otherwise. The pages' Content-Security-Policy
 * is set where they are rendered (server/app.ts), since it carries each page's nonce.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    // Not "no-referrer" (the default): under it a browser posts a page's form with `Origin: null`,
    // which the cross-site check refuses, so no form would work without JavaScript. "same-origin"
    // still tells other sites nothing.
    referrerPolicy: "same-origin",
  });
}
