import { data, redirect } from "react-router";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PageContext } from "../../../server/page-context.ts";
import { loaderCall } from "../../page-errors.ts";
import { loginRedirectHref } from "../accounts/portal-tabs.ts";
import { type CartAccess, cartAccessKind, cartAccessOf, workingAccountName } from "./cart-access.ts";

/** What the cart's pages know about the person before anything else: who orders, and for whom. */
export type CartPageAccess = {
  access: CartAccess;
  account: { id: string; name: string | null } | null;
  /** A representative working for an assigned account: sets prices and shipping (CART-05, CART-09). */
  representative: boolean;
};

/**
 * The cart's pages (`/cart`, `/quick-order`) are for signed-in people (a guest goes to sign in and
 * comes back); someone without cart access is told why with a 403, and nothing of the cart is read.
 */
export async function cartPageAccess(
  request: Request,
  { viewer, accounts }: Pick<PageContext, "viewer" | "accounts">,
): Promise<{ viewer: SessionUser; page: CartPageAccess }> {
  if (!viewer) throw redirect(loginRedirectHref(new URL(request.url)));
  const kind = cartAccessKind(viewer);
  const admins = kind === "no-rights" ? await loaderCall(accounts.orderingAdmins(viewer)) : [];
  return {
    viewer,
    page: {
      access: cartAccessOf(viewer, admins),
      account: viewer.workingAccountId
        ? { id: viewer.workingAccountId, name: workingAccountName(viewer) }
        : null,
      representative: kind === "ok" && viewer.customerType === "representative",
    },
  };
}

/** The answer of a cart page's loader: 403 when the person may not order (the page says why). */
export function cartPageData<T extends { page: CartPageAccess }>(body: T) {
  return data(body, { status: body.page.access.kind === "ok" ? 200 : 403 });
}
