import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { itemNotFoundOrFrozen, ownItem, requireCartAccess } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { cartItems } from "./schema.ts";

/** API-22 `DELETE cart-service/cart/remove/{id}` (CART-06): removes a line of the caller's cart. */
export async function removeItem(deps: CartDeps, caller: SessionUser, itemId: string): Promise<Cart> {
  requireCartAccess(caller);
  return inTransaction(deps.db, async (tx) => {
    const removed = await tx
      .delete(cartItems)
      .where(ownItem(tx, deps, caller, itemId))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw await itemNotFoundOrFrozen(tx, deps, caller, itemId);
    return loadCart(tx, deps, caller);
  });
}
