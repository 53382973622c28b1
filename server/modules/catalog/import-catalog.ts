/**
 * Catalogue import: rows read and validated by parse-catalog-file.ts are checked against the database
 * and written in one transaction. A file with any bad row changes nothing and every bad row is
 * reported with its line number; a good file creates missing categories, sub-categories and series and
 * upserts products by SKU with their options and documents. Inventory is not part of a catalogue file
 * and is left as it is.
 */
import { getTableColumns, inArray, type SQL, sql, TransactionRollbackError } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { categorySlug, orderableCcts } from "../../../lib/catalog/catalog.ts";
import { categoryKey, type ImportedProduct } from "../../../lib/catalog/import-contract.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { AppError } from "../../errors.ts";
import { insertRecordset, jsonRecordset, requireColumn } from "./json-recordset.ts";
import { refreshCatalogLexicon } from "./lexicon.ts";
import {
  type CatalogFileFormat,
  checkCatalogRows,
  fixtureImageName,
  type ImportError,
  type ImportRow,
  parseCatalogFile,
} from "./parse-catalog-file.ts";
import { raiseCatalogRevision } from "./revision.ts";
import { categories, productDocuments, productOptions, products, series } from "./schema.ts";
import { analyzeCatalog } from "./seed.ts";

export type ImportOptions = {
  /** Required when the source is the file's text. */
  format?: CatalogFileFormat;
  /** Validate against the database and count, then roll everything back. */
  dryRun?: boolean;
};
export type ImportCounts = {
  created: number;
  updated: number;
  categoriesCreated: number;
  subCategoriesCreated: number;
  seriesCreated: number;
  dryRun: boolean;
};

/** Thrown when any row is bad; nothing has been written. `errors` lists every problem found. */
export class CatalogImportError extends AppError {
  readonly errors: readonly ImportError[];

  constructor(errors: readonly ImportError[]) {
    const rows = new Set(errors.map((error) => error.line)).size;
    super("VALIDATION", `The catalogue file has ${rows} bad ${rows === 1 ? "row" : "rows"}`, errors);
    this.name = "CatalogImportError";
    this.errors = errors;
  }
}

/**
 * Imports a catalogue in one transaction. The source is the file's text (with `format`) or rows
 * already parsed by `parseCatalogFile`. Throws `CatalogImportError` listing every bad row, checked
 * against the file and against the database, and then nothing has been written.
 */
export async function importCatalog(
  db: Db,
  source: string | readonly ImportRow[],
  options: ImportOptions = {},
): Promise<ImportCounts> {
  let rows: readonly ImportRow[];
  if (typeof source === "string") {
    if (!options.format) throw new AppError("VALIDATION", "The format of the catalogue file is required");
    const parsed = parseCatalogFile(source, options.format);
    if (parsed.errors.length > 0) throw new CatalogImportError(parsed.errors);
    rows = parsed.rows;
  } else {
    rows = source;
    const errors = checkCatalogRows(rows);
    if (errors.length > 0) throw new CatalogImportError(errors);
  }

  const dryRun = options.dryRun ?? false;
  let counts: Omit<ImportCounts, "dryRun"> | undefined;
  try {
    await db.transaction(async (tx) => {
      counts = await writeCatalog(tx, rows);
      // The dry run has done every check and every write: undoing them leaves exact counts.
      if (dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  if (!counts) throw new Error("the import transaction ended without a result");
  if (!dryRun) await analyzeCatalog(db);
  return { ...counts, dryRun };
}

/** Products per upsert statement (with their options and documents: one statement each). */
const PRODUCTS_PER_STATEMENT = 1000;
/** Illustrations a new category shows in the menus, as the demo catalogue's do. */
const CATEGORY_IMAGES = 3;

type CategoryNode = {
  name: string;
  /** categoryKey of the parent; null for a top-level category. */
  parentKey: string | null;
  id: number | null;
  position: number;
  imageNames: string[];
};

async function writeCatalog(tx: Db, rows: readonly ImportRow[]): Promise<Omit<ImportCounts, "dryRun">> {
  const errors: ImportError[] = [];
  await raiseCatalogRevision(tx);
  const tree = await resolveCategories(tx, rows, errors);
  const seriesPlan = await resolveSeries(tx, rows);
  const existing = await existingProducts(tx, rows, errors);
  if (errors.length > 0) throw new CatalogImportError(errors.sort((a, b) => a.line - b.line));

  // Parents before children, so the sub-categories can refer to them.
  const newTops = tree.created.filter((node) => node.parentKey === null);
  const newSubs = tree.created.filter((node) => node.parentKey !== null);
  await insertCategories(tx, newTops, tree.nodes);
  await insertCategories(tx, newSubs, tree.nodes);
  if (seriesPlan.created.length > 0) {
    const inserted = await tx
      .insert(series)
      .values(seriesPlan.created)
      .returning({ id: series.id, code: series.code });
    for (const row of inserted) seriesPlan.ids.set(row.code, row.id);
  }

  for (let start = 0; start < rows.length; start += PRODUCTS_PER_STATEMENT) {
    const batch = rows.slice(start, start + PRODUCTS_PER_STATEMENT).map((row) => row.product);
    const values = jsonRecordset(
      products,
      batch.map((product) => productColumns(product, tree.nodes, seriesPlan.ids)),
    );
    const result = await tx.execute(
      sql`insert into ${products} (${values.columns}) ${values.select}
        on conflict (${sql.identifier(products.sku.name)}) do update set ${upsertSet(values.keys)}
        returning ${products.id} as "id", ${products.sku} as "sku"`,
    );
    const ids = new Map(rowsOf<{ id: string; sku: string }>(result).map((row) => [row.sku, row.id]));
    const productIds = [...ids.values()];
    // The file's options and documents replace the product's, whatever they were.
    await tx.delete(productOptions).where(inArray(productOptions.productId, productIds));
    await tx.delete(productDocuments).where(inArray(productDocuments.productId, productIds));
    const idOf = (sku: string) => ids.get(sku) as string;
    await insertRecordset(
      tx,
      productOptions,
      batch.flatMap((product) =>
        product.options.map((option) => ({ ...option, productId: idOf(product.sku) })),
      ),
    );
    await insertRecordset(
      tx,
      productDocuments,
      batch.flatMap((product) =>
        product.documents.map((document) => ({ ...document, productId: idOf(product.sku) })),
      ),
    );
  }

  await refreshCatalogLexicon(tx);
  const updated = rows.filter((row) => existing.has(row.product.sku)).length;
  return {
    created: rows.length - updated,
    updated,
    categoriesCreated: newTops.length,
    subCategoriesCreated: newSubs.length,
    seriesCreated: seriesPlan.created.length,
  };
}

/**
 * Finds each row's category and sub-category by name, and plans the missing ones: a new category
 * goes after the existing ones, a new sub-category after its siblings. Category slugs are unique
 * across the whole tree, so a name already used elsewhere in the tree is an error of the row.
 */
async function resolveCategories(tx: Db, rows: readonly ImportRow[], errors: ImportError[]) {
  // The category tree is small (tens to hundreds of rows) whatever the number of products.
  const existing = await tx
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      position: categories.position,
    })
    .from(categories);
  const slugOfId = new Map(existing.map((row) => [row.id, row.slug.toLowerCase()]));
  const nodes = new Map<string, CategoryNode>();
  const lastPosition = new Map<string | null, number>();
  for (const row of existing) {
    const parentKey = row.parentId === null ? null : (slugOfId.get(row.parentId) ?? null);
    nodes.set(row.slug.toLowerCase(), {
      name: row.name,
      parentKey,
      id: row.id,
      position: row.position,
      imageNames: [],
    });
    lastPosition.set(parentKey, Math.max(lastPosition.get(parentKey) ?? 0, row.position));
  }

  const created: CategoryNode[] = [];
  const plan = (key: string, name: string, parentKey: string | null): CategoryNode => {
    const position = (lastPosition.get(parentKey) ?? 0) + 1;
    lastPosition.set(parentKey, position);
    const node: CategoryNode = { name: name.trim(), parentKey, id: null, position, imageNames: [] };
    nodes.set(key, node);
    created.push(node);
    return node;
  };
  const nameOf = (key: string | null) => (key === null ? "" : (nodes.get(key)?.name ?? key));

  for (const { line, product } of rows) {
    const topKey = categoryKey(product.category);
    const top = nodes.get(topKey) ?? plan(topKey, product.category, null);
    if (top.parentKey !== null) {
      errors.push({
        line,
        message: `category: "${product.category}" is a sub-category of "${nameOf(top.parentKey)}", not a top-level category`,
      });
      continue;
    }
    const subKey = categoryKey(product.subCategory);
    const sub = nodes.get(subKey) ?? plan(subKey, product.subCategory, topKey);
    if (sub.parentKey !== topKey) {
      errors.push({
        line,
        message:
          sub.parentKey === null
            ? `subCategory: "${product.subCategory}" is a top-level category`
            : `subCategory: "${product.subCategory}" belongs to category "${nameOf(sub.parentKey)}" (category names are unique across the tree)`,
      });
      continue;
    }
    for (const node of [top, sub]) {
      if (node.id !== null) continue;
      for (const image of product.images) {
        const name = fixtureImageName(image.url);
        if (name !== null && node.imageNames.length < CATEGORY_IMAGES && !node.imageNames.includes(name)) {
          node.imageNames.push(name);
        }
      }
    }
  }
  return { nodes, created };
}

async function insertCategories(tx: Db, planned: CategoryNode[], nodes: ReadonlyMap<string, CategoryNode>) {
  if (planned.length === 0) return;
  const inserted = await tx
    .insert(categories)
    .values(
      planned.map((node) => ({
        name: node.name,
        slug: categorySlug(node.name),
        position: node.position,
        imageNames: node.imageNames.join(","),
        parentId: node.parentKey === null ? null : (nodes.get(node.parentKey)?.id ?? null),
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  for (const row of inserted) {
    const node = nodes.get(row.slug.toLowerCase());
    if (node) node.id = row.id;
  }
}

async function resolveSeries(tx: Db, rows: readonly ImportRow[]) {
  // Code → the first name the file gives it (null while none is given).
  const names = new Map<string, string | null>();
  for (const { product } of rows) {
    if (product.seriesCode === null) continue;
    if ((names.get(product.seriesCode) ?? null) === null) names.set(product.seriesCode, product.seriesName);
  }
  const ids = new Map<string, number>();
  if (names.size > 0) {
    const found = await tx
      .select({ id: series.id, code: series.code })
      .from(series)
      .where(inArray(series.code, [...names.keys()]));
    for (const row of found) ids.set(row.code, row.id);
  }
  // An existing series keeps its name and description; a new one is named by the file.
  const created = [...names]
    .filter(([code]) => !ids.has(code))
    .map(([code, name]) => ({ code, name: name ?? code }));
  return { ids, created };
}

/** A JSON array parameter read as a set of texts: one parameter however many values. */
const textSet = (values: readonly string[]): SQL =>
  sql`(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/**
 * The SKUs that exist already, and the rows whose productCode belongs to another product: product
 * codes are unique, and the upsert matches by SKU only.
 */
async function existingProducts(tx: Db, rows: readonly ImportRow[], errors: ImportError[]) {
  // Two lookups, each by its unique index (an OR of both would scan the table).
  const lookup = (column: PgColumn, values: string[]) =>
    tx
      .select({ sku: products.sku, productCode: products.productCode })
      .from(products)
      .where(sql`${column} in ${textSet(values)}`);
  const bySku = await lookup(
    products.sku,
    rows.map((row) => row.product.sku),
  );
  const byCode = await lookup(
    products.productCode,
    rows.map((row) => row.product.productCode),
  );
  const skuOfCode = new Map(byCode.map((row) => [row.productCode, row.sku]));
  for (const { line, product } of rows) {
    const owner = skuOfCode.get(product.productCode);
    if (owner !== undefined && owner !== product.sku) {
      errors.push({
        line,
        message: `productCode: "${product.productCode}" already belongs to product ${owner}`,
      });
    }
  }
  return new Set(bySku.map((row) => row.sku));
}

function productColumns(
  product: ImportedProduct,
  nodes: ReadonlyMap<string, CategoryNode>,
  seriesIds: ReadonlyMap<string, number>,
) {
  const {
    category: _,
    subCategory,
    seriesCode,
    seriesName: __,
    options,
    documents: ____,
    ...columns
  } = product;
  const categoryId = nodes.get(categoryKey(subCategory))?.id;
  if (categoryId === undefined || categoryId === null) {
    throw new Error(`the sub-category ${subCategory} was not created`);
  }
  return {
    ...columns,
    cctOptions: orderableCcts(columns.cctKelvin, options),
    categoryId,
    seriesId: seriesCode === null ? null : (seriesIds.get(seriesCode) ?? null),
  };
}

/**
 * ON CONFLICT (sku): every imported column takes the file's value; id, createdAt and inventory stay,
 * updatedAt becomes now. Columns the import does not write (generated search columns) follow by
 * themselves.
 */
function upsertSet(keys: readonly string[]): SQL {
  const columns: Record<string, PgColumn> = getTableColumns(products);
  const assignments = keys
    .filter((key) => key !== "sku")
    .map((key) => sql.identifier(requireColumn(columns, key).name))
    .map((column) => sql`${column} = excluded.${column}`);
  assignments.push(sql`${sql.identifier(products.updatedAt.name)} = now()`);
  return sql.join(assignments, sql`, `);
}
