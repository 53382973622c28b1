import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/transaction.ts";
import { takeUse } from "./apply-coupon.ts";
import { carts, coupons } from "./schema.ts";

/**
 * An order placed from a quote spends one use of the coupon the quote froze (issue 30: a coupon
 * counts as used once). The quote was saved from the cart while the cart held the coupon, so both
 * share the one use the cart took: when the account's cart still holds it, this order takes that use
 * (the cart's coupon is cleared without giving it back, as an order of the cart would). Otherwise
 * that use was spent or given back already, and a new one is taken within `max_redemptions` (not
 * its expiry: the quote froze the discount for its own validity). False: no use is left.
 */
export async function spendCoupon(tx: Tx, accountId: string, code: string): Promise<boolean> {
  const moved = await tx
    .update(carts)
    .set({ couponCode: null, couponAppliedAt: null, updatedAt: sql`now()` })
    .where(and(eq(carts.accountId, accountId), eq(carts.status, "open"), eq(carts.couponCode, code)))
    .returning({ id: carts.id });
  if (moved.length > 0) return true;
  if (await takeUse(tx, code, { unexpired: false })) return true;
  // A coupon deleted since the quote was saved has no limit to keep: its frozen discount stands.
  const [exists] = await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, code));
  return !exists;
}
