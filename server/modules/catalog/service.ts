import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import {
  byPosition,
  categoryPath,
  type ProductCard,
  type SidebarCategory,
  subCategoryPath,
  toProductCard,
} from "../../../lib/catalog/catalog.ts";
import type { ProductQuery } from "../../../lib/search/product-query.ts";
import type { StaffImportBody } from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../errors.ts";
import { listProducts } from "./list-products.ts";
import { listRatedProducts, type RatedProductFilter } from "./list-rated-products.ts";
import { currentCatalogRevision, sharedFreshReads } from "./revision.ts";
import { categories, productCardColumns, products } from "./schema.ts";
import { createCatalogSearch } from "./search.ts";
import { staffImportCatalog } from "./staff-import-catalog.ts";

export type CategoryPage = {
  id: number;
  name: string;
  description: string;
  imageNames: string;
  parent: { name: string; link: string } | null;
  subCategories: { name: string; link: string; imageNames: string }[];
};

export function createCatalogService(db: Db) {
  const search = createCatalogSearch(db);
  /** The catalogue's revision, read fresh for each caller, one read shared by callers at the same moment. */
  const revision = sharedFreshReads(() => currentCatalogRevision(db));
  /** The menu's category names and the revision they were read at (the site's layout shows them on every page). */
  let menuNames: { revision: number; names: string[] } | null = null;

  /** Every category in one query; the tree is assembled here, at most two levels deep. */
  async function sidebarTree(): Promise<SidebarCategory[]> {
    const rows = await db
      .select({
        id: categories.id,
        name: categories.name,
        position: categories.position,
        imageNames: categories.imageNames,
        parentId: categories.parentId,
      })
      .from(categories);
    const tops = new Map<number, SidebarCategory>();
    for (const row of rows) {
      if (row.parentId !== null) continue;
      tops.set(row.id, {
        id: row.id,
        categoryName: row.name,
        position: row.position,
        categoryImage: row.imageNames,
        link: categoryPath(row.name),
        subCategories: [],
      });
    }
    for (const row of rows) {
      const parent = row.parentId === null ? undefined : tops.get(row.parentId);
      if (!parent) continue;
      parent.subCategories.push({
        id: row.id,
        categoryName: row.name,
        position: row.position,
        categoryImage: row.imageNames,
        link: subCategoryPath(parent.categoryName, row.name),
      });
    }
    const tree = [...tops.values()].sort(byPosition);
    for (const top of tree) top.subCategories.sort(byPosition);
    return tree;
  }

  /**
   * Top-level category names in menu order, for the search filter (API-12) and every page's menu: read
   * again only when the catalogue's revision has moved (they are read after the revision, so they are
   * never older than it).
   */
  async function searchbarCategoryNames(): Promise<string[]> {
    const current = await revision();
    if (menuNames?.revision === current) return menuNames.names;
    const rows = await db
      .select({ name: categories.name })
      .from(categories)
      .where(isNull(categories.parentId))
      .orderBy(asc(categories.position), asc(categories.name));
    const names = rows.map((r) => r.name);
    menuNames = { revision: current, names };
    return names;
  }

  /** Resolves `/category/{slug}` case-insensitively (ROUTE-07); only top-level categories have such a page. */
  async function categoryBySlug(slug: string): Promise<CategoryPage> {
    const [category] = await db
      .select()
      .from(categories)
      .where(and(sql`lower(${categories.slug}) = lower(${slug})`, isNull(categories.parentId)))
      .limit(1);
    if (!category) throw notFound("Category");
    const subs = await db
      .select({ name: categories.name, imageNames: categories.imageNames })
      .from(categories)
      .where(eq(categories.parentId, category.id))
      .orderBy(asc(categories.position), asc(categories.name));
    return {
      id: category.id,
      name: category.name,
      description: category.description,
      imageNames: category.imageNames,
      parent: null,
      subCategories: subs.map((s) => ({
        name: s.name,
        imageNames: s.imageNames,
        link: subCategoryPath(category.name, s.name),
      })),
    };
  }

  async function featuredProducts(limit: number): Promise<ProductCard[]> {
    const rows = await db
      .select(productCardColumns)
      .from(products)
      .where(eq(products.featured, true))
      .orderBy(desc(products.updatedAt), asc(products.name))
      .limit(limit);
    return rows.map((r) => toProductCard(r));
  }

  async function hasCategories(): Promise<boolean> {
    const [row] = await db.select({ id: categories.id }).from(categories).limit(1);
    return row !== undefined;
  }

  return {
    sidebarTree,
    searchbarCategoryNames,
    categoryBySlug,
    featuredProducts,
    hasCategories,
    /** The listing pages' and the API's product search, facets included (list-products.ts). */
    listProducts: (query: ProductQuery) => listProducts(search, query),
    /** Products by category, series, wattage band and DLC listing (the rebates and innovation pages). */
    ratedProducts: (filter: RatedProductFilter) => listRatedProducts(db, filter),
    /** The catalogue's revision, raised by every change to it (the guest page cache's key, issue 17). */
    revision,
    /** #33.5: a catalogue file imported from the console (dry run first), with its audit entry. */
    staffImport: (actor: StaffActor, body: StaffImportBody) => staffImportCatalog(db, actor, body),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
