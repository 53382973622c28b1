import { useNavigation, useRevalidator } from "react-router";
import { authLink } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { CartAccessNotice } from "../../features/cart/CartAccessNotice.tsx";
import { CartPageHeader } from "../../features/cart/CartPageHeader.tsx";
import { CartView } from "../../features/cart/CartView.tsx";
import { cartPageAccess, cartPageData } from "../../features/cart/cart-page.ts";
import { CartApprovalNotices } from "../../features/orders/CartApprovalNotices.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/cart";

/**
 * `/cart`: the cart of the working account (CART-01, API-18). It follows the account switcher: a
 * switch revalidates this loader, which reads the newly selected account's cart.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { viewer, page } = await cartPageAccess(request, pageContext);
  const cart = page.access.kind === "ok" ? await loaderCall(pageContext.cart.getCart(viewer)) : null;
  // #32.2: the member's requests waiting for approval (their frozen carts) and a recent decline.
  const approvals =
    page.access.kind === "ok" ? await pageContext.orders.listApprovals(viewer).catch(() => null) : null;
  return cartPageData({ page, cart, approvals, brandName: pageContext.config.brand.name });
}

/** A cart is the account's business: never kept by a shared cache, nor for the next visitor. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Cart | ${loaderData.brandName}` : "Cart" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { page, cart, approvals } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // An account switch or a navigation back here reloads the cart: shown as loading meanwhile.
  const loading = revalidator.state === "loading" || navigation.location?.pathname === "/cart";
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:py-8">
      <CartPageHeader title="Cart" account={page.account} representative={page.representative} />
      {page.access.kind === "ok" && cart ? (
        <div aria-busy={loading || undefined} className={loading ? "pointer-events-none opacity-60" : ""}>
          {loading && (
            <p role="status" className="sr-only">
              Loading the cart…
            </p>
          )}
          <div className="space-y-6">
            <CartApprovalNotices list={approvals} />
            <CartView loaded={cart} representative={page.representative} />
          </div>
        </div>
      ) : (
        page.access.kind !== "ok" && (
          <div className="max-w-2xl">
            <CartAccessNotice
              access={page.access}
              signInHref={authLink("/login", { pathname: "/cart", search: "" })}
              registerHref={authLink("/register", { pathname: "/cart", search: "" })}
            />
          </div>
        )
      )}
    </div>
  );
}
