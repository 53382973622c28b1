import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceListRule } from "../../../lib/cart/pricing.ts";
import {
  type RefCart,
  type RefLine,
  referenceTotals,
  totalsOf,
} from "../../../lib/cart/reference-model.test-support.ts";
import type { ProductOption } from "../../../lib/catalog/product-page.ts";
import type { PricingFacts } from "../catalog/index.ts";
import { buildCart, type CartState, type CouponRow, type LineRow } from "./build-cart.ts";

/**
 * The cart as the server answers it (build-cart.ts: catalogue facts, the account's price list, the
 * stored lines with their overrides, the coupon, shipping and surcharge) against the reference model,
 * over 10,000 random carts: the totals must be the reference's to the cent.
 */

const NOW = new Date("2026-11-25T12:00:00Z");
const SKUS = ["EDL-4SMD-11-30K", "DLX-8-20-50K", "CTR-22-30-50K", "STR-4-30-35K"] as const;
const DESIGNATED = { sku: "EDL-4SMD-11-30K", maxQuantity: 47, exemptPercentBasisPoints: 100 };

const cents = fc.oneof(
  fc.integer({ min: 0, max: 150 }),
  fc.integer({ min: 0, max: 500_000 }),
  fc.integer({ min: 0, max: 100_000_000 }),
);
const basisPoints = fc.oneof(
  fc.constantFrom(100, 1_000, 1_200, 1_250, 3_333, 10_000),
  fc.integer({ min: 1, max: 10_000 }),
);
const optionPrices = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 30_000 })),
  {
    minLength: 1,
    maxLength: 3,
  },
);

const product = fc.record({
  listPriceCents: cents,
  cct: optionPrices,
  finish: optionPrices,
  present: fc.oneof(
    { weight: 9, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  rule: fc.oneof(
    fc.constant(null),
    cents.map((netPriceCents): PriceListRule => ({ kind: "net", netPriceCents })),
    basisPoints.map(
      (percentBasisPoints): PriceListRule => ({
        kind: "category",
        category: "Downlights",
        percentBasisPoints,
      }),
    ),
  ),
});

const line = fc.record({
  product: fc.integer({ min: 0, max: SKUS.length - 1 }),
  cct: fc.nat(2),
  finish: fc.nat(2),
  quantity: fc.oneof(
    fc.integer({ min: 1, max: 3 }),
    fc.integer({ min: 44, max: 50 }),
    fc.integer({ min: 1, max: 99_999 }),
  ),
  override: fc.option(cents, { freq: 5 }),
});

const scenario = fc.record({
  products: fc.tuple(product, product, product, product),
  lines: fc.array(line, { maxLength: 10 }),
  coupon: fc.oneof(
    fc.constant(null),
    fc.record({
      percentBasisPoints: basisPoints,
      productCodes: fc.option(fc.subarray(["PC-0", "PC-1", "PC-2", "PC-3"]), { freq: 2 }),
      flatCents: fc.constant(null),
      expired: fc.boolean(),
    }),
    fc.record({
      percentBasisPoints: fc.constant(0),
      productCodes: fc.constant(null),
      flatCents: fc.constant(1_990),
      expired: fc.boolean(),
    }),
  ),
  shippingCents: fc.option(fc.integer({ min: 0, max: 100_000_000 }), { freq: 2 }),
  surcharge: fc.constantFrom("card" as const, "ach" as const, null),
  designated: fc.boolean(),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const option = (group: string, index: number, priceCents: number): ProductOption => ({
  optionCode: `${group}-${index}`,
  name: `${group} ${index}`,
  group,
  catalogSegment: `${group[0]}${index}`,
  priceCents,
  isDefault: index === 0,
  position: index,
  attributes: {},
});

/** The server's inputs of a scenario: facts, rules, stored lines and the cart row. */
function serverInputs(s: Scenario) {
  const facts = new Map<string, PricingFacts>();
  const rules = new Map<string, PriceListRule>();
  s.products.forEach((p, i) => {
    const sku = SKUS[i] as string;
    if (p.present) {
      facts.set(`product-${i}`, {
        productId: `product-${i}`,
        productCode: `PC-${i}`,
        sku,
        name: sku,
        image: null,
        listPriceCents: p.listPriceCents,
        categories: ["Recessed Downlights", "Downlights"],
        optionGroups: [
          { group: "CCT", options: p.cct.map((price, j) => option("CCT", j, price)) },
          { group: "Finish", options: p.finish.map((price, j) => option("Finish", j, price)) },
        ],
      });
    }
    if (p.rule) rules.set(sku.toLowerCase(), p.rule);
  });
  // One stored line per configuration, as the unique key keeps them.
  const seen = new Set<string>();
  const lines: LineRow[] = [];
  for (const [index, l] of s.lines.entries()) {
    const p = s.products[l.product as 0];
    const cct = l.cct % p.cct.length;
    const finish = l.finish % p.finish.length;
    const key = `${l.product}/${cct}/${finish}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push({
      id: `line-${index}`,
      productId: `product-${l.product}`,
      quantity: l.quantity,
      sku: SKUS[l.product] as string,
      productCode: `PC-${l.product}`,
      name: SKUS[l.product] as string,
      imageUrl: null,
      imageAlt: null,
      catalogNumber: SKUS[l.product] as string,
      options: [
        { group: "CCT", code: `CCT-${cct}`, label: `CCT ${cct}` },
        { group: "Finish", code: `Finish-${finish}`, label: `Finish ${finish}` },
      ],
      overridePriceCents: l.override,
      overrideOriginalCents: l.override === null ? null : p.listPriceCents,
      overrideBy: l.override === null ? null : "rep",
      overrideByName: l.override === null ? null : "Rita Rep",
      overrideAt: l.override === null ? null : NOW,
      addedAt: NOW,
    });
  }
  const coupon: CouponRow | null = s.coupon && {
    code: "prop",
    percentBasisPoints: s.coupon.percentBasisPoints,
    flatCents: s.coupon.flatCents,
    productCodes: s.coupon.productCodes,
    expiresAt: s.coupon.expired ? new Date(NOW.getTime() - 1_000) : null,
  };
  const state: CartState = {
    cartId: "cart",
    accountId: "A-10001",
    shippingCents: s.shippingCents,
    surchargeMethod: s.surcharge,
    coupon,
  };
  return { facts, rules, lines, state };
}

/** The same scenario as the reference model reads it: only lines whose product is in the catalogue. */
function referenceCart(s: Scenario, lines: readonly LineRow[]): RefCart {
  const refLines: RefLine[] = lines.flatMap((l) => {
    const index = Number(l.productId.slice("product-".length));
    const p = s.products[index as 0];
    if (!p.present) return [];
    const cct = Number(l.options[0]?.code.split("-")[1]);
    const finish = Number(l.options[1]?.code.split("-")[1]);
    return [
      {
        productId: `PC-${index}`,
        sku: SKUS[index] as string,
        quantity: l.quantity,
        listPriceCents: p.listPriceCents,
        rule: p.rule,
        overrideCents: l.overridePriceCents,
        optionPrices: [p.cct[cct] as number, p.finish[finish] as number],
      },
    ];
  });
  return {
    lines: refLines,
    coupon: s.coupon && !s.coupon.expired ? { ...s.coupon, productIds: s.coupon.productCodes } : null,
    shippingCents: s.shippingCents,
    surcharge: s.surcharge ?? "cleared",
    designatedSkus: s.designated ? [DESIGNATED] : [],
  };
}

describe("buildCart", () => {
  it("CART-07 CART-08 CART-09 CART-10 CART-11 CART-12 CART-13 CART-14 CART-15 CART-16 CART-20 CART-21 CONST-35 CONST-36 CONST-37 CONST-38 CONST-39 10,000 random carts (quantities, options, coupons, price lists, overrides, unavailable products) total as the reference model does", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { facts, rules, lines, state } = serverInputs(s);
        const cart = buildCart({
          state,
          lines,
          facts,
          rules,
          designatedSkus: s.designated ? [DESIGNATED] : [],
          now: NOW,
        });
        expect(totalsOf(cart)).toEqual(referenceTotals(referenceCart(s, lines)));
        expect(cart.shippingCents).toBe(s.shippingCents);
        for (const item of cart.items) {
          if (!item.available) expect([item.lineTotalCents, item.discountCents]).toEqual([0, 0]);
        }
        expect(cart.items.reduce((sum, item) => sum + item.lineTotalCents, 0)).toBe(cart.subTotalCents);
        expect(cart.items.reduce((sum, item) => sum + item.discountCents, 0)).toBe(cart.discountCents);
        if (s.coupon?.expired) expect(cart.appliedCoupon?.note).toEqual({ kind: "expired" });
      }),
      { numRuns: 10_000 },
    );
  });

  it("marks a line unavailable when its option is no longer offered", () => {
    const s = fc.sample(scenario, { numRuns: 1, seed: 1 })[0] as Scenario;
    const { facts, rules, state } = serverInputs({
      ...s,
      products: s.products.map((p) => ({ ...p, present: true })) as Scenario["products"],
    });
    const stored: LineRow = {
      id: "l",
      productId: "product-0",
      quantity: 2,
      sku: "EDL-4SMD-11-30K",
      productCode: "PC-0",
      name: "EDL",
      imageUrl: null,
      imageAlt: null,
      catalogNumber: "EDL",
      options: [{ group: "CCT", code: "CCT-9", label: "9000K" }],
      overridePriceCents: null,
      overrideOriginalCents: null,
      overrideBy: null,
      overrideByName: null,
      overrideAt: null,
      addedAt: NOW,
    };
    const cart = buildCart({ state, lines: [stored], facts, rules, designatedSkus: [], now: NOW });
    expect(cart.items[0]).toMatchObject({
      available: false,
      unavailableReason: "The option 9000K (CCT-9) is no longer offered",
    });
    expect(cart.subTotalCents).toBe(0);
  });
});
