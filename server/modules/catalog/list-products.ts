import type { ProductFacets, ProductFilters, ProductQuery } from "../../../lib/search/product-query.ts";
import type { CatalogSearch } from "./search.ts";
import type { ProductSearchPage } from "./search-products.ts";

/** The most products one search reads at a time (the `limit` maximum of `productQuerySchema`). */
export const QUERY_LIMIT_MAX = 60;

/** Each facet of the filter panel and the filter fields that narrow by it. */
const facetFilters = {
  cct: ["cct"],
  mounting: ["mounting"],
  ipRating: ["ipRating"],
  dlc: ["dlc"],
  wattage: ["wattageMin", "wattageMax"],
  lumens: ["lumensMin", "lumensMax"],
} as const satisfies Record<keyof ProductFacets, readonly (keyof ProductFilters)[]>;

/**
 * A product listing, as the category, sub-category and search results pages show it and as the API's
 * product search answers it: the query's products with the filter panel's facets. A facet whose filter
 * is set is counted without that filter (see disjunctiveFacets). A limit above the contract's
 * QUERY_LIMIT_MAX (a page extended by many "Load More") is read in slices of at most that size, as few
 * as needed; the counts and facets come from the first.
 */
export async function listProducts(
  search: Pick<CatalogSearch, "searchProducts">,
  query: ProductQuery,
): Promise<ProductSearchPage> {
  const [first, ...rest] = querySlices(query.offset, query.limit);
  const read = (slice: { offset: number; limit: number }) => search.searchProducts({ ...query, ...slice });
  const [head, facets] = await Promise.all([
    read(first ?? { offset: query.offset, limit: query.limit }),
    disjunctiveFacets(search, query),
  ]);
  const items = [...head.items];
  for (const slice of rest) {
    if (slice.offset >= head.total) break;
    items.push(...(await read(slice)).items);
  }
  return {
    items,
    total: head.total,
    offset: query.offset,
    limit: query.limit,
    facets: { ...head.facets, ...facets },
  };
}

/**
 * The reads that fetch `limit` products from `offset`: slices of at most QUERY_LIMIT_MAX, so a listing
 * that has been extended many times is read in a few calls instead of one oversized one.
 */
export function querySlices(offset: number, limit: number): { offset: number; limit: number }[] {
  const slices: { offset: number; limit: number }[] = [];
  for (let from = 0; from < limit; from += QUERY_LIMIT_MAX) {
    slices.push({ offset: offset + from, limit: Math.min(QUERY_LIMIT_MAX, limit - from) });
  }
  return slices;
}

/**
 * The counts of a facet whose filter is set, computed without that filter: with 3000K ticked the panel
 * still offers 3500K and 4000K with the number each would add, instead of only the ticked value. One
 * extra count per active facet (at most six), none when no filter is set.
 */
async function disjunctiveFacets(
  search: Pick<CatalogSearch, "searchProducts">,
  query: ProductQuery,
): Promise<Partial<ProductFacets>> {
  const active = (Object.keys(facetFilters) as (keyof ProductFacets)[]).filter((facet) =>
    facetFilters[facet].some((field) => narrows(query[field])),
  );
  const answers = await Promise.all(
    active.map((facet) => {
      const without: ProductQuery = { ...query, offset: 0, limit: 1 };
      for (const field of facetFilters[facet]) delete without[field];
      return search.searchProducts(without);
    }),
  );
  return Object.fromEntries(active.map((facet, index) => [facet, answers[index]?.facets[facet]]));
}

/** Whether a filter value narrows anything: `dlc=false` and an empty list do not, and need no count. */
function narrows(value: ProductFilters[keyof ProductFilters]): boolean {
  return value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);
}
