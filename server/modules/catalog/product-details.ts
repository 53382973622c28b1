import { and, asc, count, eq, gt, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  categoryPath,
  type ProductCardSource,
  stripApplication,
  subCategoryPath,
  toProductCard,
} from "../../../lib/catalog/catalog.ts";
import type { ImportedDocument, ImportedOption } from "../../../lib/catalog/import-contract.ts";
import {
  configureProduct,
  optionAttributes,
  type ProductConfiguration,
  type ProductFacts,
} from "../../../lib/catalog/product-configuration.ts";
import {
  documentFormat,
  groupOptions,
  initialSelection,
  type ProductDocumentLink,
  type ProductOption,
  type ProductPageData,
  parseSpecTable,
} from "../../../lib/catalog/product-page.ts";
import type { Db } from "../../db/client.ts";
import { AppError, notFound } from "../../errors.ts";
import { type InventoryCaller, inventoryFor, visibleInventory } from "./inventory-for.ts";
import {
  categories,
  documentTypes,
  optionGroups,
  productCardColumns,
  productDocuments,
  productOptions,
  products,
  series,
} from "./schema.ts";

export type SubCategoryPage = {
  id: number;
  name: string;
  description: string;
  imageNames: string;
  link: string;
  category: { name: string; link: string; description: string };
  /** Every sub-category of the same category, this one included, in menu order. */
  siblings: { name: string; link: string }[];
};

export type { ProductFacts };

/** What a generated document (spec sheet, IES file) is made from: the page's data without stock. */
export type ProductSheet = Omit<ProductPageData, "related" | "inventory">;

/** A spec sheet's or IES file's subject: the product and the configuration its link names. */
export type ConfiguredSheet = { product: ProductSheet; configuration: ProductConfiguration };

export type DocumentSubject = {
  type: string;
  title: string;
  url: string;
  /** The first product (by document id) that lists the document; shared documents read alike for all. */
  product: ProductSheet;
};

export type SitemapProduct = { sku: string; link: string; updatedAt: Date };

export const RELATED_PRODUCTS = 6;

const subCategory = alias(categories, "sub_category");
const parentCategory = alias(categories, "parent_category");

const documentOrder = (type: string) => {
  const index = (documentTypes as readonly string[]).indexOf(type);
  return index === -1 ? documentTypes.length : index;
};

/**
 * One statement: the product with its series, its category (and that category's parent), and its
 * options and documents as JSON (issue 17: three statements were one per part, and a page pays for
 * each statement's round trip and parsing under load).
 */
async function findProduct(db: Db, where: SQL) {
  const rows = await db
    .select({
      product: products,
      seriesCode: series.code,
      seriesName: series.name,
      categoryName: subCategory.name,
      parentName: parentCategory.name,
      options: sql<ImportedOption[]>`coalesce((
        select json_agg(json_build_object(
          'optionCode', o.option_code, 'name', o.name, 'group', o.option_group,
          'catalogSegment', o.catalog_segment, 'priceCents', o.price_cents,
          'isDefault', o.is_default, 'position', o.position
        ) order by o.position, o.id)
        from ${productOptions} o where o.product_id = ${products.id}
      ), '[]'::json)`,
      documents: sql<ImportedDocument[]>`coalesce((
        select json_agg(json_build_object('type', d.type, 'title', d.title, 'url', d.url))
        from ${productDocuments} d where d.product_id = ${products.id}
      ), '[]'::json)`,
    })
    .from(products)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, subCategory.parentId))
    .leftJoin(series, eq(series.id, products.seriesId))
    .where(where)
    .orderBy(asc(products.sku))
    .limit(1);
  return rows;
}

type ProductRow = Awaited<ReturnType<typeof findProduct>>[number];

/**
 * `/product/{slug}` where the slug is the SKU lowercased. The comparison is written exactly as the
 * search module's SKU index (`lower(sku) collate "C"`), so it is one index lookup at any catalogue size.
 */
async function findBySlug(db: Db, slug: string) {
  const [row] = await findProduct(db, sql`(lower(${products.sku}) collate "C") = ${slug.toLowerCase()}`);
  return row;
}

/** The product page's sheet of one product row (its options and documents came with it). */
function sheetFor(row: ProductRow): ProductSheet {
  const { product, options: optionRows, documents: documentRows } = row;
  const facts: ProductFacts = {
    wattage: product.wattage,
    lumens: product.lumens,
    cctKelvin: product.cctKelvin,
    cri: product.cri,
    voltage: product.voltage,
    dimming: product.dimming,
    ipRating: product.ipRating,
    dlcListing: product.dlcListing,
    mounting: product.mounting,
    warrantyYears: product.warrantyYears,
    dimensions: product.dimensions,
  };
  // Attributes follow from each option's group and name by one rule, for every source of products.
  const options: ProductOption[] = optionRows.map((option) => ({
    ...option,
    attributes: optionAttributes(option.group, option.name, facts),
  }));
  const optionGroupViews = groupOptions(options, optionGroups);
  const documents: ProductDocumentLink[] = documentRows
    .sort((a, b) => documentOrder(a.type) - documentOrder(b.type) || a.title.localeCompare(b.title))
    .map((document) => ({ ...document, format: documentFormat(document.url) }));
  const inSubCategory = row.parentName !== null;
  const topName = row.parentName ?? row.categoryName;
  return {
    id: product.id,
    productID: product.productCode,
    sku: product.sku,
    name: product.name,
    description: product.description,
    images: product.images,
    specs: parseSpecTable(product.technicalSpecs),
    application: stripApplication(product.application),
    link: product.link,
    listPriceCents: product.listPriceCents,
    updatedAt: product.updatedAt.toISOString(),
    series: row.seriesCode && row.seriesName ? { code: row.seriesCode, name: row.seriesName } : null,
    category: { name: topName, link: categoryPath(topName) },
    subCategory: inSubCategory
      ? { name: row.categoryName, link: subCategoryPath(topName, row.categoryName) }
      : null,
    optionGroups: optionGroupViews,
    documents,
    facts,
  };
}

/**
 * Everything the product page shows, in at most three statements: the product with its options and
 * documents, related products and, for a viewer who may see it (inventory-for.ts decides), inventory
 * by warehouse. Inventory is left out on the server, not only hidden by the page (AMB-34).
 */
async function productPage(db: Db, slug: string, viewer: InventoryCaller): Promise<ProductPageData> {
  const row = await findBySlug(db, slug);
  if (!row) throw notFound("Product");
  const { product } = row;
  const [relatedRows, stock] = await Promise.all([
    product.seriesId === null ? Promise.resolve([]) : relatedInSeries(db, product.seriesId, product.id),
    visibleInventory(db, viewer, product.id),
  ]);
  return { ...sheetFor(row), related: relatedRows.map((r) => toProductCard(r)), inventory: stock };
}

/**
 * Up to six other products of the series, by name: the first entries of the index on
 * (series_id, name, id), whatever the size of the series (issue 17: sorting a series of thousands of
 * products took 22 ms of the database's time for every product page).
 */
async function relatedInSeries(db: Db, seriesId: number, productId: string): Promise<ProductCardSource[]> {
  return db
    .select(productCardColumns)
    .from(products)
    .where(and(eq(products.seriesId, seriesId), ne(products.id, productId)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(RELATED_PRODUCTS);
}

/** The data of a generated spec sheet or IES file: the product whose SKU is exactly `sku`. */
async function productSheet(db: Db, sku: string): Promise<ProductSheet> {
  const [row] = await findProduct(db, eq(products.sku, sku));
  if (!row) throw notFound("Product");
  return sheetFor(row);
}

/**
 * The product whose SKU is `sku` configured with the option codes a document link carries (#9.12).
 * A code the product does not offer is refused, so a document never silently describes another unit.
 */
async function configuredSheet(
  db: Db,
  sku: string,
  optionCodes: readonly string[],
): Promise<ConfiguredSheet> {
  const product = await productSheet(db, sku);
  const offered = new Set(product.optionGroups.flatMap(({ options }) => options.map((o) => o.optionCode)));
  const unknown = optionCodes.find((code) => !offered.has(code));
  if (unknown !== undefined) {
    throw new AppError("VALIDATION", `Product ${product.sku} has no option "${unknown.slice(0, 40)}"`);
  }
  const selection = initialSelection(product.optionGroups, optionCodes);
  return { product, configuration: configureProduct(product, selection) };
}

/**
 * A document listed under `url` (an installation guide, a warranty …) with a product that lists it,
 * so a document without a generator of its own still opens as a generated PDF.
 */
async function documentByUrl(db: Db, url: string): Promise<DocumentSubject> {
  const [document] = await db
    .select({
      type: productDocuments.type,
      title: productDocuments.title,
      url: productDocuments.url,
      sku: products.sku,
    })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(eq(productDocuments.url, url))
    .orderBy(asc(productDocuments.id))
    .limit(1);
  if (!document) throw notFound("Document");
  return {
    type: document.type,
    title: document.title,
    url: document.url,
    product: await productSheet(db, document.sku),
  };
}

/** `/p/{category}/{subcategory}` (ROUTE-06): both slugs case-insensitive, and the pair must match. */
async function subCategoryPage(
  db: Db,
  categorySlug: string,
  subCategorySlug: string,
): Promise<SubCategoryPage> {
  // One statement: every sub-category of the named category; the wanted one is picked from them.
  const rows = await db
    .select({
      id: subCategory.id,
      name: subCategory.name,
      slug: subCategory.slug,
      description: subCategory.description,
      imageNames: subCategory.imageNames,
      categoryName: parentCategory.name,
      categoryDescription: parentCategory.description,
    })
    .from(subCategory)
    .innerJoin(parentCategory, eq(parentCategory.id, subCategory.parentId))
    .where(and(sql`lower(${parentCategory.slug}) = lower(${categorySlug})`, isNull(parentCategory.parentId)))
    .orderBy(asc(subCategory.position), asc(subCategory.name));
  const wanted = subCategorySlug.toLowerCase();
  const current = rows.find((row) => row.slug.toLowerCase() === wanted);
  if (!current) throw notFound("Sub-category");
  return {
    id: current.id,
    name: current.name,
    description: current.description,
    imageNames: current.imageNames,
    link: subCategoryPath(current.categoryName, current.name),
    category: {
      name: current.categoryName,
      link: categoryPath(current.categoryName),
      description: current.categoryDescription,
    },
    siblings: rows.map((row) => ({ name: row.name, link: subCategoryPath(row.categoryName, row.name) })),
  };
}

async function productCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/** The SKU just before position `offset` in SKU order (null at the start): where a sitemap part begins. */
async function skuBefore(db: Db, offset: number): Promise<string | null> {
  if (offset <= 0) return null;
  const [row] = await db
    .select({ sku: products.sku })
    .from(products)
    .orderBy(asc(products.sku))
    .offset(offset - 1)
    .limit(1);
  return row?.sku ?? null;
}

/** Product links in SKU order after `afterSku` (keyset pagination over the unique SKU index). */
async function productLinks(db: Db, afterSku: string | null, limit: number): Promise<SitemapProduct[]> {
  return db
    .select({ sku: products.sku, link: products.link, updatedAt: products.updatedAt })
    .from(products)
    .where(afterSku === null ? undefined : gt(products.sku, afterSku))
    .orderBy(asc(products.sku))
    .limit(limit);
}

/**
 * Product pages, sub-category pages, generated documents and sitemap listings. Every function issues a
 * fixed number of statements, whatever the size of the catalogue or the number of options a product has.
 */
export function createProductDetails(db: Db) {
  return {
    productPage: (slug: string, viewer: InventoryCaller) => productPage(db, slug, viewer),
    productSheet: (sku: string) => productSheet(db, sku),
    configuredSheet: (sku: string, optionCodes: readonly string[]) => configuredSheet(db, sku, optionCodes),
    /** Inventory by warehouse of one SKU for the caller (inventory-for.ts: who may see it). */
    inventoryFor: (caller: InventoryCaller, sku: string) => inventoryFor(db, caller, sku),
    documentByUrl: (url: string) => documentByUrl(db, url),
    subCategoryPage: (categorySlug: string, subCategorySlug: string) =>
      subCategoryPage(db, categorySlug, subCategorySlug),
    productCount: () => productCount(db),
    skuBefore: (offset: number) => skuBefore(db, offset),
    productLinks: (afterSku: string | null, limit: number) => productLinks(db, afterSku, limit),
  };
}

export type ProductDetails = ReturnType<typeof createProductDetails>;
