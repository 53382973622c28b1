import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { releaseUse } from "./apply-coupon.ts";
import { ownCart } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { cartItems, carts } from "./schema.ts";

/**
 * #32.2: the caller's open cart is set aside for approval, frozen (status awaiting_approval): no
 * cart call reaches it any more, a change to one of its lines is refused (409), and the account's
 * next addition starts a new open cart. In the caller's transaction; the cart's row is locked by the
 * update. Answers the frozen cart's id; an empty or missing cart is refused (400).
 */
export async function setAsideCart(tx: Tx, deps: CartDeps, caller: SessionUser): Promise<string> {
  const [cart] = await tx
    .update(carts)
    .set({ status: "awaiting_approval", updatedAt: sql`now()` })
    .where(
      and(
        ownCart(deps, caller),
        sql`exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`,
      ),
    )
    .returning({ id: carts.id });
  if (!cart) throw new AppError("VALIDATION", "Your cart is empty: add products before submitting it");
  return cart.id;
}

/**
 * #32.2: a withdrawn or declined request's cart comes back to the account: it becomes the open cart
 * again, or, when the account has started a new one meanwhile, its lines join that one (a line of the
 * same configuration adds its quantity, up to 99,999) and its coupon moves over when the open cart has
 * none (else its use is given back). In the caller's transaction; no caller: the request (read
 * through the accounts scope by the orders module) names the account.
 */
export async function returnSubmittedCart(tx: Tx, accountId: string, cartId: string): Promise<void> {
  const [frozen] = await tx
    .select({ id: carts.id, couponCode: carts.couponCode })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.accountId, accountId), eq(carts.status, "awaiting_approval")))
    .for("update");
  if (!frozen) return;
  const [open] = await tx
    .select({ id: carts.id, couponCode: carts.couponCode })
    .from(carts)
    .where(and(eq(carts.accountId, accountId), eq(carts.status, "open")))
    .for("update");
  if (!open) {
    await tx.update(carts).set({ status: "open", updatedAt: sql`now()` }).where(eq(carts.id, frozen.id));
    return;
  }
  await tx.execute(sql`update ${cartItems} o set quantity = least(99999, o.quantity + f.quantity), updated_at = now()
    from ${cartItems} f
    where f.cart_id = ${frozen.id} and o.cart_id = ${open.id}
      and o.product_id = f.product_id and o.options_key = f.options_key`);
  await tx.execute(sql`update ${cartItems} f set cart_id = ${open.id}, updated_at = now()
    where f.cart_id = ${frozen.id} and not exists (select 1 from ${cartItems} o
      where o.cart_id = ${open.id} and o.product_id = f.product_id and o.options_key = f.options_key)`);
  if (frozen.couponCode !== null) {
    if (open.couponCode === null) {
      await tx
        .update(carts)
        .set({ couponCode: frozen.couponCode, couponAppliedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(carts.id, open.id));
    } else {
      await releaseUse(tx, frozen.couponCode);
    }
  }
  await tx.delete(carts).where(eq(carts.id, frozen.id));
}
