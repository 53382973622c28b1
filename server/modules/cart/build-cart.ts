import { isScxOptionCode, scxLineOptions, scxSelectionOfCodes } from "../../../lib/builder/scx.ts";
import type { Cart, CartItem } from "../../../lib/cart/contract.ts";
import {
  accountUnitPriceCents,
  type CouponNote,
  type DesignatedSkuRule,
  lineUnitPriceCents,
  type PricedCart,
  type PriceListRule,
  type PricingLine,
  priceCart,
} from "../../../lib/cart/pricing.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { AppError } from "../../errors.ts";
import type { PricingFacts } from "../catalog/index.ts";
import type { LineOptionSnapshot } from "./schema.ts";

/** The cart row as read, with its coupon. */
export type CartState = {
  cartId: string | null;
  accountId: string;
  shippingCents: number | null;
  surchargeMethod: "card" | "ach" | null;
  coupon: CouponRow | null;
};

export type CouponRow = {
  code: string;
  percentBasisPoints: number;
  flatCents: number | null;
  productCodes: string[] | null;
  expiresAt: Date | null;
};

/** A line as stored. */
export type LineRow = {
  id: string;
  productId: string;
  quantity: number;
  sku: string;
  productCode: string;
  name: string;
  imageUrl: string | null;
  imageAlt: string | null;
  catalogNumber: string;
  options: LineOptionSnapshot[];
  overridePriceCents: number | null;
  overrideOriginalCents: number | null;
  overrideBy: string | null;
  overrideByName: string | null;
  overrideAt: Date | null;
  addedAt: Date;
};

export type CartInputs = {
  state: CartState;
  lines: readonly LineRow[];
  /** The catalogue's facts of the lines' products, by product id. */
  facts: ReadonlyMap<string, PricingFacts>;
  /** The account's price list rules, by SKU in lower case. */
  rules: ReadonlyMap<string, PriceListRule>;
  designatedSkus: readonly DesignatedSkuRule[];
  now: Date;
};

/** What the person reads about the coupon (CART-17, AMB-05: an ineligible coupon says why). */
export function couponMessage(coupon: CouponRow, note: CouponNote): string {
  const what =
    coupon.flatCents !== null
      ? `${formatCents(coupon.flatCents)} off`
      : `${coupon.percentBasisPoints / 100}% off`;
  switch (note.kind) {
    case "applied":
      return coupon.productCodes === null ? what : `${what} the coupon's products`;
    case "noListedProducts":
      return "This coupon is for products that are not in your cart";
    case "singleUnitsOnly":
      return "This coupon needs more than single units of its products";
    case "designatedSkuExcluded":
      return `${note.skus.join(", ")} over the quantity limit get no coupon discount`;
    case "expired":
      return `This coupon expired on ${coupon.expiresAt?.toISOString().slice(0, 10) ?? "an earlier date"}`;
  }
}

const isExpired = (coupon: CouponRow, now: Date) => coupon.expiresAt !== null && coupon.expiresAt <= now;

/**
 * The price per unit of each of the line's options now, by code, or why the line cannot be priced any
 * more (its product or an option left the catalogue; a builder configuration no longer allowed). A
 * configured SCX fixture's options are the builder's choices at their adders (lib/builder/scx.ts).
 */
function optionPricesOf(
  line: LineRow,
  fact: PricingFacts | undefined,
): { prices: ReadonlyMap<string, number>; reason: null } | { prices: null; reason: string } {
  if (!fact) return { prices: null, reason: "This product is no longer in the catalogue" };
  const codes = line.options.map((option) => option.code);
  if (codes.some(isScxOptionCode)) {
    const selection = scxSelectionOfCodes(codes);
    if (typeof selection === "string")
      return { prices: null, reason: `This configuration is no longer offered: ${selection}` };
    return { prices: new Map(scxLineOptions(selection).map((o) => [o.code, o.priceCents])), reason: null };
  }
  const offered = new Map(
    fact.optionGroups.flatMap((group) => group.options.map((o) => [o.optionCode, o.priceCents] as const)),
  );
  const gone = line.options.find((option) => !offered.has(option.code));
  return gone
    ? { prices: null, reason: `The option ${gone.label} (${gone.code}) is no longer offered` }
    : { prices: offered, reason: null };
}

/**
 * The priced cart (API-18), from the stored lines and the catalogue's and price list's prices of
 * now: every figure is computed here by the one pricing rule (lib/cart/pricing.ts), none is stored.
 * A line whose product or option left the catalogue is shown, marked unavailable, and counts for
 * nothing. Pure.
 */
export function buildCart(inputs: CartInputs): Cart {
  const { state, lines, facts, rules, now } = inputs;
  const coupon = state.coupon;
  const expired = coupon !== null && isExpired(coupon, now);
  const pricing: PricingLine[] = [];
  const items = lines.map((line) => {
    const fact = facts.get(line.productId);
    const { prices, reason } = optionPricesOf(line, fact);
    const rule = fact ? (rules.get(fact.sku.toLowerCase()) ?? null) : null;
    const listPriceCents = fact?.listPriceCents ?? 0;
    const options = line.options.map((o) => ({ ...o, priceCents: prices?.get(o.code) ?? 0 }));
    const unitPriceCents = reason ? 0 : lineUnitPriceCents(listPriceCents, rule, line.overridePriceCents);
    if (!reason && fact) {
      pricing.push({
        lineId: line.id,
        // Coupons list products by the spec's product id, the catalogue's productCode (CART-13, CART-21).
        productId: fact.productCode,
        sku: fact.sku,
        quantity: line.quantity,
        unitPriceCents,
        options: options.map((o) => ({
          group: o.group,
          code: o.code,
          label: o.label,
          priceCents: o.priceCents,
        })),
      });
    }
    return {
      line,
      item: {
        id: line.id,
        productId: line.productId,
        productCode: line.productCode,
        productDetails: {
          sku: line.sku,
          name: line.name,
          image: line.imageUrl ? { url: line.imageUrl, alt: line.imageAlt ?? line.name } : null,
        },
        catalogNumber: line.catalogNumber,
        options: reason ? line.options.map((o) => ({ ...o, priceCents: 0 })) : options,
        quantity: line.quantity,
        listPriceCents,
        accountPriceCents: rule && !reason ? accountUnitPriceCents(listPriceCents, rule) : null,
        priceOverride:
          line.overridePriceCents !== null && line.overrideAt
            ? {
                priceCents: line.overridePriceCents,
                originalPriceCents: line.overrideOriginalCents ?? listPriceCents,
                byUserId: line.overrideBy ?? "",
                byName: line.overrideByName ?? "",
                at: line.overrideAt.toISOString(),
              }
            : null,
        unitPriceCents,
        optionsPerUnitCents: 0,
        lineItemCents: 0,
        lineOptionCents: 0,
        lineTotalCents: 0,
        discountCents: 0,
        available: reason === null,
        unavailableReason: reason,
        addedAt: line.addedAt.toISOString(),
      } satisfies CartItem,
    };
  });

  let priced: PricedCart;
  try {
    priced = priceCart({
      lines: pricing,
      coupon:
        coupon && !expired
          ? {
              code: coupon.code,
              percentBasisPoints: coupon.percentBasisPoints,
              productIds: coupon.productCodes,
              flatCents: coupon.flatCents,
            }
          : null,
      shippingCents: state.shippingCents,
      surcharge: state.surchargeMethod ?? "cleared",
      designatedSkus: inputs.designatedSkus,
    });
  } catch (error) {
    if (error instanceof RangeError)
      throw new AppError("VALIDATION", "The cart's total is too large to price");
    throw error;
  }
  const pricedLines = new Map(priced.lines.map((line) => [line.lineId, line]));
  const note: CouponNote | null = expired ? { kind: "expired" } : (priced.coupon?.note ?? null);
  return {
    cartId: state.cartId,
    accountId: state.accountId,
    items: items.map(({ item }) => {
      const p = pricedLines.get(item.id);
      return p
        ? {
            ...item,
            optionsPerUnitCents: p.optionsPerUnitCents,
            lineItemCents: p.lineItemCents,
            lineOptionCents: p.lineOptionCents,
            lineTotalCents: p.lineTotalCents,
            discountCents: p.discountCents,
          }
        : item;
    }),
    unitCount: items.reduce((sum, { item }) => sum + item.quantity, 0),
    itemTotalCents: priced.itemTotalCents,
    optionTotalCents: priced.optionTotalCents,
    subTotalCents: priced.subTotalCents,
    shippingCents: state.shippingCents,
    bankSurchargeCents: priced.bankSurchargeCents,
    surchargeMethod: state.surchargeMethod,
    discountCents: priced.discountCents,
    totalCents: priced.totalCents,
    appliedCoupon:
      coupon && note
        ? {
            code: coupon.code,
            percentage: coupon.flatCents === null ? coupon.percentBasisPoints / 100 : null,
            flatCents: coupon.flatCents,
            productCodes: coupon.productCodes,
            expiresAt: coupon.expiresAt?.toISOString() ?? null,
            note,
            message: couponMessage(coupon, note),
          }
        : null,
    currency: "USD",
  };
}
