import type { AppliedCoupon } from "../../../lib/cart/contract.ts";
import type { CouponNote, PricedCart } from "../../../lib/cart/pricing.ts";
import { type FrozenLine, type FrozenPricing, priceFrozenLines } from "../../../lib/quotes/price-frozen.ts";
import { AppError } from "../../errors.ts";
import { couponMessage } from "../cart/index.ts";

export type { FrozenLine, FrozenPricing };

export type PricedQuote = PricedCart & { appliedCoupon: AppliedCoupon | null };

/**
 * A quote's figures from its frozen prices, by the cart's one pricing rule (lib/cart/pricing.ts):
 * the same rule, the same inputs the cart had when the quote was saved, so a quote saved and not
 * edited shows the cart's totals of that moment, and an edited one what those prices give for the
 * new quantities. Nothing is read from the catalogue or the price list. Pure.
 */
export function priceQuote(lines: readonly FrozenLine[], frozen: FrozenPricing): PricedQuote {
  const coupon = frozen.coupon;
  let priced: PricedCart;
  try {
    priced = priceFrozenLines(lines, frozen);
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError("VALIDATION", "The quote's total is too large to price");
    throw error;
  }
  const note: CouponNote | null = coupon?.expiredAtSave ? { kind: "expired" } : (priced.coupon?.note ?? null);
  return {
    ...priced,
    appliedCoupon:
      coupon && note
        ? {
            code: coupon.code,
            percentage: coupon.flatCents === null ? coupon.percentBasisPoints / 100 : null,
            flatCents: coupon.flatCents,
            productCodes: coupon.productCodes,
            expiresAt: coupon.expiresAt,
            note,
            message: couponMessage(
              {
                code: coupon.code,
                percentBasisPoints: coupon.percentBasisPoints,
                flatCents: coupon.flatCents,
                productCodes: coupon.productCodes,
                expiresAt: coupon.expiresAt ? new Date(coupon.expiresAt) : null,
              },
              note,
            ),
          }
        : null,
  };
}
