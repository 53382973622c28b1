import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type RefCart,
  type RefLine,
  type RefRule,
  referenceTotals,
  referenceUnitPrice,
  totalsOf,
} from "../../../lib/cart/reference-model.test-support.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import type { DemoProduct } from "../catalog/index.ts";
import { demoPriceLists } from "../pricing/index.ts";
import { carts, coupons } from "./schema.ts";

/**
 * The whole path against the reference model: random carts built through the cart module on the
 * database (adds with options, a representative's overrides, shipping, the payment method, a coupon)
 * and read back priced, compared with the reference model fed from the demo catalogue and the demo
 * price list as generated (not as the server reads them). Fewer runs than the pure property tests
 * (each is a dozen transactions), on PGlite and PostgreSQL.
 */
const RUNS = 100;
const DESIGNATED = { sku: "EDL-4SMD-11-30K", maxQuantity: 47, exemptPercentBasisPoints: 100 };

describe.each(testDatabaseKinds())("the priced cart on %s against the reference model", (kind) => {
  let h: AppHarness;
  let ben: SessionUser;
  let rita: SessionUser;
  let catalogue: DemoProduct[];
  const categoryOf = new Map<string, { sub: string; top: string }>();

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true, designatedSkus: [DESIGNATED] });
    const user = async (email: string) => {
      const [row] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
      return h.services.accounts.sessionUser(row?.id as string);
    };
    ben = await user("ben.buyer@brightline.example");
    rita = await user("rita.rep@greatlakes-agency.example");
    catalogue = h.catalog?.products ?? [];
    for (const category of h.catalog?.categories ?? []) {
      for (const sub of category.subCategories)
        categoryOf.set(sub.slug, { sub: sub.name, top: category.name });
    }
  });
  afterAll(async () => h?.dispose());

  /** Brightline's price list entry for a product, read from the demo list as written. */
  function ruleOf(product: DemoProduct): RefRule {
    const entries = demoPriceLists.filter((e) => e.accountId === "A-10001");
    const net = entries.find((e) => e.kind === "net" && e.sku === product.sku);
    if (net?.kind === "net") return { kind: "net", netPriceCents: net.netPriceCents };
    const names = categoryOf.get(product.subCategorySlug);
    for (const name of [names?.sub, names?.top]) {
      const entry = entries.find((e) => e.kind === "category" && e.category === name);
      if (entry?.kind === "category")
        return { kind: "category", percentBasisPoints: entry.percentBasisPoints };
    }
    return null;
  }

  const groupsOf = (product: DemoProduct) => [...new Set(product.options.map((o) => o.group))];

  const wantedLine = fc.record({
    product: fc.nat(59),
    /** For each option group, which option (an index into the group, wrapped). */
    picks: fc.array(fc.nat(3), { minLength: 7, maxLength: 7 }),
    /** Name the default options too, or leave them out (a product card's add). */
    nameDefaults: fc.boolean(),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 3 }),
      fc.integer({ min: 44, max: 50 }),
      fc.integer({ min: 1, max: 5_000 }),
    ),
    override: fc.option(fc.integer({ min: 0, max: 500_000 }), { freq: 4 }),
  });
  const scenario = fc.record({
    lines: fc.array(wantedLine, { minLength: 1, maxLength: 6 }),
    coupon: fc.oneof(
      fc.constant(null),
      fc.record({
        percentBasisPoints: fc.oneof(
          fc.constantFrom(100, 1_000, 1_250, 3_333),
          fc.integer({ min: 1, max: 10_000 }),
        ),
        listed: fc.option(fc.array(fc.nat(5), { maxLength: 4 }), { freq: 2 }),
        flat: fc.constant(false),
      }),
      fc.constant({ percentBasisPoints: 0, listed: null, flat: true }),
    ),
    shippingCents: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { freq: 2 }),
    surcharge: fc.constantFrom("card" as const, "ach" as const, null),
  });

  it(`CART-07 CART-08 CART-11 CART-12 CART-13 CART-15 CART-16 CONST-39 ${RUNS} random carts built through the module price as the reference model does`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        await h.db.delete(carts);
        // The configurations asked for, merged as the cart merges them (one line per configuration).
        const merged = new Map<string, RefLine & { codes: string[]; override: number | null }>();
        for (const wanted of s.lines) {
          const product = catalogue[wanted.product % catalogue.length] as DemoProduct;
          const chosen = groupsOf(product).map((group, g) => {
            const options = product.options.filter((o) => o.group === group);
            return options[(wanted.picks[g] ?? 0) % options.length] as DemoProduct["options"][number];
          });
          const codes = chosen.filter((o) => wanted.nameDefaults || !o.isDefault).map((o) => o.optionCode);
          const key = `${product.sku}/${chosen.map((o) => o.optionCode).join(",")}`;
          await h.services.cart.add(ben, { sku: product.sku, quantity: wanted.quantity, options: codes });
          const earlier = merged.get(key);
          if (earlier) earlier.quantity += wanted.quantity;
          else {
            merged.set(key, {
              productId: product.productCode,
              sku: product.sku,
              quantity: wanted.quantity,
              listPriceCents: product.listPriceCents,
              rule: ruleOf(product),
              overrideCents: null,
              optionPrices: chosen.map((o) => o.priceCents),
              codes: chosen.map((o) => o.optionCode).sort(),
              override: wanted.override,
            });
          }
        }
        // A representative overrides some lines, naming the account's price the reference expects.
        let cart = await h.services.cart.getCart(ben);
        for (const line of merged.values()) {
          if (line.override === null) continue;
          const item = cart.items.find(
            (i) =>
              i.productDetails.sku === line.sku &&
              i.options
                .map((o) => o.code)
                .sort()
                .join() === line.codes.join(),
          );
          const original = Number(referenceUnitPrice({ ...line, overrideCents: null }));
          await h.services.cart.overridePrice(rita, item?.id as string, {
            priceCents: line.override,
            originalPriceCents: original,
          });
          line.overrideCents = line.override;
        }
        await h.services.cart.setShipping(rita, { shippingCents: s.shippingCents });
        await h.services.cart.setSurcharge(ben, { method: s.surcharge });
        const lines = [...merged.values()];
        let productIds: string[] | null = null;
        if (s.coupon) {
          productIds = s.coupon.listed?.map((n) => lines[n % lines.length]?.productId as string) ?? null;
          await h.db.delete(coupons).where(eq(coupons.code, "prop"));
          await h.db.insert(coupons).values({
            code: "prop",
            percentBasisPoints: s.coupon.percentBasisPoints,
            flatCents: s.coupon.flat ? 1_990 : null,
            productCodes: productIds,
          });
          await h.db.update(carts).set({ couponCode: "prop" });
        }
        cart = await h.services.cart.getCart(ben);
        const reference: RefCart = {
          lines,
          coupon: s.coupon
            ? {
                percentBasisPoints: s.coupon.percentBasisPoints,
                productIds,
                flatCents: s.coupon.flat ? 1_990 : null,
              }
            : null,
          shippingCents: s.shippingCents,
          surcharge: s.surcharge ?? "cleared",
          designatedSkus: [DESIGNATED],
        };
        expect(totalsOf(cart)).toEqual(referenceTotals(reference));
        expect(cart.items).toHaveLength(lines.length);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
