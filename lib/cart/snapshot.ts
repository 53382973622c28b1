import type { QuoteLine } from "../quotes/contract.ts";
import type { Cart } from "./contract.ts";

/**
 * What a quote or an order freezes of the cart it came from: the same shapes for both, so an order
 * placed from a quote copies the quote's snapshot as it is, and both tables keep the same columns.
 */

/** What a frozen line keeps of each option: its label and its price per unit when frozen. */
/** A chosen option as a line keeps it (cart, project): its group, code and label. */
export type LineOptionSnapshot = { group: string; code: string; label: string };

export type PricedOptionSnapshot = { group: string; code: string; label: string; priceCents: number };

/** A representative's price on the line when it was frozen (CART-05). */
export type PriceOverrideSnapshot = {
  priceCents: number;
  originalPriceCents: number;
  byUserId: string;
  byName: string;
  at: string;
};

/** The cart's coupon when the quote or order was made, frozen with it (the snapshot takes no use of it). */
export type CouponSnapshot = {
  code: string;
  /** Basis points (12.5 % is 1250); 0 for a flat coupon. */
  percentBasisPoints: number;
  flatCents: number | null;
  /** The product ids (`productCode`) it is for; null for every product. */
  productCodes: string[] | null;
  expiresAt: string | null;
  /** It had expired when the quote was saved: it takes nothing off, now or after an edit. */
  expiredAtSave: boolean;
};

/** A line as a quote or an order freezes it: the cart line's snapshot and its prices, without id or place. */
export type FrozenLine = Omit<QuoteLine, "id" | "position">;

/** The figures the pricing rule gave a line. */
export type FrozenLineFigures = Pick<
  QuoteLine,
  | "unitPriceCents"
  | "optionsPerUnitCents"
  | "lineItemCents"
  | "lineOptionCents"
  | "lineTotalCents"
  | "discountCents"
>;

/**
 * A cart's or a quote's line frozen with `figures` (its own, or the ones the pricing rule just gave
 * it): copies of its options and override, so nothing frozen shares an object with the source.
 */
export function frozenLine(item: Cart["items"][number] | QuoteLine, figures: FrozenLineFigures): FrozenLine {
  return {
    productId: item.productId,
    productCode: item.productCode,
    productDetails: item.productDetails,
    catalogNumber: item.catalogNumber,
    options: item.options.map((o) => ({
      group: o.group,
      code: o.code,
      label: o.label,
      priceCents: o.priceCents,
    })),
    quantity: item.quantity,
    listPriceCents: item.listPriceCents,
    accountPriceCents: item.accountPriceCents,
    priceOverride: item.priceOverride ? { ...item.priceOverride } : null,
    unitPriceCents: figures.unitPriceCents,
    optionsPerUnitCents: figures.optionsPerUnitCents,
    lineItemCents: figures.lineItemCents,
    lineOptionCents: figures.lineOptionCents,
    lineTotalCents: figures.lineTotalCents,
    discountCents: figures.discountCents,
  };
}
