import { sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart, SetSurchargeBody } from "../../../lib/cart/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { ensureCart, ownCart, requireCartAccess } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { carts } from "./schema.ts";

/**
 * CART-10, AMB-11, CONST-35: the bank surcharge follows the payment method chosen for the cart: card
 * adds 3 % of (subtotal + shipping - discount), rounded to the cent; ACH adds none; null clears it.
 * Only the method is stored: the amount is computed whenever the cart is priced.
 */
export async function setSurcharge(
  deps: CartDeps,
  caller: SessionUser,
  body: SetSurchargeBody,
): Promise<Cart> {
  requireCartAccess(caller);
  return inTransaction(deps.db, async (tx) => {
    await ensureCart(tx, deps, caller);
    await tx
      .update(carts)
      .set({ surchargeMethod: body.method, updatedAt: sql`now()` })
      .where(ownCart(deps, caller));
    return loadCart(tx, deps, caller);
  });
}
