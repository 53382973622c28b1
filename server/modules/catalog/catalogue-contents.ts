import { and, asc, count, eq, isNull, max, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { categories, type DocumentType, productDocuments, products, series } from "./schema.ts";

/**
 * What the printed literature (issue 15 item 6) reads of the catalogue: the categories and series with
 * a version that changes whenever their products do (an import sets `updated_at` and adds or removes
 * rows), the product tables of a category or a series, and the product documents library.
 */

const subCategory = alias(categories, "sub_category");
const topCategory = alias(categories, "top_category");

/** A top-level category or a series: its name, its products' count and the version of its contents. */
export type LiteratureSubject = {
  /** The category's slug or the series' code. */
  key: string;
  name: string;
  description: string;
  /** The top-level category (for a series: the one most of its products are in). */
  categoryName: string;
  categorySlug: string;
  productCount: number;
  /** The latest change of any of its products (null without products). */
  lastChange: Date | null;
  /** Changes when a product is added, removed or changed: the key of a cached document. */
  version: string;
};

/** One product row of a printed catalogue or brochure. */
export type CatalogueProduct = {
  sku: string;
  name: string;
  seriesName: string | null;
  wattage: number | null;
  lumens: number | null;
  cctKelvin: number | null;
  cri: number | null;
  dlcListing: string | null;
  listPriceCents: number;
  /** The `::`-separated spec lines. */
  technicalSpecs: string;
  link: string;
};

export type CatalogueSection = { name: string; description: string; products: CatalogueProduct[] };
export type CatalogueContents = { subject: LiteratureSubject; sections: CatalogueSection[] };

function versionOf(productCount: number, lastChange: Date | null): string {
  return `${productCount}-${lastChange ? lastChange.getTime() : 0}`;
}

/** Every top-level category with at least one product, in menu order. */
export async function catalogueSubjects(db: Db): Promise<LiteratureSubject[]> {
  const rows = await db
    .select({
      slug: topCategory.slug,
      name: topCategory.name,
      description: topCategory.description,
      position: topCategory.position,
      productCount: count(products.id),
      lastChange: max(products.updatedAt),
    })
    .from(topCategory)
    .innerJoin(subCategory, eq(subCategory.parentId, topCategory.id))
    .innerJoin(products, eq(products.categoryId, subCategory.id))
    .where(isNull(topCategory.parentId))
    .groupBy(topCategory.id)
    .orderBy(asc(topCategory.position), asc(topCategory.name));
  return rows.map((row) => ({
    key: row.slug,
    name: row.name,
    description: row.description,
    categoryName: row.name,
    categorySlug: row.slug,
    productCount: row.productCount,
    lastChange: row.lastChange,
    version: versionOf(row.productCount, row.lastChange),
  }));
}

/** Every series with at least one product, by name, placed in the category most of its products are in. */
export async function seriesSubjects(db: Db): Promise<LiteratureSubject[]> {
  const rows = await db
    .select({
      code: series.code,
      name: series.name,
      description: series.description,
      categoryName: topCategory.name,
      categorySlug: topCategory.slug,
      productCount: count(products.id),
      lastChange: max(products.updatedAt),
    })
    .from(series)
    .innerJoin(products, eq(products.seriesId, series.id))
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .innerJoin(topCategory, eq(topCategory.id, subCategory.parentId))
    .groupBy(series.id, topCategory.id)
    .orderBy(asc(series.name), asc(topCategory.position));
  const bySeries = new Map<string, LiteratureSubject>();
  for (const row of rows) {
    const known = bySeries.get(row.code);
    const changes = [known?.lastChange, row.lastChange].filter((date): date is Date => Boolean(date));
    const lastChange =
      changes.length > 0 ? new Date(Math.max(...changes.map((date) => date.getTime()))) : null;
    const productCount = (known?.productCount ?? 0) + row.productCount;
    const keepsCategory = known && known.productCount >= row.productCount;
    bySeries.set(row.code, {
      key: row.code,
      name: row.name,
      description: row.description,
      categoryName: keepsCategory ? known.categoryName : row.categoryName,
      categorySlug: keepsCategory ? known.categorySlug : row.categorySlug,
      productCount,
      lastChange,
      version: versionOf(productCount, lastChange),
    });
  }
  return [...bySeries.values()];
}

async function sectionsWhere(db: Db, where: SQL | undefined): Promise<CatalogueSection[]> {
  const rows = await db
    .select({
      section: subCategory.name,
      sectionDescription: subCategory.description,
      sku: products.sku,
      name: products.name,
      seriesName: series.name,
      wattage: products.wattage,
      lumens: products.lumens,
      cctKelvin: products.cctKelvin,
      cri: products.cri,
      dlcListing: products.dlcListing,
      listPriceCents: products.listPriceCents,
      technicalSpecs: products.technicalSpecs,
      link: products.link,
    })
    .from(products)
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .innerJoin(topCategory, eq(topCategory.id, subCategory.parentId))
    .leftJoin(series, eq(series.id, products.seriesId))
    .where(where)
    .orderBy(
      asc(topCategory.position),
      asc(subCategory.position),
      asc(subCategory.name),
      asc(products.wattage),
      asc(products.sku),
    );
  const sections: CatalogueSection[] = [];
  for (const { section, sectionDescription, ...product } of rows) {
    const last = sections.at(-1);
    if (last?.name === section) last.products.push(product);
    else sections.push({ name: section, description: sectionDescription, products: [product] });
  }
  return sections;
}

/** The products of a top-level category (slug, case-insensitive), by sub-category; 404 when it has none. */
export async function catalogueContents(db: Db, categorySlug: string): Promise<CatalogueContents> {
  const subject = (await catalogueSubjects(db)).find(
    (candidate) => candidate.key.toLowerCase() === categorySlug.toLowerCase(),
  );
  if (!subject) throw notFound("Catalog");
  const sections = await sectionsWhere(db, sql`lower(${topCategory.slug}) = lower(${subject.key})`);
  return { subject, sections };
}

/** The products of a series (code, case-insensitive), by sub-category; 404 when it has none. */
export async function seriesContents(db: Db, seriesCode: string): Promise<CatalogueContents> {
  const subject = (await seriesSubjects(db)).find(
    (candidate) => candidate.key.toLowerCase() === seriesCode.toLowerCase(),
  );
  if (!subject) throw notFound("Brochure");
  const sections = await sectionsWhere(db, eq(series.code, subject.key));
  return { subject, sections };
}

/** The product documents the literature library lists. */
export const LIBRARY_DOCUMENT_TYPES = ["installation_guide", "spec_sheet"] as const satisfies DocumentType[];
export type LibraryDocumentType = (typeof LIBRARY_DOCUMENT_TYPES)[number];

export type LibraryDocument = {
  type: LibraryDocumentType;
  title: string;
  url: string;
  categoryName: string;
  categorySlug: string;
};

/**
 * One page of the product documents (installation guides, then spec sheets, by title), each URL once,
 * narrowed to a top-level category and document types; with the count of all that match.
 */
export async function documentLibrary(
  db: Db,
  filter: { categorySlug?: string | undefined; types: readonly LibraryDocumentType[] },
  page: { offset: number; limit: number },
): Promise<{ total: number; documents: LibraryDocument[] }> {
  if (filter.types.length === 0) return { total: 0, documents: [] };
  const typeList = sql.join(
    filter.types.map((type) => sql`${type}`),
    sql`, `,
  );
  const where = and(
    sql`${productDocuments.type} in (${typeList})`,
    filter.categorySlug ? sql`lower(${topCategory.slug}) = lower(${filter.categorySlug})` : undefined,
  );
  const grouped = db
    .select({
      type: productDocuments.type,
      title: productDocuments.title,
      url: productDocuments.url,
      categoryName: sql<string>`min(${topCategory.name})`.as("category_name"),
      categorySlug: sql<string>`min(${topCategory.slug})`.as("category_slug"),
    })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .innerJoin(subCategory, eq(subCategory.id, products.categoryId))
    .innerJoin(topCategory, eq(topCategory.id, subCategory.parentId))
    .where(where)
    .groupBy(productDocuments.type, productDocuments.title, productDocuments.url)
    .as("library");
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(grouped),
    db
      .select()
      .from(grouped)
      .orderBy(
        sql`case ${grouped.type} when 'installation_guide' then 0 else 1 end`,
        asc(grouped.title),
        asc(grouped.url),
      )
      .offset(page.offset)
      .limit(page.limit),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    documents: rows.map((row) => ({ ...row, type: row.type as LibraryDocumentType })),
  };
}
