import { orderMessages } from "../../../lib/orders/contract.ts";
import { getPageContext } from "../../context.ts";
import { PORTAL_PATH, portalTabHref } from "../../features/accounts/portal-tabs.ts";
import {
  AccessNoticeBlock,
  ObjectLoadError,
  objectPageMeta,
  privatePageHeaders,
  uuidParam,
} from "../../features/cart/account-page-route.tsx";
import { cartPageAccess, cartPageData } from "../../features/cart/cart-page.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { ORDERS_TAB } from "../../features/orders/OrdersTab.tsx";
import { OrderView } from "../../features/orders/OrderView.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/order";

/**
 * `/user/orders/:orderId` (issue 13, ORDER-04): one order of the working account, read on the server
 * through the orders module, so it reads without JavaScript too. A guest signs in and comes back;
 * someone without cart access is told why (403); another account's order, or one that does not
 * exist, is the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const pageContext = getPageContext(context);
  const { viewer, page } = await cartPageAccess(request, pageContext);
  const brandName = pageContext.config.brand.name;
  if (page.access.kind !== "ok") return cartPageData({ page, order: null, brandName });
  const order = await loaderCall(pageContext.orders.get(viewer, uuidParam(params.orderId)));
  return cartPageData({ page, order, brandName });
}

export const headers = privatePageHeaders;

export function meta({ loaderData, error }: Route.MetaArgs) {
  const order = loaderData?.order;
  return objectPageMeta(
    order ? `Order ${order.number}` : null,
    error,
    { loadError: orderMessages.loadError, fallback: "Order" },
    loaderData?.brandName,
  );
}

const ordersCrumb = { label: "My Orders", to: portalTabHref(ORDERS_TAB) };

export default function OrderPage({ loaderData, params }: Route.ComponentProps) {
  const { page, order } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: "My Account", to: PORTAL_PATH },
          ordersCrumb,
          { label: order ? order.number : "Order" },
        ]}
      />
      {page.access.kind !== "ok" ? (
        <AccessNoticeBlock
          access={page.access}
          here={{ pathname: `/user/orders/${params.orderId}`, search: "" }}
          title="Order"
        />
      ) : (
        order && <OrderView key={`${page.account?.id ?? ""}:${order.id}`} loaded={order} />
      )}
    </div>
  );
}

/** Another account's order, or an unknown one: the 404 page; any other failure says so (ERR-03). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ObjectLoadError
      error={error}
      loadError={orderMessages.loadError}
      what="The order"
      back={ordersCrumb}
      testId="order-load-error"
    />
  );
}
