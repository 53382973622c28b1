import { randomBytes } from "node:crypto";
import type { ThirdPartyProvider } from "./modules/accounts/auth.ts";

/**
 * The Content-Security-Policy of every page (#10.4). Scripts run only from this origin or inline with
 * the request's nonce (React Router's hydration data and module loader); nothing else may frame the
 * site, embed plugins, move its base URL, or receive its forms. Styles allow inline attributes, which
 * React's `style` props need; they cannot run code.
 */
export function contentSecurityPolicy(nonce: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // A form post that redirects onwards (the third-party sign-in) must be allowed to its target too.
    `form-action ${["'self'", ...formTargets].join(" ")}`,
  ].join("; ");
}

/** A fresh nonce per page request: 128 random bits. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Where the sign-in form sends the browser on: the identity provider's origin, when one is configured. */
export function identityProviderOrigins(provider: ThirdPartyProvider | undefined): string[] {
  const url = provider?.authorizationUrl ?? provider?.discoveryUrl;
  return url ? [new URL(url).origin] : [];
}
