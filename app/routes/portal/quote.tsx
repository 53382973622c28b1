import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { quoteMessages } from "../../../lib/quotes/contract.ts";
import { authLink } from "../../../lib/shared/redirects.ts";
import { NotFoundPage } from "../../components/layout/StatusPages.tsx";
import { getPageContext } from "../../context.ts";
import { PORTAL_PATH } from "../../features/accounts/portal-tabs.ts";
import { CartAccessNotice } from "../../features/cart/CartAccessNotice.tsx";
import { cartPageAccess, cartPageData } from "../../features/cart/cart-page.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { quotesPageHref } from "../../features/quotes/QuotesTab.tsx";
import { QuoteView } from "../../features/quotes/QuoteView.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/quote";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/user/quotes/:quoteId`: one quote of the working account (QUOTE-02, API-26), read on the server
 * through the quotes module, so it reads without JavaScript too. A guest signs in and comes back;
 * someone without cart access is told why (403); another account's quote, or one that does not
 * exist, is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { viewer, page } = await cartPageAccess(request, pageContext);
  const brandName = pageContext.config.brand.name;
  if (page.access.kind !== "ok") return cartPageData({ page, quote: null, brandName });
  // An id that cannot be a quote's is the same answer as another account's quote.
  if (!UUID.test(params.quoteId)) throw data(null, { status: 404 });
  const quote = await loaderCall(pageContext.quotes.get(viewer, params.quoteId.toLowerCase()));
  return cartPageData({ page, quote, brandName });
}

/** A quote is the account's business: never kept by a shared cache, nor for the next visitor (QUOTE-09). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const title = loaderData?.quote
    ? `Quote ${loaderData.quote.number}`
    : error
      ? isRouteErrorResponse(error) && error.status === 404
        ? "Page not found"
        : quoteMessages.loadError
      : "Quote";
  return [
    { title: loaderData ? `${title} | ${loaderData.brandName}` : title },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const crumbs = (current: string) => [
  { label: "Home", to: "/" },
  { label: "My Account", to: PORTAL_PATH },
  { label: "My Quotes / Projects", to: quotesPageHref(1) },
  { label: current },
];

export default function QuotePage({ loaderData, params }: Route.ComponentProps) {
  const { page, quote } = loaderData;
  const here = { pathname: `/user/quotes/${params.quoteId}`, search: "" };
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:py-8">
      <Breadcrumbs items={crumbs(quote ? quote.number : "Quote")} />
      {page.access.kind === "ok" && quote ? (
        <QuoteView loaded={quote} />
      ) : (
        page.access.kind !== "ok" && (
          <div className="max-w-2xl space-y-3">
            <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">Quote</h1>
            <CartAccessNotice
              access={page.access}
              signInHref={authLink("/login", here)}
              registerHref={authLink("/register", here)}
            />
          </div>
        )
      )}
    </div>
  );
}

/**
 * An unknown quote, or another account's: the 404 page. Anything else that kept the quote from
 * loading says so in the spec's words (QUOTE-03), with a way to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert" data-testid="quote-load-error">
      <h1 className="text-3xl font-bold text-brand-navy">{quoteMessages.loadError}</h1>
      <p className="mt-4 text-slate-600">The quote could not be loaded. Please try again in a moment.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href={`${location.pathname}${location.search}`}
          className="inline-block rounded bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          Try again
        </a>
        <Link
          to={quotesPageHref(1)}
          className="inline-block rounded border border-slate-300 bg-white px-5 py-2.5 font-semibold text-brand-navy hover:bg-slate-50"
        >
          My Quotes / Projects
        </Link>
      </div>
    </section>
  );
}
