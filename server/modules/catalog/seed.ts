import { getTableColumns, isNotNull, type SQLChunk, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { orderableCcts } from "../../../lib/catalog/catalog.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf, selectRows } from "../../db/rows.ts";
import type { DemoCatalog, DemoProduct } from "./demo/catalog.ts";
import { refreshCatalogLexicon } from "./lexicon.ts";
import { raiseCatalogRevision } from "./revision.ts";
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

/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Writes a catalogue in one transaction, so it appears completely or not at all. Every table is
 * filled with multi-row INSERTs; generated ids come back through RETURNING, matched by natural key.
 */
export async function seedCatalog(
  db: Db,
  catalog: DemoCatalog,
  onProgress?: (done: number, total: number) => void,
): Promise<SeedCounts> {
  return db.transaction(async (tx) => {
    await raiseCatalogRevision(tx);
    const warehouseIds = idsByKey(
      await inBatches(catalog.warehouses, (rows) =>
        tx.insert(warehouses).values(rows).returning({ id: warehouses.id, key: warehouses.code }),
      ),
    );
    const seriesIds = idsByKey(
      await inBatches(catalog.series, (rows) =>
        tx
          .insert(series)
          .values(rows.map(({ code, name, description }) => ({ code, name, description })))
          .returning({ id: series.id, key: series.code }),
      ),
    );
    const topLevelIds = idsByKey(
      await inBatches(catalog.categories, (rows) =>
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
      await inBatches(subCategoryRows, (rows) =>
        tx.insert(categories).values(rows).returning({ id: categories.id, key: categories.slug }),
      ),
    );

    let options = 0;
    for (let start = 0; start < catalog.products.length; start += ROWS_PER_INSERT) {
      const batch = catalog.products.slice(start, start + ROWS_PER_INSERT);
      const productIds = idsByKey([
        await insertJsonRows(
          tx,
          products,
          batch.map((product) => productRow(product, seriesIds, subCategoryIds)),
          { id: products.id, key: products.sku },
        ),
      ]);
      const optionRows: (typeof productOptions.$inferInsert)[] = [];
      const documentRows: (typeof productDocuments.$inferInsert)[] = [];
      const stockRows: (typeof inventory.$inferInsert)[] = [];
      for (const product of batch) {
        const productId = requireId(productIds, product.sku, "product");
        for (const option of product.options) optionRows.push({ ...option, productId });
        for (const document of product.documents) documentRows.push({ ...document, productId });
        for (const { warehouseCode, quantity } of product.inventory) {
          stockRows.push({
            productId,
            warehouseId: requireId(warehouseIds, warehouseCode, "warehouse"),
            quantity,
          });
        }
      }
      await inBatches(optionRows, (rows) => insertJsonRows(tx, productOptions, rows));
      await inBatches(documentRows, (rows) => insertJsonRows(tx, productDocuments, rows));
      await inBatches(stockRows, (rows) => insertJsonRows(tx, inventory, rows));
      options += optionRows.length;
      onProgress?.(start + batch.length, catalog.products.length);
    }
    await refreshCatalogLexicon(tx);

    return {
      categories: topLevelIds.size,
      subCategories: subCategoryIds.size,
      series: seriesIds.size,
      products: catalog.products.length,
      options,
    };
  });
}

/**
 * Gathers the planner's statistics for every catalogue table, to run after a bulk write (seed,
 * import) has committed. Without them PostgreSQL 15 planned the typeahead over 100,000 products
 * at about 1 s a request instead of 10 ms until autovacuum happened to analyze the tables, and
 * PGlite runs no autovacuum at all.
 */
export async function analyzeCatalog(db: Db): Promise<void> {
  await db.execute(
    sql`analyze ${categories}, ${series}, ${products}, ${productOptions}, ${productDocuments}, ${inventory}, ${warehouses}`,
  );
}

/** True when the planner has statistics for the searched tables (products and their options). */
export async function catalogHasStatistics(db: Db): Promise<boolean> {
  const [row] = await selectRows(
    db,
    sql`select count(distinct tablename)::int as analyzed from pg_stats
        where schemaname = current_schema() and tablename in ('products', 'product_options')`,
    z.object({ analyzed: z.number() }),
  );
  return row?.analyzed === 2;
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
  await raiseCatalogRevision(db);
  await db.delete(inventory);
  await db.delete(productDocuments);
  await db.delete(productOptions);
  await db.delete(products);
  await db.delete(categories).where(isNotNull(categories.parentId));
  await db.delete(categories);
  await db.delete(series);
  await db.delete(warehouses);
  await refreshCatalogLexicon(db);
}

function productRow(
  product: DemoProduct,
  seriesIds: ReadonlyMap<string, number>,
  subCategoryIds: ReadonlyMap<string, number>,
): typeof products.$inferInsert {
  const { seriesCode, subCategorySlug, options, documents: __, inventory: ___, ...columns } = product;
  return {
    ...columns,
    cctOptions: orderableCcts(product.cctKelvin, options),
    seriesId: requireId(seriesIds, seriesCode, "series"),
    categoryId: requireId(subCategoryIds, subCategorySlug, "sub-category"),
  };
}

type KeyedReturning = { id: PgColumn; key: PgColumn };
type KeyedRow = { id: string; key: string };

/**
 * A multi-row INSERT whose rows travel as a single JSON parameter, unpacked by json_to_recordset.
 * For the bulk tables this is several times faster than VALUES with a bind parameter per value,
 * where building the statement and binding hundreds of thousands of parameters cost more than
 * the inserts themselves. It also never approaches PostgreSQL's 65,535-parameter limit.
 *
 * Every row must carry the same keys (use null, not undefined); columns no row mentions take
 * their defaults.
 */
async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T["$inferInsert"][],
  returning?: KeyedReturning,
): Promise<KeyedRow[]> {
  const [first] = rows;
  if (!first) return [];
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.keys(first).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return {
      key: sql.identifier(key),
      column: sql.identifier(column.name),
      type: sql.raw(column.getSQLType()),
    };
  });
  const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
  const statement = sql`insert into ${table} (${list(fields.map((field) => field.column))})
    select ${list(fields.map((field) => field.key))}
    from json_to_recordset(${JSON.stringify(rows)}::json)
    as rows(${list(fields.map((field) => sql`${field.key} ${field.type}`))})`;
  if (!returning) {
    await db.execute(statement);
    return [];
  }
  const result = await db.execute(
    sql`${statement} returning ${returning.id} as "id", ${returning.key} as "key"`,
  );
  return rowsOf<KeyedRow>(result);
}

/** Runs `insert` on consecutive slices of ROWS_PER_INSERT rows; returns what each call returned. */
async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => PromiseLike<R>): Promise<R[]> {
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
