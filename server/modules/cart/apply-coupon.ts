import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ApplyCouponBody, Cart } from "../../../lib/cart/contract.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { couponMessage } from "./build-cart.ts";
import { ownCart, requireCartAccess, workingAccount } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { carts, coupons } from "./schema.ts";

/** OPEN (CART): the default text for a code that is no coupon, pending copy approval. */
export const INVALID_COUPON = "This coupon is not valid for your cart";

/** A coupon code as stored: trimmed and in lower case (codes are case-insensitive). */
export const normalCouponCode = (code: string) => code.trim().toLowerCase();

/**
 * Applies a coupon to the caller's cart (CART-11 … CART-17, CART-21, AMB-05, AMB-06, AMB-15). One
 * coupon per cart: a new one replaces the one held, whose use is given back. In one transaction, with
 * the cart's row locked: the coupon must exist and not be expired, and take something off this cart
 * (else 400 saying why); then one use is taken by a conditional UPDATE that succeeds only while uses
 * are left, so a coupon limited to N uses is applied exactly N times however many carts try at once
 * (409 when none is left). With an `Idempotency-Key` a repeated request answers the first answer.
 */
export async function applyCoupon(
  deps: CartDeps,
  caller: SessionUser,
  body: ApplyCouponBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Cart>> {
  requireCartAccess(caller);
  const accountId = workingAccount(deps, caller);
  const code = normalCouponCode(body.code);
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: "cart-apply-coupon",
      request: { accountId, code },
    },
    async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id, couponCode: carts.couponCode })
        .from(carts)
        .where(ownCart(deps, caller))
        .for("update");
      if (!cart)
        throw new AppError("VALIDATION", "Your cart is empty: add products before applying a coupon");
      if (cart.couponCode === code) return { status: 200, body: await loadCart(tx, deps, caller) };
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
      if (!coupon) throw new AppError("VALIDATION", INVALID_COUPON);
      if (coupon.expiresAt && coupon.expiresAt <= new Date()) {
        throw new AppError("VALIDATION", couponMessage(coupon, { kind: "expired" }));
      }
      await holdCoupon(tx, { deps, caller }, cart.id, cart.couponCode, code);
      // Priced with the coupon held (inside this transaction): a coupon that takes nothing off this
      // cart is refused with the reason, and the transaction, use included, rolls back.
      const priced = await loadCart(tx, deps, caller);
      if (priced.items.every((item) => !item.available)) {
        throw new AppError("VALIDATION", "Your cart is empty: add products before applying a coupon");
      }
      const note = priced.appliedCoupon?.note;
      if (note && note.kind !== "applied")
        throw new AppError("VALIDATION", priced.appliedCoupon?.message ?? INVALID_COUPON);
      if (!(await takeUse(tx, code, { unexpired: true })))
        throw new AppError("CONFLICT", "This coupon has been used as often as it may be");
      return { status: 200, body: priced };
    },
  );
}

/** Sets the caller's cart's coupon to `code`, giving back the use of the one it held. */
async function holdCoupon(
  tx: Tx,
  scope: { deps: CartDeps; caller: SessionUser },
  cartId: string,
  held: string | null,
  code: string | null,
): Promise<void> {
  if (held !== null) await releaseUse(tx, held);
  await tx
    .update(carts)
    .set({ couponCode: code, couponAppliedAt: code === null ? null : sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), ownCart(scope.deps, scope.caller)));
}

/**
 * Takes one use of a coupon, within `max_redemptions` (and, `unexpired`, before its expiry): one
 * conditional UPDATE, so parallel takers cannot pass the limit. False: none was left.
 */
export async function takeUse(tx: Tx, code: string, options: { unexpired: boolean }): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        sql`(${coupons.maxRedemptions} is null or ${coupons.redemptions} < ${coupons.maxRedemptions})`,
        options.unexpired ? sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > now())` : undefined,
      ),
    )
    .returning({ code: coupons.code });
  return taken.length > 0;
}

/** Gives one use of a coupon back. */
export async function releaseUse(tx: Tx, code: string): Promise<void> {
  await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} - 1` })
    .where(and(eq(coupons.code, code), sql`${coupons.redemptions} > 0`));
}

/** Removes the cart's coupon (one call of the coupon pair) and gives its use back. */
export async function removeCoupon(deps: CartDeps, caller: SessionUser): Promise<Cart> {
  requireCartAccess(caller);
  workingAccount(deps, caller);
  return inTransaction(deps.db, async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, couponCode: carts.couponCode })
      .from(carts)
      .where(ownCart(deps, caller))
      .for("update");
    if (cart?.couponCode) await holdCoupon(tx, { deps, caller }, cart.id, cart.couponCode, null);
    return loadCart(tx, deps, caller);
  });
}
