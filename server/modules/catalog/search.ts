import {
  categoryPath,
  type ProductCard,
  type ProductCardSource,
  stripApplication,
  subCategoryPath,
  toProductCard,
} from "../../../lib/catalog/catalog.ts";
import type { ProductQuery } from "../../../lib/search/product-query.ts";
import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import { notFound } from "../../errors.ts";
import type { ProductFacts } from "./product-details.ts";
import type { ProductImage } from "./schema.ts";
import { searchProducts } from "./search-products.ts";
import {
  categoryByKeySql,
  categoryKey,
  type ProductSelection,
  productByIdSql,
  productCountSql,
  productPageSql,
  productsByIdsSql,
} from "./search-sql.ts";
import { taxonomySnapshots } from "./taxonomy-suggestions.ts";
import { type TypeaheadInput, typeahead } from "./typeahead.ts";
import { cachedTypeahead, type TypeaheadCacheOptions } from "./typeahead-cache.ts";

export type Paging = { offset: number; limit: number };
export type ProductListPage = { items: ProductCard[]; total: number; offset: number; limit: number };

/** One product as API-14 returns it (the spec's Product: id, productID, sku, name, images, options…). */
export type ProductVariation = ProductFacts & {
  id: string;
  productID: string;
  sku: string;
  name: string;
  description: string;
  images: ProductImage[];
  /** The spec's `::`-separated spec lines, as stored. */
  technicalSpecs: string;
  /** Application text without the leading `::` some records carry. */
  application: string;
  link: string;
  listPriceCents: number;
  category: { name: string; link: string };
  subCategory: { name: string; link: string } | null;
  series: { code: string; name: string } | null;
  options: {
    optionID: string;
    name: string;
    group: string;
    catalogSegment: string;
    priceCents: number;
    isDefault: boolean;
  }[];
};

type VariationRow = Omit<ProductVariation, "category" | "subCategory" | "series"> & {
  categoryName: string;
  parentCategoryName: string | null;
  seriesCode: string | null;
  seriesName: string | null;
};

/**
 * Product search and typeahead in PostgreSQL (full text and pg_trgm, all indexed; no search server).
 * Every statement comes from search-sql.ts; each function runs a fixed, small number of them whatever
 * the size of the catalogue. The typeahead is typeahead.ts, the results and listing search
 * search-products.ts; the API's product lists (API-14 to API-16) are here.
 */
export function createCatalogSearch(db: Db, typeaheadCache?: TypeaheadCacheOptions) {
  const taxonomy = taxonomySnapshots(db);
  const search = (input: TypeaheadInput) => typeahead(db, taxonomy, input);
  return {
    /** With `typeaheadCache`, answers are kept by catalogue revision (typeahead-cache.ts). */
    typeahead: typeaheadCache ? cachedTypeahead(search, typeaheadCache) : search,
    searchProducts: (query: ProductQuery) => searchProducts(db, query),
    productById: (id: string) => productById(db, id),
    productsByIds: (ids: readonly string[]) => productsByIds(db, ids),
    productsByCategoryName: (name: string, paging: Paging) => productsByCategoryName(db, name, paging),
    allProducts: (paging: Paging) => allProducts(db, paging),
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;

/** API-14: one product with its options, by uuid, product code (`productID`) or SKU. 1 query. */
async function productById(db: Db, id: string): Promise<ProductVariation> {
  const [row] = await selectRows<VariationRow>(db, productByIdSql(id.trim()));
  if (!row) throw notFound("Product");
  return toVariation(row);
}

/** Products as API-14 answers each, by uuid, in the order asked (unknown ids left out). 1 query. */
async function productsByIds(db: Db, ids: readonly string[]): Promise<ProductVariation[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<VariationRow>(db, productsByIdsSql(ids));
  return rows.map(toVariation);
}

function toVariation(row: VariationRow): ProductVariation {
  const { categoryName, parentCategoryName, seriesCode, seriesName, ...product } = row;
  const top = parentCategoryName ?? categoryName;
  return {
    ...product,
    application: stripApplication(product.application),
    category: { name: top, link: categoryPath(top) },
    subCategory: parentCategoryName
      ? { name: categoryName, link: subCategoryPath(parentCategoryName, categoryName) }
      : null,
    series: seriesCode && seriesName ? { code: seriesCode, name: seriesName } : null,
  };
}

async function listPage(db: Db, selection: ProductSelection, paging: Paging): Promise<ProductListPage> {
  const [items, [count]] = await Promise.all([
    selectRows<ProductCardSource>(db, productPageSql(selection, { sort: "name", ...paging })),
    selectRows<{ total: number }>(db, productCountSql(selection)),
  ]);
  return { items: items.map((r) => toProductCard(r)), total: count?.total ?? 0, ...paging };
}

/**
 * API-15: the products of a category (with its sub-categories') or of a sub-category, by name or
 * slug ("Wall Packs", "Wall-Packs"), ordered by product name. NOT_FOUND for an unknown name. 3 queries.
 */
async function productsByCategoryName(
  db: Db,
  name: string,
  paging: Paging,
): Promise<ProductListPage & { category: { name: string; link: string } }> {
  const [category] = await selectRows<{ id: number; name: string; parentName: string | null; ids: number[] }>(
    db,
    categoryByKeySql(categoryKey(name)),
  );
  if (!category) throw notFound("Category");
  const page = await listPage(db, { categoryIds: category.ids, filters: {} }, paging);
  const link = category.parentName
    ? subCategoryPath(category.parentName, category.name)
    : categoryPath(category.name);
  return { category: { name: category.name, link }, ...page };
}

/** API-16: every product, by name (then id, so pages never overlap), one page at a time. 2 queries. */
function allProducts(db: Db, paging: Paging): Promise<ProductListPage> {
  return listPage(db, { filters: {} }, paging);
}
