import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { authLink } from "../../../lib/shared/redirects.ts";
import { NotFoundPage } from "../../components/layout/StatusPages.tsx";
import { CartAccessNotice } from "./CartAccessNotice.tsx";
import type { CartAccess } from "./cart-access.ts";

/**
 * What the route modules of the working account's objects share (`/checkout`, `/user/orders/:id`,
 * `/user/quotes/:id`): no cache, the title with the brand, an id that cannot be the object's being
 * the 404 page, the access notice for who may not order, and the error page of a failed load.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id of a path or query in lower case, or null when it cannot be an object's id. */
export function uuidOf(raw: string | null | undefined): string | null {
  return raw && UUID.test(raw) ? raw.toLowerCase() : null;
}

/** An id of the path: one that cannot be an object's is the same answer as another account's (404). */
export function uuidParam(raw: string | undefined): string {
  const id = uuidOf(raw);
  if (!id) throw data(null, { status: 404 });
  return id;
}

/** The account's business: never kept by a shared cache, nor for the next visitor (QUOTE-09). */
export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}

/** The page's title with the brand's name, never indexed. */
export function accountPageMeta(title: string, brandName: string | undefined) {
  return [
    { title: brandName ? `${title} | ${brandName}` : title },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The title of a page whose loader failed: the 404 page's, or the page's own load error. */
export function errorTitle(error: unknown, loadError: string): string {
  return isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : loadError;
}

/**
 * The title of a page of one object (a quote, an order, a project): its `title` once loaded, else the
 * 404 page's or the page's load error when its loader failed, else `fallback`; with the brand's name.
 */
export function objectPageMeta(
  title: string | null,
  error: unknown,
  text: { loadError: string; fallback: string },
  brandName: string | undefined,
) {
  return accountPageMeta(title ?? (error ? errorTitle(error, text.loadError) : text.fallback), brandName);
}

/** Why this person may not see the page, and what to do (CART-02), signing in back to `here`. */
export function AccessNoticeBlock({
  access,
  here,
  title,
}: {
  access: Exclude<CartAccess, { kind: "ok" }>;
  here: { pathname: string; search: string };
  /** The page's heading, when the page has none of its own above the notice. */
  title?: string;
}) {
  return (
    <div className="max-w-2xl space-y-3">
      {title && <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{title}</h1>}
      <CartAccessNotice
        access={access}
        signInHref={authLink("/login", here)}
        registerHref={authLink("/register", here)}
      />
    </div>
  );
}

/**
 * The error page of a route whose object did not load: another account's object, or one that does not
 * exist, is the 404 page; anything else says so in the spec's words, with a way to try again.
 */
export function ObjectLoadError({
  error,
  loadError,
  what,
  back,
  testId,
}: {
  error: unknown;
  /** The spec's words for the failure ("Could not load orders"). */
  loadError: string;
  /** What did not load ("The order"). */
  what: string;
  back: { label: string; to: string };
  testId: string;
}) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert" data-testid={testId}>
      <h1 className="text-3xl font-bold text-brand-navy">{loadError}</h1>
      <p className="mt-4 text-slate-600">{what} could not be loaded. Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={`${location.pathname}${location.search}`}
          className="inline-block rounded bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          Try again
        </a>
        <Link
          to={back.to}
          className="inline-block rounded border border-slate-300 bg-white px-5 py-2.5 font-semibold text-brand-navy hover:bg-slate-50"
        >
          {back.label}
        </Link>
      </div>
    </section>
  );
}
