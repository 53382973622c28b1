import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { requireCartAccess, workingAccount } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";

/**
 * API-18 `GET cart-service/cart/portal/{accountId}` (CART-01): the cart of the caller's working
 * account, priced now. The path's account id must be the working account (else 404); without one,
 * the working account's cart. Also what a quote freezes: the priced cart with its line snapshots.
 */
export async function getCart(deps: CartDeps, caller: SessionUser, accountId?: string): Promise<Cart> {
  requireCartAccess(caller);
  workingAccount(deps, caller, accountId);
  return loadCart(deps.db, deps, caller);
}
