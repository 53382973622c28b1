import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import {
  categories,
  inventory,
  productDocuments,
  productOptions,
  products,
  series,
  warehouses,
} from "./schema.ts";
import { analyzeCatalog, catalogHasStatistics, clearCatalog, isCatalogEmpty, seedCatalog } from "./seed.ts";

const catalog = generateDemoCatalog({ products: 360 });
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const subCategoryCount = sum(catalog.categories.map((category) => category.subCategories.length));
const optionCount = sum(catalog.products.map((product) => product.options.length));

async function rowCounts(db: Db) {
  const tables = { categories, series, products, productOptions, productDocuments, inventory, warehouses };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ rows: count() }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe.each(testDatabaseKinds())("seedCatalog on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
  });
  afterAll(() => handle?.dispose());

  it("writes nothing when seeding fails part-way", async () => {
    const broken = generateDemoCatalog({ products: 1500, seed: 5 });
    const last = broken.products.at(-1)?.inventory[0];
    if (last) last.warehouseCode = "NOWHERE";
    // The first 1,000 products are written before the bad reference is reached.
    await expect(seedCatalog(db, broken)).rejects.toThrow("unknown warehouse: NOWHERE");
    expect(Object.values(await rowCounts(db)).every((rows) => rows === 0)).toBe(true);
  });

  it("writes the default catalogue", async () => {
    expect(await isCatalogEmpty(db)).toBe(true);
    const progress: [number, number][] = [];
    const counts = await seedCatalog(db, catalog, (done, total) => progress.push([done, total]));

    expect(counts).toEqual({
      categories: catalog.categories.length,
      subCategories: subCategoryCount,
      series: catalog.series.length,
      products: 360,
      options: optionCount,
    });
    expect(progress.at(-1)).toEqual([360, 360]);
    expect(await isCatalogEmpty(db)).toBe(false);
    expect(await rowCounts(db)).toEqual({
      categories: catalog.categories.length + subCategoryCount,
      series: catalog.series.length,
      products: 360,
      productOptions: optionCount,
      productDocuments: sum(catalog.products.map((product) => product.documents.length)),
      inventory: 360 * catalog.warehouses.length,
      warehouses: catalog.warehouses.length,
    });
    const [topLevel] = await db.select({ rows: count() }).from(categories).where(isNull(categories.parentId));
    expect(topLevel?.rows).toBe(catalog.categories.length);
  });

  it("stores every product field and links products to sub-categories and series", async () => {
    const expected = catalog.products.find((product) => product.sku.startsWith("SCX-4-40"));
    if (!expected) throw new Error("the demo catalogue has no SCX-4-40 product");
    const [stored] = await db
      .select({ product: products, categoryParent: categories.parentId, seriesCode: series.code })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(series, eq(series.id, products.seriesId))
      .where(eq(products.sku, expected.sku));
    const { seriesCode, subCategorySlug: _, options, documents, inventory: stock, ...columns } = expected;
    expect(stored?.product).toMatchObject(columns);
    expect(stored?.categoryParent).not.toBeNull();
    expect(stored?.seriesCode).toBe(seriesCode);

    const productId = stored?.product.id ?? "";
    const storedOptions = await db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, productId));
    expect(storedOptions.map(({ id: _id, productId: _product, ...option }) => option)).toEqual(
      expect.arrayContaining(options),
    );
    expect(storedOptions).toHaveLength(options.length);
    const storedDocuments = await db
      .select()
      .from(productDocuments)
      .where(eq(productDocuments.productId, productId));
    expect(storedDocuments.map(({ type, title, url }) => ({ type, title, url }))).toEqual(
      expect.arrayContaining(documents),
    );
    const storedStock = await db
      .select({ code: warehouses.code, quantity: inventory.quantity })
      .from(inventory)
      .innerJoin(warehouses, eq(warehouses.id, inventory.warehouseId))
      .where(eq(inventory.productId, productId));
    expect(storedStock.map(({ code, quantity }) => ({ warehouseCode: code, quantity }))).toEqual(
      expect.arrayContaining(stock),
    );
  });

  it("#9.23 analyzeCatalog gives the planner statistics for the searched tables", async () => {
    expect(await catalogHasStatistics(db)).toBe(false);
    await analyzeCatalog(db);
    expect(await catalogHasStatistics(db)).toBe(true);
  });

  it("replaces the catalogue when cleared in the same transaction", async () => {
    const replacement = generateDemoCatalog({ products: 1200, seed: 11 });
    await db.transaction(async (tx) => {
      await clearCatalog(tx);
      await seedCatalog(tx, replacement);
    });
    const counts = await rowCounts(db);
    expect(counts.products).toBe(1200);
    expect(counts.inventory).toBe(1200 * replacement.warehouses.length);
    await clearCatalog(db);
    expect(await isCatalogEmpty(db)).toBe(true);
    expect(Object.values(await rowCounts(db)).every((rows) => rows === 0)).toBe(true);
  });
});
