import { data } from "react-router";
import { errorStatus } from "../../../lib/shared/error-codes.ts";
import { getPageContext } from "../../context.ts";
import {
  AccessNoticeBlock,
  accountPageMeta,
  errorTitle,
  ObjectLoadError,
  privatePageHeaders,
  uuidOf,
} from "../../features/cart/account-page-route.tsx";
import { CartPageHeader } from "../../features/cart/CartPageHeader.tsx";
import { cartPageAccess, cartPageData } from "../../features/cart/cart-page.ts";
import { CheckoutView } from "../../features/orders/CheckoutView.tsx";
import { loaderCallShowing } from "../../page-errors.ts";
import type { Route } from "./+types/checkout";

/**
 * `/checkout` (issue 13): the working account's cart, or with `?quote=<id>` one of its quotes, placed
 * as an order. A guest signs in and comes back here; someone who may not order is told why (403),
 * as on the cart's pages. The preview (lines, totals per payment method, addresses) is read here on
 * the server through the orders module, so the page shows it without JavaScript and the figures are
 * the server's. An unknown quote, or another account's, is the 404 page; what stops the order (an
 * empty cart, unavailable lines, an expired or ordered quote) is said on the page with its status.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { viewer, page } = await cartPageAccess(request, pageContext);
  const quoteId = uuidOf(new URL(request.url).searchParams.get("quote"));
  const brandName = pageContext.config.brand.name;
  if (page.access.kind !== "ok") return cartPageData({ page, quoteId, checkout: null, brandName });
  const read = (shippingMethod?: "GROUND") =>
    loaderCallShowing(
      pageContext.orders.checkout(viewer, {
        ...(quoteId ? { quoteId } : {}),
        ...(shippingMethod ? { shippingMethod } : {}),
      }),
      ["VALIDATION", "CONFLICT"],
    );
  // Issue 32 item 1: priced for ground to the first saved ship-to; the form asks again as it changes.
  // #32.2: so is an order that goes for approval: the request carries the shipping chosen.
  const checkout = await read("GROUND");
  return data(
    { page, quoteId, checkout, brandName },
    { status: checkout.ok ? 200 : errorStatus[checkout.refusal.code] },
  );
}

export const headers = privatePageHeaders;

const CHECKOUT_LOAD_ERROR = "The checkout could not be loaded";

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountPageMeta(error ? errorTitle(error, CHECKOUT_LOAD_ERROR) : "Checkout", loaderData?.brandName);
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { page, quoteId, checkout } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <CartPageHeader title="Checkout" account={page.account} representative={page.representative} />
      {page.access.kind !== "ok" ? (
        <AccessNoticeBlock
          access={page.access}
          here={{ pathname: "/checkout", search: quoteId ? `?quote=${quoteId}` : "" }}
        />
      ) : (
        checkout && <CheckoutView key={`${page.account?.id ?? ""}:${quoteId ?? "cart"}`} loaded={checkout} />
      )}
    </div>
  );
}

/** Another account's quote, or an unknown one: the 404 page; any other failure says so. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ObjectLoadError
      error={error}
      loadError={CHECKOUT_LOAD_ERROR}
      what="The checkout"
      back={{ label: "Back to the cart", to: "/cart" }}
      testId="checkout-load-error"
    />
  );
}
