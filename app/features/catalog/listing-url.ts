import { PRODUCT_GRID_PAGE_SIZE, type ProductCard } from "../../../lib/catalog/catalog.ts";
import {
  PRODUCT_SORTS,
  type ProductFacets,
  type ProductFilters,
  type ProductQuery,
  type ProductSort,
  productFiltersSchema,
  productQuerySchema,
} from "../../../lib/search/product-query.ts";
import { formatNumber } from "../../../lib/shared/format.ts";

/**
 * A product listing's state lives in its URL (`?cct=3000,4000&dlc=true&sort=name&page=2`), so a filtered
 * page can be shared and reloaded. Parsing is forgiving: a value that does not validate is dropped rather
 * than failing the page, because shared links get truncated and hand-edited.
 */

/** "Load More" goes at most this far through the URL; the listing says how to narrow beyond it. */
export const MAX_LISTING_PAGES = 50;

export type ListingState = { filters: ProductFilters; sort: ProductSort; page: number };

/** Where a listing looks: free text, a top-level category, a sub-category of it. */
export type ListingScope = Pick<ProductQuery, "q" | "category" | "subCategory">;

/** What a listing page shows: the URL's state and, from the catalogue, its products and facets. */
export type ListingData = {
  state: ListingState;
  items: ProductCard[];
  total: number;
  facets: ProductFacets;
};

const filterKeys = Object.keys(productFiltersSchema.shape) as (keyof ProductFilters)[];
const listKeys = new Set<keyof ProductFilters>(["cct", "mounting", "ipRating"]);

export function parseListingParams(params: URLSearchParams): ListingState {
  const filters: Record<string, unknown> = {};
  for (const key of filterKeys) {
    // Both `cct=3000,4000` and `cct=3000&cct=4000` (what a plain HTML form sends) are accepted.
    const values = params.getAll(key).filter((value) => value.trim() !== "");
    if (values.length === 0) continue;
    const raw = listKeys.has(key) ? values.join(",") : values[0];
    const parsed = productFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  if (params.get("dlc") === "false") delete filters.dlc;
  const sort = productQuerySchema.shape.sort.safeParse(params.get("sort") ?? undefined);
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    filters: normaliseRanges(filters as ProductFilters),
    sort: sort.success ? sort.data : "relevance",
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LISTING_PAGES) : 1,
  };
}

/** A reversed range ("wattage from 100 to 40") is what the person meant the other way round. */
function normaliseRanges(filters: ProductFilters): ProductFilters {
  const result = { ...filters };
  for (const [min, max] of [
    ["wattageMin", "wattageMax"],
    ["lumensMin", "lumensMax"],
  ] as const) {
    const low = result[min];
    const high = result[max];
    if (low !== undefined && high !== undefined && low > high) {
      result[min] = high;
      result[max] = low;
    }
  }
  return result;
}

/**
 * The query string of a listing state, in a stable order, leaving out defaults (`sort=relevance`,
 * `page=1`) so equal states have equal URLs. `extra` carries parameters of the page itself (`category`).
 */
export function listingSearch(state: Partial<ListingState>, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const filters = state.filters ?? {};
  for (const key of filterKeys) {
    const value = filters[key];
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(","));
    } else params.set(key, String(value));
  }
  if (state.sort && state.sort !== "relevance") params.set("sort", state.sort);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function activeFilterCount(filters: ProductFilters): number {
  return filterKeys.reduce((count, key) => {
    const value = filters[key];
    if (value === undefined || value === false) return count;
    return count + (Array.isArray(value) ? value.length : 1);
  }, 0);
}

export type FilterChip = { label: string; filters: ProductFilters };

const rangeLabel = (min: number | undefined, max: number | undefined, unit: string) => {
  if (min !== undefined && max !== undefined) return `${formatNumber(min)}–${formatNumber(max)} ${unit}`;
  if (min !== undefined) return `≥ ${formatNumber(min)} ${unit}`;
  return `≤ ${formatNumber(max ?? 0)} ${unit}`;
};

/** One removable chip per active filter value; each carries the filters left after removing it. */
export function filterChips(filters: ProductFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const without = (change: Partial<ProductFilters>): ProductFilters => ({ ...filters, ...change });
  if (filters.wattageMin !== undefined || filters.wattageMax !== undefined) {
    chips.push({
      label: rangeLabel(filters.wattageMin, filters.wattageMax, "W"),
      filters: without({ wattageMin: undefined, wattageMax: undefined }),
    });
  }
  if (filters.lumensMin !== undefined || filters.lumensMax !== undefined) {
    chips.push({
      label: rangeLabel(filters.lumensMin, filters.lumensMax, "lm"),
      filters: without({ lumensMin: undefined, lumensMax: undefined }),
    });
  }
  for (const kelvin of filters.cct ?? []) {
    chips.push({ label: `${kelvin}K`, filters: without({ cct: filters.cct?.filter((k) => k !== kelvin) }) });
  }
  for (const mounting of filters.mounting ?? []) {
    chips.push({
      label: mounting,
      filters: without({ mounting: filters.mounting?.filter((m) => m !== mounting) }),
    });
  }
  for (const rating of filters.ipRating ?? []) {
    chips.push({
      label: rating,
      filters: without({ ipRating: filters.ipRating?.filter((r) => r !== rating) }),
    });
  }
  if (filters.dlc) chips.push({ label: "DLC listed", filters: without({ dlc: undefined }) });
  return chips;
}

/** How many products a page of the listing shows: every page up to `page`, as "Load More" appended them. */
export function listingLimit(page: number): number {
  return page * PRODUCT_GRID_PAGE_SIZE;
}

/**
 * The catalogue query of a listing page: the scope with the URL's filters and sort. "Load More" keeps
 * `page` in the URL, so page N asks for the first N × 6 products (the catalogue reads them in slices).
 */
export function listingQuery(scope: ListingScope, state: ListingState): ProductQuery {
  return { ...scope, ...state.filters, sort: state.sort, offset: 0, limit: listingLimit(state.page) };
}

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: "Best match",
  name: "Name (A–Z)",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "wattage-asc": "Wattage: low to high",
  "lumens-desc": "Lumens: high to low",
};

export { PRODUCT_SORTS };
