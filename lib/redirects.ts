/**
 * Where a page may send the browser after signing in: only a path of this site. Pure code, shared by
 * the pages' loaders and actions and their tests.
 */

/** Where a signed-in user lands when the link named no other page. */
export const DEFAULT_SIGNED_IN_PATH = "/user";

const probeOrigin = "http://redirect.invalid";

/**
 * A same-site relative path (`/user?tab=my-quotes`) is answered normalised; anything else (an
 * absolute URL, a protocol-relative `//host`, a backslash or control character that browsers would
 * turn into one, a relative path without the leading "/") answers `fallback`.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string = DEFAULT_SIGNED_IN_PATH,
): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//")) return fallback;
  // Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.example" is "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
