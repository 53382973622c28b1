import { isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { DemoCatalog, DemoProduct } from "./demo-catalog.ts";
import {
  categories,
  inventory,
  productDocuments,
  productOptions,
  products,
  series,
  warehouses,
} from "./schema.ts";

export type SeedCounts = {
  categories: number;
  subCategories: number;
  series: number;
  products: number;
  options: number;
};

/**
 * Rows per INSERT. PostgreSQL allows at most 65,535 bind parameters per statement; the widest
 * table (products, 23 bound columns) stays far below that at this size.
 */
const ROWS_PER_INSERT = 1000;

/**
 * Writes a catalogue in one transaction: it appears completely or not at all. Rows go in as
 * multi-row INSERTs; generated ids come back through RETURNING and are matched by natural key.
 */
export async function seedCatalog(
  db: Db,
  catalog: DemoCatalog,
  onProgress?: (done: number, total: number) => void,
): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    const warehouseIds = idsByKey(
      await insertInBatches(catalog.warehouses, (rows) =>
        tx.insert(warehouses).values(rows).returning({ id: warehouses.id, key: warehouses.code }),
      ),
    );
    const seriesIds = idsByKey(
      await insertInBatches(catalog.series, (rows) =>
        tx
          .insert(series)
          .values(rows.map(({ code, name, description }) => ({ code, name, description })))
          .returning({ id: series.id, key: series.code }),
      ),
    );
    const topLevelIds = idsByKey(
      await insertInBatches(catalog.categories, (rows) =>
        tx
          .insert(categories)
          .values(rows.map(({ subCategories: _, ...category }) => category))
          .returning({ id: categories.id, key: categories.slug }),
      ),
    );
    const subCategoryRows = catalog.categories.flatMap((category) =>
      category.subCategories.map((sub) => ({
        ...sub,
        parentId: requireId(topLevelIds, category.slug, "category"),
      })),
    );
    const subCategoryIds = idsByKey(
      await insertInBatches(subCategoryRows, (rows) =>
        tx.insert(categories).values(rows).returning({ id: categories.id, key: categories.slug }),
      ),
    );

    let options = 0;
    for (let start = 0; start < catalog.products.length; start += ROWS_PER_INSERT) {
      const batch = catalog.products.slice(start, start + ROWS_PER_INSERT);
      const productIds = idsByKey([
        await tx
          .insert(products)
          .values(batch.map((product) => productRow(product, seriesIds, subCategoryIds)))
          .returning({ id: products.id, key: products.sku }),
      ]);
      const optionRows = [];
      const documentRows = [];
      const stockRows = [];
      for (const product of batch) {
        const productId = requireId(productIds, product.sku, "product");
        for (const option of product.options) optionRows.push({ ...option, productId });
        for (const document of product.documents) documentRows.push({ ...document, productId });
        for (const stock of product.inventory) {
          const warehouseId = requireId(warehouseIds, stock.warehouseCode, "warehouse");
          stockRows.push({ productId, warehouseId, quantity: stock.quantity });
        }
      }
      await insertInBatches(optionRows, (rows) => tx.insert(productOptions).values(rows));
      await insertInBatches(documentRows, (rows) => tx.insert(productDocuments).values(rows));
      await insertInBatches(stockRows, (rows) => tx.insert(inventory).values(rows));
      options += optionRows.length;
      onProgress?.(start + batch.length, catalog.products.length);
    }

    return {
      categories: topLevelIds.size,
      subCategories: subCategoryIds.size,
      series: seriesIds.size,
      products: catalog.products.length,
      options,
    };
  });
}

/** True when there is no category, and therefore no product either (products require one). */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

/**
 * Deletes every catalogue row, children before parents so no foreign key is violated. Run it in
 * the same transaction as `seedCatalog` to replace a catalogue atomically.
 */
export async function clearCatalog(db: Db): Promise<void> {
  await db.delete(inventory);
  await db.delete(productDocuments);
  await db.delete(productOptions);
  await db.delete(products);
  await db.delete(categories).where(isNotNull(categories.parentId));
  await db.delete(categories);
  await db.delete(series);
  await db.delete(warehouses);
}

function productRow(
  product: DemoProduct,
  seriesIds: ReadonlyMap<string, number>,
  subCategoryIds: ReadonlyMap<string, number>,
): typeof products.$inferInsert {
  const { seriesCode, subCategorySlug, options: _, documents: __, inventory: ___, ...columns } = product;
  return {
    ...columns,
    seriesId: requireId(seriesIds, seriesCode, "series"),
    categoryId: requireId(subCategoryIds, subCategorySlug, "sub-category"),
  };
}

/** Inserts `rows` in statements of ROWS_PER_INSERT rows; returns what each statement returned. */
async function insertInBatches<T, R>(
  rows: readonly T[],
  insert: (batch: T[]) => PromiseLike<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    results.push(await insert(rows.slice(start, start + ROWS_PER_INSERT)));
  }
  return results;
}

/** Maps natural keys to generated ids, from the RETURNING rows of one or more statements. */
function idsByKey<Id>(batches: readonly (readonly { id: Id; key: string }[])[]): Map<string, Id> {
  return new Map(batches.flatMap((rows) => rows.map((row) => [row.key, row.id] as const)));
}

function requireId<Id>(ids: ReadonlyMap<string, Id>, key: string, what: string): Id {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The catalogue refers to an unknown ${what}: ${key}`);
  return id;
}
