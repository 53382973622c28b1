import { quoteMessages } from "../../../lib/quotes/contract.ts";
import { getPageContext } from "../../context.ts";
import { PORTAL_PATH } from "../../features/accounts/portal-tabs.ts";
import {
  AccessNoticeBlock,
  ObjectLoadError,
  objectPageMeta,
  privatePageHeaders,
  uuidParam,
} from "../../features/cart/account-page-route.tsx";
import { cartPageAccess, cartPageData } from "../../features/cart/cart-page.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { NegotiatedQuoteView } from "../../features/quotes/NegotiatedQuoteView.tsx";
import { quotesPageHref } from "../../features/quotes/QuotesTab.tsx";
import { QuoteView } from "../../features/quotes/QuoteView.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/quote";

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
  if (page.access.kind !== "ok") return cartPageData({ page, quote: null, ownAccount: false, brandName });
  const quote = await loaderCall(pageContext.quotes.get(viewer, uuidParam(params.quoteId)));
  // Issue 32: a rep opens the requests of every assigned account; only the selected one's checkout is here.
  const ownAccount = viewer.workingAccountId === quote.accountId;
  return cartPageData({ page, quote, ownAccount, brandName });
}

export const headers = privatePageHeaders;

export function meta({ loaderData, error }: Route.MetaArgs) {
  const quote = loaderData?.quote;
  return objectPageMeta(
    quote ? `Quote ${quote.number}` : null,
    error,
    { loadError: quoteMessages.loadError, fallback: "Quote" },
    loaderData?.brandName,
  );
}

const quotesCrumb = { label: "My Quotes / Projects", to: quotesPageHref(1) };

export default function QuotePage({ loaderData, params }: Route.ComponentProps) {
  const { page, quote, ownAccount } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "My Account", to: PORTAL_PATH },
          quotesCrumb,
          { label: quote ? quote.number : "Quote" },
        ]}
      />
      {page.access.kind !== "ok" ? (
        <AccessNoticeBlock
          access={page.access}
          here={{ pathname: `/user/quotes/${params.quoteId}`, search: "" }}
          title="Quote"
        />
      ) : (
        quote &&
        (quote.negotiation ? (
          // A negotiated quote moves by its thread only (issue 32 item 3): a view of its own.
          <NegotiatedQuoteView
            key={quote.id}
            loaded={quote}
            viewer={{ representative: page.representative, ownAccount }}
          />
        ) : (
          <QuoteView loaded={quote} />
        ))
      )}
    </div>
  );
}

/**
 * An unknown quote, or another account's: the 404 page. Anything else that kept the quote from
 * loading says so in the spec's words (QUOTE-03), with a way to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ObjectLoadError
      error={error}
      loadError={quoteMessages.loadError}
      what="The quote"
      back={quotesCrumb}
      testId="quote-load-error"
    />
  );
}
