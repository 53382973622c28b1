/**
 * How a cart is priced: one pure rule in integer cents, used by the cart, quotes, orders and the
 * assistant alike (spec §9, CART-07 … CART-21, CONST-35 … CONST-39, AMB-05, AMB-06, AMB-11, AMB-15).
 * Nothing here trusts a client: the server builds the input from the catalogue, the account's price
 * list, the coupon and a representative's checked override, and shows what this answers.
 */

/** One option of a line, with the price it adds to each unit. */
export type PricedOption = { group: string; code: string; label: string; priceCents: number };

export type PricingLine = {
  lineId: string;
  productId: string;
  sku: string;
  quantity: number;
  /** What one unit costs before options: the override, else the account's price, else the list price. */
  unitPriceCents: number;
  options: PricedOption[];
};

/** A coupon as the rule needs it (CART-21): percentage coupons, optionally for listed products only. */
export type PricingCoupon = {
  code: string;
  /** Percent off in basis points (12.5 % = 1250), so no fraction ever reaches the arithmetic. */
  percentBasisPoints: number;
  /** Product ids the coupon is for; null for every product of the cart. */
  productIds: readonly string[] | null;
  /** A flat amount off the cart instead of a percentage (CART-15 'webinargift': 1990). */
  flatCents: number | null;
};

/** CART-16, AMB-06, CONST-38: a SKU that gets no discount above a quantity, unless the coupon is exempt. */
export type DesignatedSkuRule = { sku: string; maxQuantity: number; exemptPercentBasisPoints: number };

export type SurchargeMode = "card" | "ach" | "cleared";

export type PricingInput = {
  lines: readonly PricingLine[];
  coupon: PricingCoupon | null;
  /** Set by a representative; null is "TBD" and counts as 0 (CART-09). */
  shippingCents: number | null;
  /** AMB-11: 3 % for card, none for ACH; cleared counts as 0 (CART-10). */
  surcharge: SurchargeMode;
  designatedSkus: readonly DesignatedSkuRule[];
};

export type PricedLine = {
  lineId: string;
  unitPriceCents: number;
  optionsPerUnitCents: number;
  lineItemCents: number;
  lineOptionCents: number;
  lineTotalCents: number;
  discountCents: number;
};

/** Why an applied coupon takes nothing off, for the person to read. */
export type CouponNote =
  | { kind: "applied" }
  | { kind: "noListedProducts" }
  | { kind: "singleUnitsOnly" }
  | { kind: "designatedSkuExcluded"; skus: string[] }
  /** Set by the cart, not by priceCart: the coupon expired after it was applied and takes nothing off. */
  | { kind: "expired" };

export type PricedCart = {
  lines: PricedLine[];
  itemTotalCents: number;
  optionTotalCents: number;
  subTotalCents: number;
  shippingCents: number;
  bankSurchargeCents: number;
  discountCents: number;
  totalCents: number;
  coupon: { code: string; note: CouponNote } | null;
};

/** CONST-35, AMB-11: the card surcharge, 3 % rounded to the cent; ACH and a cleared surcharge add none. */
export const CARD_SURCHARGE_BASIS_POINTS = 300;

/** CART-15, CONST-37: the flat coupon of the spec. */
export const WEBINAR_GIFT = { code: "webinargift", flatCents: 1990 } as const;

/**
 * An account's price list entry for a product (issue 12, "Account pricing"): a net price for its SKU,
 * or a percentage off its category (in basis points: 12 % = 1200). Null: the list price.
 */
export type PriceListRule =
  | { kind: "net"; netPriceCents: number }
  | { kind: "category"; category: string; percentBasisPoints: number };

/**
 * What one unit costs the account before options: the net price, or the list price less the
 * category percentage, the reduction floored to the cent like every discount here (so the price is
 * never rounded below what the percentage gives). Options keep their catalogue prices.
 */
export function accountUnitPriceCents(listPriceCents: number, rule: PriceListRule | null): number {
  if (!rule) return listPriceCents;
  if (rule.kind === "net") return rule.netPriceCents;
  return listPriceCents - unitDiscountCents(listPriceCents, rule.percentBasisPoints);
}

/** The unit price a line is charged: a representative's override, else the account's price (CART-05). */
export function lineUnitPriceCents(
  listPriceCents: number,
  rule: PriceListRule | null,
  overrideCents: number | null,
): number {
  return overrideCents ?? accountUnitPriceCents(listPriceCents, rule);
}

/**
 * `amountCents × basisPoints / 10 000` in whole cents, floored or rounded half up, exactly for every
 * amount whose answer is a safe integer. Multiplying first would pass 2^53 long before the answer
 * does (a $2-trillion test cart lost a cent of its surcharge that way), so the amount is split into
 * whole ten-thousands and a rest below 10 000, and only the small rest is divided.
 */
export function basisPointsOf(
  amountCents: number,
  basisPoints: number,
  rounding: "floor" | "halfUp",
): number {
  let whole = Math.floor(amountCents / 10_000);
  let rest = amountCents - whole * 10_000;
  // The float division may land one off at the edges of a ten-thousand; put it right.
  if (rest < 0) {
    whole -= 1;
    rest += 10_000;
  } else if (rest >= 10_000) {
    whole += 1;
    rest -= 10_000;
  }
  const part = (rest * basisPoints) / 10_000;
  return whole * basisPoints + (rounding === "floor" ? Math.floor(part) : Math.round(part));
}

/** CART-11, CONST-36: a price's discount per unit: price × percentage / 100, floored to the cent. */
export function unitDiscountCents(priceCents: number, percentBasisPoints: number): number {
  return basisPointsOf(priceCents, percentBasisPoints, "floor");
}

/** Whether a line's product is one the coupon is for (CART-13, CART-21). */
function listed(coupon: PricingCoupon, line: PricingLine): boolean {
  return coupon.productIds === null || coupon.productIds.includes(line.productId);
}

/** CART-16: a designated SKU above its quantity gets nothing, unless the coupon's percentage is exempt. */
function excludedBySkuRule(
  rules: readonly DesignatedSkuRule[],
  coupon: PricingCoupon,
  line: PricingLine,
): boolean {
  return rules.some(
    (rule) =>
      rule.sku === line.sku &&
      line.quantity > rule.maxQuantity &&
      coupon.percentBasisPoints !== rule.exemptPercentBasisPoints,
  );
}

/**
 * The discount of each line and the note on the coupon. Percentage: per unit, on the unit price and
 * on each option's price separately, floored, times the quantity (CART-11, CART-12, AMB-15). A flat
 * coupon replaces any percentage and is capped at the subtotal. AMB-05: a product-list coupon takes
 * nothing off a cart of single units of listed products only, and says so.
 */
function discounts(
  input: PricingInput,
  subTotalCents: number,
): { perLine: number[]; note: CouponNote | null } {
  const { coupon, lines } = input;
  const none = lines.map(() => 0);
  if (!coupon) return { perLine: none, note: null };
  if (coupon.flatCents !== null) {
    // Spread over the lines in order so each line knows its share; the sum is the capped flat amount.
    let left = Math.min(coupon.flatCents, subTotalCents);
    const perLine = lines.map((line) => {
      const lineTotal = line.quantity * (line.unitPriceCents + optionsPerUnit(line));
      const share = Math.min(left, lineTotal);
      left -= share;
      return share;
    });
    return { perLine, note: { kind: "applied" } };
  }
  if (coupon.productIds !== null) {
    if (!lines.some((line) => listed(coupon, line)))
      return { perLine: none, note: { kind: "noListedProducts" } };
    if (lines.length > 0 && lines.every((line) => listed(coupon, line) && line.quantity === 1)) {
      return { perLine: none, note: { kind: "singleUnitsOnly" } };
    }
  }
  const excluded: string[] = [];
  const perLine = lines.map((line) => {
    if (!listed(coupon, line)) return 0;
    if (excludedBySkuRule(input.designatedSkus, coupon, line)) {
      excluded.push(line.sku);
      return 0;
    }
    const perUnit =
      unitDiscountCents(line.unitPriceCents, coupon.percentBasisPoints) +
      line.options.reduce(
        (sum, option) => sum + unitDiscountCents(option.priceCents, coupon.percentBasisPoints),
        0,
      );
    return perUnit * line.quantity;
  });
  const note: CouponNote =
    excluded.length > 0 && perLine.every((cents) => cents === 0)
      ? { kind: "designatedSkuExcluded", skus: excluded }
      : { kind: "applied" };
  return { perLine, note };
}

function optionsPerUnit(line: PricingLine): number {
  return line.options.reduce((sum, option) => sum + option.priceCents, 0);
}

/**
 * AMB-11, CONST-35: the bank surcharge for a way of paying and the total it gives, from figures that
 * do not depend on it: 3 % of (subtotal + shipping − discount) rounded half up for card, none for ACH
 * or a cleared surcharge; the total never below 0. The one place both are worked out: the cart prices
 * with it, and an order re-prices its cart's or quote's figures with it for the payment type chosen.
 */
export function surchargedTotal(
  figures: { subTotalCents: number; shippingCents: number | null; discountCents: number },
  surcharge: SurchargeMode,
): { bankSurchargeCents: number; totalCents: number } {
  const shippingCents = figures.shippingCents ?? 0;
  const base = figures.subTotalCents + shippingCents - figures.discountCents;
  const bankSurchargeCents =
    surcharge === "card" ? basisPointsOf(base, CARD_SURCHARGE_BASIS_POINTS, "halfUp") : 0;
  return { bankSurchargeCents, totalCents: Math.max(0, base + bankSurchargeCents) };
}

/** The priced cart (CART-07, CART-08, CONST-39): every figure in integer cents; the total never below 0. */
export function priceCart(input: PricingInput): PricedCart {
  const base = input.lines.map((line) => {
    const optionsPerUnitCents = optionsPerUnit(line);
    const lineItemCents = line.unitPriceCents * line.quantity;
    const lineOptionCents = optionsPerUnitCents * line.quantity;
    return { line, optionsPerUnitCents, lineItemCents, lineOptionCents };
  });
  const itemTotalCents = sum(base.map((b) => b.lineItemCents));
  const optionTotalCents = sum(base.map((b) => b.lineOptionCents));
  const subTotalCents = itemTotalCents + optionTotalCents;
  const { perLine, note } = discounts(input, subTotalCents);
  const discountCents = Math.min(sum(perLine), subTotalCents);
  const shippingCents = input.shippingCents ?? 0;
  const { bankSurchargeCents, totalCents } = surchargedTotal(
    { subTotalCents, shippingCents, discountCents },
    input.surcharge,
  );
  // Integer cents stay exact only below 2^53; a cart beyond that (quadrillions of dollars) is refused.
  if (!Number.isSafeInteger(subTotalCents + shippingCents + bankSurchargeCents)) {
    throw new RangeError("The cart's total is too large to price exactly");
  }
  return {
    lines: base.map((b, index) => ({
      lineId: b.line.lineId,
      unitPriceCents: b.line.unitPriceCents,
      optionsPerUnitCents: b.optionsPerUnitCents,
      lineItemCents: b.lineItemCents,
      lineOptionCents: b.lineOptionCents,
      lineTotalCents: b.lineItemCents + b.lineOptionCents,
      discountCents: perLine[index] ?? 0,
    })),
    itemTotalCents,
    optionTotalCents,
    subTotalCents,
    shippingCents,
    bankSurchargeCents,
    discountCents,
    totalCents,
    coupon: input.coupon && note ? { code: input.coupon.code, note } : null,
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
