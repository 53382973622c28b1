import { type DesignatedSkuRule, type PricedCart, priceCart } from "../cart/pricing.ts";
import type { CouponSnapshot, PricedOptionSnapshot } from "../cart/snapshot.ts";

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
  designatedSkus: readonly DesignatedSkuRule[];
  shippingCents: number | null;
  surchargeMethod: "card" | "ach" | null;
};

/**
 * A quote's figures from its frozen prices, by the cart's one pricing rule (lib/cart/pricing.ts).
 * Shared by the server (saving, editing, answering a quote) and the quote page (its totals move as
 * quantities are edited, before saving), so both give the same cents. Pure; a total too large to
 * price throws a RangeError.
 */
export function priceFrozenLines(lines: readonly FrozenLine[], frozen: FrozenPricing): PricedCart {
  const coupon = frozen.coupon;
  return priceCart({
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
}
