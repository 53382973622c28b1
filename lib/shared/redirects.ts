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
 * turn into one, dot segments that normalise into one, a relative path without the leading "/")
 * answers `fallback`.
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
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser drops dot segments, which can leave a host behind: "/.//evil.example" is "//evil.example".
  if (path.startsWith("//")) return fallback;
  return path;
}

/** The sign-in flow's own pages: never a place to return to after signing in. */
const authFlowPaths = new Set(["/login", "/register", "/forgot-password", "/reset-password", "/logout"]);

/**
 * The link to `/login` or `/register` from the page at `location` (#9.6): it carries the page's
 * path and query as `redirectTo`, so the buyer comes back to what they were looking at. From a page
 * of the sign-in flow itself, the return path that page was given is passed on instead.
 */
export function authLink(
  page: "/login" | "/register",
  location: { pathname: string; search: string },
): string {
  const returnTo = authFlowPaths.has(location.pathname)
    ? new URLSearchParams(location.search).get("redirectTo")
    : `${location.pathname}${location.search}`;
  const safe = safeRedirect(returnTo, "");
  if (!safe || authFlowPaths.has(new URL(safe, probeOrigin).pathname)) return page;
  return `${page}?redirectTo=${encodeURIComponent(safe)}`;
}
