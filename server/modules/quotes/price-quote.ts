import type { AppliedCoupon } from "../../../lib/cart/contract.ts";
import { type CouponNote, type PricedCart, priceCart } from "../../../lib/cart/pricing.ts";
import type { CouponSnapshot, PricedOptionSnapshot } from "../../../lib/cart/snapshot.ts";
import { AppError } from "../../errors.ts";
import { couponMessage } from "../cart/index.ts";
import type { QuoteDesignatedSku } from "./schema.ts";

/** A quote line as the pricing rule needs it: its frozen prices and its quantity. */
export type FrozenLine = {
  id: string;
  productCode: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  options: readonly PricedOptionSnapshot[];
};

/** What else priced the quote when it was saved, frozen with it. */
export type FrozenPricing = {
  coupon: CouponSnapshot | null;
  designatedSkus: readonly QuoteDesignatedSku[];
  shippingCents: number | null;
  surchargeMethod: "card" | "ach" | null;
};

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
    priced = priceCart({
      lines: lines.map((line) => ({
        lineId: line.id,
        // Coupons list products by the spec's product id, the catalogue's productCode (CART-21).
        productId: line.productCode,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        options: line.options.map((o) => ({ ...o })),
      })),
      coupon:
        coupon && !coupon.expiredAtSave
          ? {
              code: coupon.code,
              percentBasisPoints: coupon.percentBasisPoints,
              productIds: coupon.productCodes,
              flatCents: coupon.flatCents,
            }
          : null,
      shippingCents: frozen.shippingCents,
      surcharge: frozen.surchargeMethod ?? "cleared",
      designatedSkus: frozen.designatedSkus,
    });
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
