import { sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart, UpdateQuantityBody } from "../../../lib/cart/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { itemNotFoundOrFrozen, ownItem, requireCartAccess } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { cartItems } from "./schema.ts";

/**
 * API-21 `PUT cart-service/cart/update/{cartItemId}` (CART-04): the line's new quantity. The body's
 * `price` is ignored. A line of another account's cart is not found.
 */
export async function updateQuantity(
  deps: CartDeps,
  caller: SessionUser,
  itemId: string,
  body: UpdateQuantityBody,
): Promise<Cart> {
  requireCartAccess(caller);
  return inTransaction(deps.db, async (tx) => {
    const updated = await tx
      .update(cartItems)
      .set({ quantity: body.quantity, updatedAt: sql`now()` })
      .where(ownItem(tx, deps, caller, itemId))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw await itemNotFoundOrFrozen(tx, deps, caller, itemId);
    return loadCart(tx, deps, caller);
  });
}
