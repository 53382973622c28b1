import { sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart, SetShippingBody } from "../../../lib/cart/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { ensureCart, ownCart, requireCartAccess } from "./cart-scope.ts";
import { type CartDeps, representativesOnly } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { carts } from "./schema.ts";

/**
 * CART-09: a representative working for the account sets the cart's shipping, or clears it (null:
 * "TBD", counted as 0). Recorded with who and when.
 */
export async function setShipping(deps: CartDeps, caller: SessionUser, body: SetShippingBody): Promise<Cart> {
  requireCartAccess(caller);
  if (caller.customerType !== "representative") throw representativesOnly("set the shipping");
  return inTransaction(deps.db, async (tx) => {
    await ensureCart(tx, deps, caller);
    await tx
      .update(carts)
      .set({
        shippingCents: body.shippingCents,
        shippingSetBy: caller.userId,
        shippingSetAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(ownCart(deps, caller));
    return loadCart(tx, deps, caller);
  });
}
