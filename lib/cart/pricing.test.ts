import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents } from "../shared/money.ts";
import {
  accountUnitPriceCents,
  basisPointsOf,
  CARD_SURCHARGE_BASIS_POINTS,
  type DesignatedSkuRule,
  lineUnitPriceCents,
  type PriceListRule,
  type PricingCoupon,
  type PricingInput,
  type PricingLine,
  priceCart,
  type SurchargeMode,
  unitDiscountCents,
  WEBINAR_GIFT,
} from "./pricing.ts";
import { type RefCart, type RefLine, referenceTotals, totalsOf } from "./reference-model.test-support.ts";

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  lineId: overrides.lineId ?? "l1",
  productId: "P-1",
  sku: "EDL-4-10-40K",
  quantity: 1,
  unitPriceCents: 10_000,
  options: [],
  ...overrides,
});
const option = (priceCents: number, code = `OPT-${priceCents}`) => ({
  group: "Finish",
  code,
  label: code,
  priceCents,
});
const percent = (percentage: number, productIds: string[] | null = null): PricingCoupon => ({
  code: "test",
  percentBasisPoints: Math.round(percentage * 100),
  productIds,
  flatCents: null,
});
const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  lines: [line()],
  coupon: null,
  shippingCents: null,
  surcharge: "cleared",
  designatedSkus: [],
  ...overrides,
});
const designated: DesignatedSkuRule[] = [{ sku: "DSG-47", maxQuantity: 47, exemptPercentBasisPoints: 100 }];

describe("the cart's pricing rule", () => {
  it("CART-07 subTotal is the item total plus the option total", () => {
    const cart = priceCart(
      input({
        lines: [
          line({ lineId: "a", quantity: 3, unitPriceCents: 12_345, options: [option(400), option(1_200)] }),
          line({ lineId: "b", quantity: 2, unitPriceCents: 999, options: [] }),
        ],
      }),
    );
    expect(cart.itemTotalCents).toBe(3 * 12_345 + 2 * 999);
    expect(cart.optionTotalCents).toBe(3 * 1_600);
    expect(cart.subTotalCents).toBe(cart.itemTotalCents + cart.optionTotalCents);
    expect(cart.lines.map((l) => l.lineTotalCents)).toEqual([3 * (12_345 + 1_600), 2 * 999]);
  });

  it("CART-08 CONST-39 total is subTotal + shipping + bank surcharge - discount, in whole cents", () => {
    const cart = priceCart(
      input({
        lines: [line({ quantity: 2, unitPriceCents: 10_050 })],
        coupon: percent(10),
        shippingCents: 2_500,
        surcharge: "card",
      }),
    );
    expect(cart.discountCents).toBe(2 * 1_005);
    expect(cart.totalCents).toBe(
      cart.subTotalCents + cart.shippingCents + cart.bankSurchargeCents - cart.discountCents,
    );
    expect(Number.isInteger(cart.totalCents)).toBe(true);
  });

  it("CART-09 shipping not set (TBD) counts as 0; a set amount is added", () => {
    expect(priceCart(input({ shippingCents: null })).shippingCents).toBe(0);
    expect(priceCart(input({ shippingCents: null })).totalCents).toBe(10_000);
    expect(priceCart(input({ shippingCents: 4_999 })).totalCents).toBe(14_999);
  });

  it("CART-10 AMB-11 CONST-35 the bank surcharge is 3 % of subtotal + shipping - discount for card, 0 for ACH or cleared", () => {
    expect(CARD_SURCHARGE_BASIS_POINTS).toBe(300);
    const base = { lines: [line({ unitPriceCents: 10_000 })], shippingCents: 1_000, coupon: percent(10) };
    // (10,000 + 1,000 - 1,000) × 3 % = 300
    expect(priceCart(input({ ...base, surcharge: "card" })).bankSurchargeCents).toBe(300);
    expect(priceCart(input({ ...base, surcharge: "ach" })).bankSurchargeCents).toBe(0);
    expect(priceCart(input({ ...base, surcharge: "cleared" })).bankSurchargeCents).toBe(0);
    expect(priceCart(input({ ...base, surcharge: "cleared" })).totalCents).toBe(10_000);
  });

  it("CONST-35 the card surcharge is rounded to the cent, half up", () => {
    // 3 % of 50 cents is 1.5 cents → 2; of 49 cents 1.47 → 1; of 16 cents 0.48 → 0.
    const surcharge = (cents: number) =>
      priceCart(input({ lines: [line({ unitPriceCents: cents })], surcharge: "card" })).bankSurchargeCents;
    expect(surcharge(50)).toBe(2);
    expect(surcharge(49)).toBe(1);
    expect(surcharge(16)).toBe(0);
    expect(surcharge(17)).toBe(1);
  });

  it("CART-11 CONST-36 a percentage coupon discounts each unit by price × percentage / 100, floored to the cent", () => {
    expect(unitDiscountCents(999, 1_000)).toBe(99); // 99.9 → 99
    expect(unitDiscountCents(12_345, 1_250)).toBe(1_543); // 1,543.125 → 1,543
    const cart = priceCart(
      input({ lines: [line({ quantity: 3, unitPriceCents: 999 })], coupon: percent(10) }),
    );
    // Floored per unit, then times the quantity (AMB-15): 3 × 99, not floor(3 × 99.9) = 299.
    expect(cart.discountCents).toBe(297);
  });

  it("CART-12 CONST-36 AMB-15 option prices are discounted by the same rule, each option floored on its own", () => {
    const cart = priceCart(
      input({
        lines: [line({ quantity: 2, unitPriceCents: 1_000, options: [option(55, "A"), option(55, "B")] })],
        coupon: percent(10),
      }),
    );
    // Unit: 100; each option 5.5 → 5 (not 11 from their sum); × 2 units.
    expect(cart.discountCents).toBe(2 * (100 + 5 + 5));
  });

  it("CART-13 a coupon with a products list discounts only the listed products", () => {
    const cart = priceCart(
      input({
        lines: [
          line({ lineId: "listed", productId: "P-1", quantity: 2, unitPriceCents: 1_000 }),
          line({ lineId: "other", productId: "P-2", quantity: 5, unitPriceCents: 1_000 }),
        ],
        coupon: percent(20, ["P-1"]),
      }),
    );
    expect(cart.lines.map((l) => l.discountCents)).toEqual([400, 0]);
    expect(cart.discountCents).toBe(400);
    expect(cart.coupon?.note).toEqual({ kind: "applied" });
  });

  it("CART-13 a products-list coupon for none of the cart's products takes nothing off and says so", () => {
    const cart = priceCart(input({ lines: [line({ productId: "P-2" })], coupon: percent(20, ["P-1"]) }));
    expect(cart.discountCents).toBe(0);
    expect(cart.coupon?.note).toEqual({ kind: "noListedProducts" });
  });

  it("CART-14 AMB-05 a products-list coupon gives 0 when every item is listed with quantity 1, and says why", () => {
    const singles = [
      line({ lineId: "a", productId: "P-1", quantity: 1 }),
      line({ lineId: "b", productId: "P-2", quantity: 1 }),
    ];
    const coupon = percent(20, ["P-1", "P-2"]);
    const cart = priceCart(input({ lines: singles, coupon }));
    expect(cart.discountCents).toBe(0);
    expect(cart.coupon?.note).toEqual({ kind: "singleUnitsOnly" });
    // A second unit restores it …
    const twoUnits = priceCart(
      input({ lines: [singles[0] as PricingLine, { ...singles[1], quantity: 2 } as PricingLine], coupon }),
    );
    expect(twoUnits.discountCents).toBe(3 * 2_000);
    // … and so does an unlisted product beside them (the listed ones are discounted).
    const unlisted = priceCart(
      input({ lines: [...singles, line({ lineId: "c", productId: "P-3" })], coupon }),
    );
    expect(unlisted.discountCents).toBe(2 * 2_000);
  });

  it("CART-15 CONST-37 'webinargift' takes a flat 19.90 off, replaces any percentage and is capped at the subtotal (AMB-15)", () => {
    expect(WEBINAR_GIFT).toEqual({ code: "webinargift", flatCents: 1_990 });
    const flat: PricingCoupon = {
      code: "webinargift",
      percentBasisPoints: 0,
      productIds: null,
      flatCents: 1_990,
    };
    const cart = priceCart(input({ lines: [line({ quantity: 3, unitPriceCents: 10_000 })], coupon: flat }));
    expect(cart.discountCents).toBe(1_990);
    expect(cart.totalCents).toBe(30_000 - 1_990);
    const small = priceCart(
      input({ lines: [line({ unitPriceCents: 1_500 })], coupon: flat, shippingCents: 700 }),
    );
    expect(small.discountCents).toBe(1_500);
    expect(small.totalCents).toBe(700);
  });

  it("CART-16 CONST-38 AMB-06 the designated SKU gets no coupon discount above quantity 47, unless the percentage is 1", () => {
    const at = (quantity: number, percentage: number) =>
      priceCart(
        input({
          lines: [line({ sku: "DSG-47", quantity, unitPriceCents: 10_000 })],
          coupon: percent(percentage),
          designatedSkus: designated,
        }),
      );
    expect(at(47, 10).discountCents).toBe(47 * 1_000);
    expect(at(48, 10).discountCents).toBe(0);
    expect(at(48, 10).coupon?.note).toEqual({ kind: "designatedSkuExcluded", skus: ["DSG-47"] });
    expect(at(48, 1).discountCents).toBe(48 * 100);
    // Another SKU in the same cart keeps its discount.
    const mixed = priceCart(
      input({
        lines: [
          line({ lineId: "d", sku: "DSG-47", quantity: 60, unitPriceCents: 10_000 }),
          line({ lineId: "o", sku: "EDL-4-10-40K", quantity: 60, unitPriceCents: 10_000 }),
        ],
        coupon: percent(10),
        designatedSkus: designated,
      }),
    );
    expect(mixed.lines.map((l) => l.discountCents)).toEqual([0, 60_000]);
    expect(mixed.coupon?.note).toEqual({ kind: "applied" });
  });

  it("CART-20 the designated-SKU rule matches on the item's SKU, not on its product id", () => {
    const cart = priceCart(
      input({
        lines: [line({ productId: "DSG-47", sku: "OTHER-SKU", quantity: 60 })],
        coupon: percent(10),
        designatedSkus: designated,
      }),
    );
    expect(cart.discountCents).toBe(60 * 1_000);
  });

  it("CART-21 a coupon without a products list applies to every cart item", () => {
    const cart = priceCart(
      input({
        lines: [
          line({ lineId: "a", productId: "P-1", unitPriceCents: 1_000 }),
          line({ lineId: "b", productId: "P-2", unitPriceCents: 3_000, quantity: 2 }),
        ],
        coupon: percent(50),
      }),
    );
    expect(cart.lines.map((l) => l.discountCents)).toEqual([500, 3_000]);
  });

  it("CART-18 money is shown in USD with 2 decimals", () => {
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("account pricing: a net SKU price, or the list price less the category percentage floored to the cent", () => {
    expect(accountUnitPriceCents(12_345, null)).toBe(12_345);
    expect(accountUnitPriceCents(12_345, { kind: "net", netPriceCents: 9_900 })).toBe(9_900);
    // 12 % of 123.45 is 14.814 → 14.81 off → 108.64.
    expect(
      accountUnitPriceCents(12_345, { kind: "category", category: "Downlights", percentBasisPoints: 1_200 }),
    ).toBe(10_864);
  });

  it("CART-05 a representative's override replaces the account's price of the unit; options keep theirs", () => {
    const rule: PriceListRule = { kind: "net", netPriceCents: 9_900 };
    expect(lineUnitPriceCents(12_345, rule, 8_000)).toBe(8_000);
    expect(lineUnitPriceCents(12_345, rule, null)).toBe(9_900);
    expect(lineUnitPriceCents(12_345, null, 0)).toBe(0);
  });

  it("refuses a cart whose total cannot be held exactly in cents", () => {
    expect(() =>
      priceCart(
        input({
          lines: [
            line({ quantity: 99_999, unitPriceCents: 2 ** 31 - 1 }),
            line({
              lineId: "x",
              quantity: 99_999,
              unitPriceCents: 2 ** 31 - 1,
              options: Array.from({ length: 8 }, () => option(2 ** 31 - 1)),
            }),
          ],
        }),
      ),
    ).not.toThrow();
    const huge = Array.from({ length: 1_000 }, (_, i) =>
      line({
        lineId: `l${i}`,
        quantity: 99_999,
        unitPriceCents: 2 ** 31 - 1,
        options: [option(2 ** 31 - 1)],
      }),
    );
    expect(() => priceCart(input({ lines: huge }))).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// The property test: priceCart against a reference model written from the spec alone, in BigInt
// ---------------------------------------------------------------------------------------------

/** What a cart is made of before pricing: catalogue facts, the account's price list, overrides. */
type ModelLine = Omit<RefLine, "rule" | "optionPrices"> & {
  rule: PriceListRule | null;
  optionPrices: number[];
};
type ModelCart = Omit<RefCart, "lines" | "coupon" | "surcharge" | "designatedSkus"> & {
  lines: ModelLine[];
  coupon: PricingCoupon | null;
  surcharge: SurchargeMode;
  designatedSkus: DesignatedSkuRule[];
};

const PRODUCTS = [
  { productId: "P-1", sku: "DSG-47" },
  { productId: "P-2", sku: "EDL-4-10-40K" },
  { productId: "P-3", sku: "CTR-22-30-50K" },
  { productId: "P-4", sku: "TOL-HB-150-50K" },
  { productId: "P-5", sku: "SCX-4-40-40K" },
];

const cents = fc.oneof(
  fc.integer({ min: 0, max: 120 }),
  fc.integer({ min: 0, max: 200_000 }),
  fc.integer({ min: 0, max: 2_000_000_000 }),
);
const basisPoints = fc.oneof(
  fc.constantFrom(0, 100, 500, 1_000, 1_200, 1_250, 3_333, 5_000, 9_999, 10_000),
  fc.integer({ min: 0, max: 10_000 }),
);
const quantity = fc.oneof(
  fc.integer({ min: 1, max: 3 }),
  fc.integer({ min: 40, max: 55 }),
  fc.integer({ min: 1, max: 99_999 }),
);
const rule: fc.Arbitrary<PriceListRule | null> = fc.oneof(
  fc.constant(null),
  cents.map((netPriceCents) => ({ kind: "net" as const, netPriceCents })),
  basisPoints.map((percentBasisPoints) => ({
    kind: "category" as const,
    category: "Downlights",
    percentBasisPoints,
  })),
);
const modelLine: fc.Arbitrary<ModelLine> = fc
  .record({
    product: fc.constantFrom(...PRODUCTS),
    quantity,
    listPriceCents: cents,
    rule,
    overrideCents: fc.option(cents, { freq: 4 }),
    optionPrices: fc.array(fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 50_000 })), {
      maxLength: 4,
    }),
  })
  .map(({ product, ...rest }) => ({ ...product, ...rest }));
const coupon: fc.Arbitrary<PricingCoupon | null> = fc.oneof(
  fc.constant(null),
  fc.record({
    code: fc.constant("pct"),
    percentBasisPoints: basisPoints,
    productIds: fc.option(fc.subarray(PRODUCTS.map((p) => p.productId)), { freq: 2 }),
    flatCents: fc.constant(null),
  }),
  fc.constant({ code: "webinargift", percentBasisPoints: 0, productIds: null, flatCents: 1_990 }),
);
const modelCart: fc.Arbitrary<ModelCart> = fc.record({
  lines: fc.array(modelLine, { maxLength: 12 }),
  coupon,
  shippingCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { freq: 2 }),
  surcharge: fc.constantFrom<SurchargeMode>("card", "ach", "cleared"),
  designatedSkus: fc.constantFrom<DesignatedSkuRule[]>([], designated, [
    { sku: "CTR-22-30-50K", maxQuantity: 2, exemptPercentBasisPoints: 1_250 },
  ]),
});

/** The implementation's path: each line's unit price from the price rules, then priceCart. */
function implementationTotals(cart: ModelCart) {
  const priced = priceCart({
    lines: cart.lines.map((l, index) => ({
      lineId: `l${index}`,
      productId: l.productId,
      sku: l.sku,
      quantity: l.quantity,
      unitPriceCents: lineUnitPriceCents(l.listPriceCents, l.rule, l.overrideCents),
      options: l.optionPrices.map((priceCents, i) => option(priceCents, `O${i}`)),
    })),
    coupon: cart.coupon,
    shippingCents: cart.shippingCents,
    surcharge: cart.surcharge,
    designatedSkus: cart.designatedSkus,
  });
  return { priced, totals: totalsOf(priced) };
}

describe("the cart's pricing rule against a reference model", () => {
  it("CART-07 CART-08 CART-11 CART-12 CART-13 CART-14 CART-15 CART-16 CART-21 CONST-35 CONST-36 CONST-37 CONST-38 CONST-39 10,000 random carts price as the reference model does", () => {
    fc.assert(
      fc.property(modelCart, (cart) => {
        const { priced, totals } = implementationTotals(cart);
        expect(totals).toEqual(referenceTotals(cart));
        // Every figure is an exact integer, and the lines add up to the cart.
        for (const value of Object.values(totals)) expect(value >= 0n).toBe(true);
        expect(priced.lines.reduce((s, l) => s + l.lineTotalCents, 0)).toBe(priced.subTotalCents);
        expect(priced.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(priced.discountCents);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe("exact basis points of large amounts", () => {
  const exact = (amount: number, basisPoints: number, rounding: "floor" | "halfUp") => {
    const scaled = BigInt(amount) * BigInt(basisPoints);
    const quotient = scaled / 10_000n;
    const remainder = scaled % 10_000n;
    return Number(rounding === "floor" || remainder * 2n < 10_000n ? quotient : quotient + 1n);
  };

  it("CONST-35 CONST-36 a percentage of any amount up to 2^53 cents is exact (a $2-trillion cart once lost a cent)", () => {
    // The shrunk counterexample fast-check found: a 3 % surcharge on 240,901,168,031,150 cents.
    expect(basisPointsOf(240_901_168_031_150, 300, "halfUp")).toBe(exact(240_901_168_031_150, 300, "halfUp"));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom("floor" as const, "halfUp" as const),
        (amount, basisPoints, rounding) => {
          const expected = exact(amount, basisPoints, rounding);
          fc.pre(Number.isSafeInteger(expected));
          expect(basisPointsOf(amount, basisPoints, rounding)).toBe(expected);
        },
      ),
      { numRuns: 20_000 },
    );
  });
});
