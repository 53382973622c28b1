import { type ProductCard, type ProductCardSource, toProductCard } from "../../../lib/catalog/catalog.ts";
import {
  type ProductFacets,
  type ProductQuery,
  SEARCH_MIN_CHARS,
} from "../../../lib/search/product-query.ts";
import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import {
  type CategoryScope,
  categoryIdsSql,
  categoryKey,
  isFiltered,
  isScoped,
  type ProductSelection,
  productFacetsSql,
  productPageSql,
  type TextMatch,
  tsquerySourcesSql,
} from "./search-sql.ts";
import { correctableWords, parseSearchTerm, prefixWords, type SearchTerms } from "./search-terms.ts";

export type ProductSearchPage = {
  items: ProductCard[];
  total: number;
  offset: number;
  limit: number;
  facets: ProductFacets;
};

export const EMPTY_FACETS: ProductFacets = {
  cct: [],
  mounting: [],
  ipRating: [],
  dlc: { listed: 0 },
  wattage: { min: null, max: null },
  lumens: { min: null, max: null },
};

type FacetRow = {
  set: number;
  ccts: number[] | null;
  mounting: string | null;
  ipRating: string | null;
  count: number;
  dlcListed: number;
  wattageMin: number | null;
  wattageMax: number | null;
  lumensMin: number | null;
  lumensMax: number | null;
};

/**
 * The results page's full-text query source: every word as a prefix, misspelt ones or-ed with their
 * correction from the catalogue's vocabulary ("trofer" → "troffers"). 0–1 query.
 */
async function querySource(db: Db, terms: SearchTerms): Promise<string | null> {
  if (terms.words.length === 0) return null;
  const [row] = await selectRows<{ typing: string | null }>(
    db,
    tsquerySourcesSql(prefixWords(terms), correctableWords(terms)),
  );
  return row?.typing ?? null;
}

/** The ids of the categories a scope covers; undefined for the whole catalogue. 0–1 query. */
export async function categoryIds(db: Db, scope: CategoryScope): Promise<number[] | undefined> {
  if (!isScoped(scope)) return undefined;
  return (await selectRows<{ id: number }>(db, categoryIdsSql(scope))).map((r) => r.id);
}

/** The parts of a ProductQuery that select products, with its categories and typo corrections resolved. */
async function selectionOf(
  db: Db,
  query: ProductQuery,
): Promise<{ selection: ProductSelection; terms?: SearchTerms }> {
  const scope: CategoryScope = {
    categoryKey: query.category?.trim() ? categoryKey(query.category) : undefined,
    subCategoryKey: query.subCategory?.trim() ? categoryKey(query.subCategory) : undefined,
  };
  const { q, category: _c, subCategory: _s, sort: _o, offset: _f, limit: _l, ...filters } = query;
  const terms = q ? parseSearchTerm(q) : undefined;
  const [tsquery, ids] = await Promise.all([terms ? querySource(db, terms) : null, categoryIds(db, scope)]);
  const match: TextMatch | undefined = terms && { kind: "text", vector: "names", terms, tsquery };
  return { selection: { match, categoryIds: ids, filters }, terms };
}

async function pageOf(db: Db, selection: ProductSelection, query: ProductQuery): Promise<ProductSearchPage> {
  const page = { sort: query.sort, offset: query.offset, limit: query.limit };
  const [items, facetRows] = await Promise.all([
    selectRows<ProductCardSource>(db, productPageSql(selection, page)),
    selectRows<FacetRow>(db, productFacetsSql(selection)),
  ]);
  const { total, facets } = toFacets(facetRows);
  return {
    items: items.map((r) => toProductCard(r)),
    total,
    offset: query.offset,
    limit: query.limit,
    facets,
  };
}

/**
 * The search under every product listing (list-products.ts: the results, category and sub-category
 * pages and the API's product search): words in any order, part numbers, typos, category or
 * sub-category, filters, sort and paging, with the filter panel's facets over the filtered set. An unknown category or sub-category matches nothing (a shared link to a
 * renamed category shows an empty list, not an error).
 *
 * Words are looked for in names and attributes first. Only when no product is named so does the
 * search read applications and descriptions too ("warehouse", "fluorescent"), and only when those do
 * not mention it either (and no filter is set), names similar to the term (a typo of a word that no
 * category name contains).
 * Products that name what was asked for are what a buyer means; a word common in descriptions
 * would otherwise bury them among thousands that merely mention it, and make every such search read
 * a quarter of the catalogue. Queries: 2, plus 1 with a category and 1 with words to correct; 2 more
 * for each further step.
 */
export async function searchProducts(db: Db, query: ProductQuery): Promise<ProductSearchPage> {
  if (query.q !== undefined && query.q !== "" && query.q.trim().length < SEARCH_MIN_CHARS) {
    return { items: [], total: 0, offset: query.offset, limit: query.limit, facets: EMPTY_FACETS };
  }
  const { selection, terms } = await selectionOf(db, query);
  let page = await pageOf(db, selection, query);
  if (page.total > 0 || selection.match?.kind !== "text" || !terms) return page;
  page = await pageOf(db, { ...selection, match: { ...selection.match, vector: "everything" } }, query);
  // With filters, an empty result says the filters exclude the matches, not that a word is misspelt.
  if (page.total > 0 || terms.words.length === 0 || isFiltered(selection.filters)) return page;
  return pageOf(db, { ...selection, match: { kind: "fuzzy", terms } }, query);
}

/** Products per orderable CCT, from the rows grouped by each product's array of CCTs. */
function countByCct(rows: FacetRow[]): { value: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const kelvin of row.ccts ?? []) counts.set(kelvin, (counts.get(kelvin) ?? 0) + row.count);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value - b.value);
}

/** The grouping-sets rows of productFacetsSql as the filter panel's facets and the total. */
function toFacets(rows: FacetRow[]): { total: number; facets: ProductFacets } {
  const whole = rows.find((r) => r.set === 7);
  if (!whole || whole.count === 0) return { total: 0, facets: EMPTY_FACETS };
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  // grouping() sets a bit for each column the row is NOT grouped by: cct 4, mounting 2, IP rating 1.
  const groupedBy = (set: number) => rows.filter((r) => r.set === set);
  return {
    total: whole.count,
    facets: {
      cct: countByCct(groupedBy(3)),
      mounting: groupedBy(5)
        .flatMap((r) => (r.mounting === null ? [] : [{ value: r.mounting, count: r.count }]))
        .sort(byCount),
      ipRating: groupedBy(6)
        .flatMap((r) => (r.ipRating === null ? [] : [{ value: r.ipRating, count: r.count }]))
        .sort((a, b) => a.value.localeCompare(b.value)),
      dlc: { listed: whole.dlcListed },
      wattage: { min: whole.wattageMin, max: whole.wattageMax },
      lumens: { min: whole.lumensMin, max: whole.lumensMax },
    },
  };
}
