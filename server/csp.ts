import { createHash, randomBytes } from "node:crypto";
import type { ThirdPartyProvider } from "./modules/accounts/index.ts";

/**
 * What lets a page's inline scripts run (#10.4): the nonce a page rendered for this request carries,
 * or, for a page the guest page cache stores (page-cache.ts), the hash of each of its inline scripts,
 * so that its bytes are the same for every answer.
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of every page (#10.4). Scripts run only from this origin or inline with
 * the request's nonce or one of the page's script hashes (React Router's hydration data and module
 * loader, the scroll restoration); never `'unsafe-inline'`. Nothing else may frame the site, embed
 * plugins, move its base URL, or receive its forms. Styles allow inline attributes, which React's
 * `style` props need; they cannot run code.
 */
export function contentSecurityPolicy(scripts: InlineScripts, formTargets: readonly string[] = []): string {
  const inline = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline].join(" "),
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

const CR = 0x0d;
const NUL = 0x00;

/**
 * The policy's source for an inline script whose text is `text` (CSP 3 §8.4): the SHA-256 of the text
 * the browser hands the script, which is the bytes between its tags after the HTML parser has turned
 * CR LF and lone CRs into LF and NUL into U+FFFD (HTML §13.2.3.5, §13.2.5.4). React never writes
 * either, but a hash of other text than the browser's would block the script.
 */
export function scriptHash(text: Buffer): string {
  const parsed =
    text.includes(CR) || text.includes(NUL)
      ? Buffer.from(text.toString("utf8").replace(/\r\n?/g, "\n").replaceAll("\0", "\uFFFD"), "utf8")
      : text;
  return `'sha256-${createHash("sha256").update(parsed).digest("base64")}'`;
}

/** Where the sign-in form sends the browser on: the identity provider's origin, when one is configured. */
export function identityProviderOrigins(provider: ThirdPartyProvider | undefined): string[] {
  const url = provider?.authorizationUrl ?? provider?.discoveryUrl;
  return url ? [new URL(url).origin] : [];
}
