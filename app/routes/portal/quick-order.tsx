import { Link } from "react-router";
import { PREVIOUSLY_PURCHASED_PAGE } from "../../../lib/orders/previously-purchased.ts";
import { authLink } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { CartAccessNotice } from "../../features/cart/CartAccessNotice.tsx";
import { CartPageHeader } from "../../features/cart/CartPageHeader.tsx";
import { cartPageAccess, cartPageData } from "../../features/cart/cart-page.ts";
import { QuickOrderForm } from "../../features/cart/QuickOrderForm.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/quick-order";

/** `/quick-order`: part numbers and quantities, pasted or from a CSV file, into the working account's cart. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { page, viewer } = await cartPageAccess(request, pageContext);
  // The first page of "Previously purchased" (issue 32 item 6) comes with the page.
  const purchased =
    page.access.kind === "ok"
      ? await loaderCall(
          pageContext.orders.previouslyPurchased(viewer, { offset: 0, limit: PREVIOUSLY_PURCHASED_PAGE }),
        )
      : null;
  return cartPageData({ page, purchased, brandName: pageContext.config.brand.name });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Quick order | ${loaderData.brandName}` : "Quick order" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function QuickOrderPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <CartPageHeader title="Quick order" account={page.account} representative={page.representative}>
        {page.access.kind === "ok" && (
          <Link to="/cart" className="text-sm font-semibold text-brand-navy hover:text-brand-green">
            View cart
          </Link>
        )}
      </CartPageHeader>
      {page.access.kind === "ok" ? (
        <QuickOrderForm purchased={loaderData.purchased} />
      ) : (
        <CartAccessNotice
          access={page.access}
          signInHref={authLink("/login", { pathname: "/quick-order", search: "" })}
          registerHref={authLink("/register", { pathname: "/quick-order", search: "" })}
        />
      )}
    </div>
  );
}
