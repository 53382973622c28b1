import type { ProductCard } from "../../../lib/catalog/catalog.ts";
import type { ProductFacets, ProductFilters, ProductQuery } from "../../../lib/search/product-query.ts";
import type { PageContext } from "../../../server/page-context.ts";
import { type ListingState, listingLimit, listingSlices, parseListingParams } from "./listing-url.ts";

/** Where a listing looks: free text, a top-level category, a sub-category of it. */
export type ListingScope = Pick<ProductQuery, "q" | "category" | "subCategory">;

export type ListingData = {
  state: ListingState;
  items: ProductCard[];
  total: number;
  facets: ProductFacets;
};

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
 * A listing page's products: the URL's filters, sort and page, over the scope. "Load More" keeps `page`
 * in the URL, so page N shows the first N × 6 products; they are fetched in as few search calls as the
 * contract's page size allows, and the counts and facets come from the first.
 */
export async function loadListing(
  search: PageContext["search"],
  scope: ListingScope,
  url: URL,
): Promise<ListingData> {
  const state = parseListingParams(url.searchParams);
  const [first, ...rest] = listingSlices(listingLimit(state.page));
  const query = (slice: { offset: number; limit: number }) =>
    search.searchProducts({ ...scope, ...state.filters, sort: state.sort, ...slice });
  const [head, facets] = await Promise.all([
    query(first ?? { offset: 0, limit: listingLimit(1) }),
    disjunctiveFacets(search, scope, state),
  ]);
  const items = [...head.items];
  for (const slice of rest) {
    if (slice.offset >= head.total) break;
    items.push(...(await query(slice)).items);
  }
  return { state, items, total: head.total, facets: { ...head.facets, ...facets } };
}

/**
 * The counts of a facet whose filter is set, computed without that filter: with 3000K ticked the panel
 * still offers 3500K and 4000K with the number each would add, instead of only the ticked value. One
 * extra count per active facet (at most six), none when no filter is set.
 */
async function disjunctiveFacets(
  search: PageContext["search"],
  scope: ListingScope,
  state: ListingState,
): Promise<Partial<ProductFacets>> {
  const active = (Object.keys(facetFilters) as (keyof ProductFacets)[]).filter((facet) =>
    facetFilters[facet].some((field) => state.filters[field] !== undefined),
  );
  const answers = await Promise.all(
    active.map((facet) => {
      const filters: ProductFilters = { ...state.filters };
      for (const field of facetFilters[facet]) delete filters[field];
      return search.searchProducts({ ...scope, ...filters, sort: state.sort, offset: 0, limit: 1 });
    }),
  );
  return Object.fromEntries(active.map((facet, index) => [facet, answers[index]?.facets[facet]]));
}
