import { eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { ProductImage } from "../../../lib/catalog/catalog.ts";
import { groupOptions, type OptionGroupView, type ProductOption } from "../../../lib/catalog/product-page.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { categories, optionGroups, productOptions, products } from "./schema.ts";

/**
 * What the cart, quotes and account pricing need of a product: its identity and name for the line's
 * snapshot, its list price, its categories (price lists discount by category) and its options with
 * their prices and catalog-number segments. Option attributes are not computed (empty): a cart line
 * needs codes, labels, prices and segments only.
 */
export type PricingFacts = {
  productId: string;
  /** The manufacturer's product id (spec `productID`), stable across imports. */
  productCode: string;
  sku: string;
  name: string;
  image: ProductImage | null;
  listPriceCents: number;
  /** The product's sub-category, then its top-level category: most specific first. */
  categories: string[];
  /** Option groups in catalog-number order, options by position (as the product page shows them). */
  optionGroups: OptionGroupView[];
};

const subCategory = alias(categories, "pf_sub_category");
const parentCategory = alias(categories, "pf_parent_category");

/** Each option as a JSON array (smaller to build and to read than an object per option). */
const optionRows = z.array(
  z.tuple([
    z.string(), // optionCode
    z.string(), // name
    z.string(), // group
    z.string(), // catalogSegment
    z.number().int(), // priceCents
    z.boolean(), // isDefault
    z.number().int(), // position
  ]),
);
const imageRow = z.object({ url: z.string(), alt: z.string() }).nullable();

/**
 * The pricing facts of the products with these ids or SKUs (SKUs compared case-insensitively), in
 * ONE statement whatever their number: options come aggregated per product in the same query.
 * Unknown ids or SKUs are simply absent from the answer. Ids must be UUIDs (callers validate them).
 */
export async function pricingFactsFor(
  db: DbOrTx,
  by: { productIds?: readonly string[]; skus?: readonly string[] },
): Promise<PricingFacts[]> {
  const ids = [...new Set(by.productIds ?? [])];
  const skus = [...new Set((by.skus ?? []).map((sku) => sku.toLowerCase()))];
  const conditions: SQL[] = [];
  if (ids.length > 0) conditions.push(inArray(products.id, ids));
  // Written as the SKU index is (`lower(sku) collate "C"`), so each SKU is one index lookup.
  if (skus.length > 0) conditions.push(inArray(sql`(lower(${products.sku}) collate "C")`, skus));
  if (conditions.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      productCode: products.productCode,
      sku: products.sku,
      name: products.name,
      // The first picture only: the line shows one.
      image: sql<unknown>`${products.images} -> 0`,
      listPriceCents: products.listPriceCents,
      subCategory: subCategory.name,
      parentCategory: parentCategory.name,
      options: sql<unknown>`coalesce((
        select json_agg(json_build_array(
          ${productOptions.optionCode}, ${productOptions.name}, ${productOptions.group},
          ${productOptions.catalogSegment}, ${productOptions.priceCents}, ${productOptions.isDefault},
          ${productOptions.position}
        ) order by ${productOptions.position}, ${productOptions.id})
        from ${productOptions} where ${productOptions.productId} = ${products.id}
      ), '[]'::json)`,
    })
    .from(products)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, subCategory.parentId))
    .where(conditions.length === 1 ? conditions[0] : or(...conditions));
  return rows.map((row) => {
    const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
    const options: ProductOption[] = optionRows
      .parse(json(row.options))
      .map(([optionCode, name, group, catalogSegment, priceCents, isDefault, position]) => ({
        optionCode,
        name,
        group,
        catalogSegment,
        priceCents,
        isDefault,
        position,
        attributes: {},
      }));
    return {
      productId: row.productId,
      productCode: row.productCode,
      sku: row.sku,
      name: row.name,
      image: imageRow.parse(json(row.image) ?? null),
      listPriceCents: row.listPriceCents,
      categories: row.parentCategory ? [row.subCategory, row.parentCategory] : [row.subCategory],
      optionGroups: groupOptions(options, optionGroups),
    };
  });
}

/** Which of these category names (any level, case-insensitively) exist, as the catalogue spells them. */
export async function existingCategoryNames(db: DbOrTx, names: readonly string[]): Promise<string[]> {
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  if (lowered.length === 0) return [];
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, lowered));
  return rows.map((row) => row.name);
}
