/**
 * The cart's reference model for property tests (issue 12): the spec's money rules (CART-07 … CART-16,
 * CART-20, CART-21, CONST-35 … CONST-39, AMB-05, AMB-06, AMB-11, AMB-15) and the price-list rule,
 * written afresh and on purpose differently from lib/cart/pricing.ts: BigInt arithmetic, its own types,
 * no shared helper. Division of non-negative BigInts truncates, which is the floor.
 */

export type RefRule =
  | { kind: "net"; netPriceCents: number }
  | { kind: "category"; percentBasisPoints: number }
  | null;

export type RefLine = {
  /** The id coupons list products by. */
  productId: string;
  sku: string;
  quantity: number;
  listPriceCents: number;
  rule: RefRule;
  overrideCents: number | null;
  optionPrices: readonly number[];
};

export type RefCart = {
  lines: readonly RefLine[];
  coupon: {
    percentBasisPoints: number;
    productIds: readonly string[] | null;
    flatCents: number | null;
  } | null;
  shippingCents: number | null;
  surcharge: "card" | "ach" | "cleared";
  designatedSkus: readonly { sku: string; maxQuantity: number; exemptPercentBasisPoints: number }[];
};

export type RefTotals = {
  itemTotal: bigint;
  optionTotal: bigint;
  subTotal: bigint;
  shipping: bigint;
  discount: bigint;
  surcharge: bigint;
  total: bigint;
};

const b = (n: number) => BigInt(n);
const minB = (x: bigint, y: bigint) => (x < y ? x : y);
const maxB = (x: bigint, y: bigint) => (x > y ? x : y);

/** What one unit costs before options: override, else net price, else list less the floored percentage. */
export function referenceUnitPrice(l: RefLine): bigint {
  if (l.overrideCents !== null) return b(l.overrideCents);
  if (l.rule?.kind === "net") return b(l.rule.netPriceCents);
  if (l.rule?.kind === "category") {
    return b(l.listPriceCents) - (b(l.listPriceCents) * b(l.rule.percentBasisPoints)) / 10_000n;
  }
  return b(l.listPriceCents);
}

export function referenceTotals(cart: RefCart): RefTotals {
  let itemTotal = 0n;
  let optionTotal = 0n;
  for (const l of cart.lines) {
    itemTotal += b(l.quantity) * referenceUnitPrice(l);
    optionTotal += b(l.quantity) * l.optionPrices.reduce((s, p) => s + b(p), 0n);
  }
  const subTotal = itemTotal + optionTotal;

  let discount = 0n;
  const c = cart.coupon;
  if (c && c.flatCents !== null) {
    discount = minB(b(c.flatCents), subTotal);
  } else if (c) {
    const inList = (l: RefLine) => c.productIds === null || c.productIds.includes(l.productId);
    const noneListed = c.productIds !== null && !cart.lines.some(inList);
    const singlesOnly =
      c.productIds !== null &&
      cart.lines.length > 0 &&
      cart.lines.every((l) => inList(l) && l.quantity === 1);
    if (!noneListed && !singlesOnly) {
      for (const l of cart.lines) {
        if (!inList(l)) continue;
        const skuRule = cart.designatedSkus.find((r) => r.sku === l.sku && l.quantity > r.maxQuantity);
        if (skuRule && c.percentBasisPoints !== skuRule.exemptPercentBasisPoints) continue;
        const off = (price: bigint) => (price * b(c.percentBasisPoints)) / 10_000n;
        const perUnit = off(referenceUnitPrice(l)) + l.optionPrices.reduce((s, p) => s + off(b(p)), 0n);
        discount += b(l.quantity) * perUnit;
      }
      discount = minB(discount, subTotal);
    }
  }
  const shipping = cart.shippingCents === null ? 0n : b(cart.shippingCents);
  // 3 % half up: (x × 3 + 50) / 100, truncated, for x ≥ 0.
  const base = subTotal + shipping - discount;
  const surcharge = cart.surcharge === "card" ? (base * 3n + 50n) / 100n : 0n;
  const total = maxB(0n, subTotal + shipping + surcharge - discount);
  return { itemTotal, optionTotal, subTotal, shipping, discount, surcharge, total };
}

/** A priced cart's figures as BigInts, to compare with the reference. */
export function totalsOf(cart: {
  itemTotalCents: number;
  optionTotalCents: number;
  subTotalCents: number;
  shippingCents: number | null;
  bankSurchargeCents: number;
  discountCents: number;
  totalCents: number;
}): RefTotals {
  return {
    itemTotal: b(cart.itemTotalCents),
    optionTotal: b(cart.optionTotalCents),
    subTotal: b(cart.subTotalCents),
    shipping: b(cart.shippingCents ?? 0),
    discount: b(cart.discountCents),
    surcharge: b(cart.bankSurchargeCents),
    total: b(cart.totalCents),
  };
}
