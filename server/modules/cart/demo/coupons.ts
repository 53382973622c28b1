import type { Db } from "../../../db/client.ts";
import { pricingFactsFor } from "../../catalog/index.ts";
import { coupons } from "../schema.ts";

type DemoCoupon = {
  code: string;
  description: string;
  percentBasisPoints?: number;
  flatCents?: number;
  /** SKUs of the products it is for; stored as their product ids (productCode). */
  skus?: string[];
  expiresAt?: Date;
  maxRedemptions?: number;
};

/** The demo coupons (docs/cart-and-pricing.md, "Demo price lists and coupons"). */
export const demoCoupons: DemoCoupon[] = [
  { code: "save10", description: "10 % off every product", percentBasisPoints: 1_000 },
  {
    code: "downlights15",
    description: "15 % off three downlights (AMB-05: not for single units of them only)",
    percentBasisPoints: 1_500,
    skus: ["DLX-8-20-50K", "EDL-4SMD-11-30K", "CYL-6-25-40K"],
  },
  { code: "webinargift", description: "$19.90 off the cart (CART-15)", flatCents: 1_990 },
  {
    code: "onepercent",
    description: "1 % off: the percentage the designated-SKU rule exempts (CART-16)",
    percentBasisPoints: 100,
  },
  {
    code: "launch25",
    description: "25 % off, the first 10 carts only",
    percentBasisPoints: 2_500,
    maxRedemptions: 10,
  },
  {
    code: "spring2026",
    description: "20 % off, expired on 31 March 2026",
    percentBasisPoints: 2_000,
    expiresAt: new Date("2026-03-31T23:59:59Z"),
  },
];

/**
 * Seeds the demo coupons that are not there yet. A product-list coupon lists the products of its SKUs
 * that exist in the catalogue, and is left out when none does.
 */
export async function seedDemoCoupons(db: Db): Promise<{ coupons: number }> {
  const skus = demoCoupons.flatMap((c) => c.skus ?? []);
  const codeOf = new Map((await pricingFactsFor(db, { skus })).map((fact) => [fact.sku, fact.productCode]));
  const rows = demoCoupons.flatMap((coupon) => {
    const productCodes = coupon.skus?.flatMap((sku) => codeOf.get(sku) ?? []) ?? null;
    if (productCodes && productCodes.length === 0) return [];
    return [
      {
        code: coupon.code,
        description: coupon.description,
        percentBasisPoints: coupon.percentBasisPoints ?? 0,
        flatCents: coupon.flatCents ?? null,
        productCodes,
        expiresAt: coupon.expiresAt ?? null,
        maxRedemptions: coupon.maxRedemptions ?? null,
      },
    ];
  });
  const inserted = await db
    .insert(coupons)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: coupons.code });
  return { coupons: inserted.length };
}
