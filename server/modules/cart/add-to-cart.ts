import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AddToCartBody, Cart } from "../../../lib/cart/contract.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { ensureCart, requireCartAccess, workingAccount } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { resolveLines } from "./resolve-lines.ts";
import { checkCartSize, upsertLines } from "./write-lines.ts";

/**
 * API-19 `POST cart-service/cart/add` (CART-03): a product with a quantity and the chosen options
 * (the product page), or with its default options (a product card). The same configuration again
 * adds to its line. The body's price is ignored; the answer is the cart priced by the server. With an
 * `Idempotency-Key`, a repeated request (a double click) answers the first answer and adds nothing.
 */
export async function addToCart(
  deps: CartDeps,
  caller: SessionUser,
  body: AddToCartBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Cart>> {
  requireCartAccess(caller);
  const accountId = workingAccount(deps, caller, body.accountId);
  const { resolved, refused } = await resolveLines(deps.db, [
    { productId: body.productId, sku: body.sku, quantity: body.quantity, options: body.options ?? [] },
  ]);
  const refusal = refused[0];
  if (refusal)
    throw new AppError(
      "VALIDATION",
      refusal.reason.replace(/^./, (c) => c.toUpperCase()),
    );
  const { price: _ignored, ...request } = body;
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: "cart-add",
      request: { accountId, ...request },
    },
    async (tx) => {
      const cartId = await ensureCart(tx, deps, caller);
      await upsertLines(tx, cartId, resolved);
      const cart = await loadCart(tx, deps, caller);
      checkCartSize(cart.items.length);
      return { status: 200, body: cart };
    },
  );
}
