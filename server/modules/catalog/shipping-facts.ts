import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/transaction.ts";
import { products } from "./schema.ts";

/** What freight and ship dates need of a product (issue 32 item 1); null: unknown, the rules' default. */
export type ShippingFacts = {
  productId: string;
  weightOz: number | null;
  carton: [number, number, number] | null;
  leadTimeDays: number | null;
};

/** The shipping facts of these products (UUIDs), in one statement; unknown ids are absent. */
export async function shippingFactsFor(db: DbOrTx, productIds: readonly string[]): Promise<ShippingFacts[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      weightOz: products.shipWeightOz,
      length: products.cartonLengthIn,
      width: products.cartonWidthIn,
      height: products.cartonHeightIn,
      leadTimeDays: products.leadTimeDays,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return rows.map((row) => ({
    productId: row.productId,
    weightOz: row.weightOz,
    carton:
      row.length !== null && row.width !== null && row.height !== null
        ? [row.length, row.width, row.height]
        : null,
    leadTimeDays: row.leadTimeDays,
  }));
}
