import { z } from "zod";
import { PRODUCT_GRID_PAGE_SIZE } from "./catalog.ts";

/**
 * The contract of product listing and search, shared by the sub-category page, the search results page,
 * the JSON API and (later) the assistant. Filters are what a lighting buyer narrows by; every field
 * lives in the URL query string so a filtered page can be shared.
 */

export const PRODUCT_SORTS = [
  "relevance",
  "name",
  "price-asc",
  "price-desc",
  "wattage-asc",
  "lumens-desc",
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Comma-separated list in the URL (`cct=3000,4000`) → array; absent → undefined. */
const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(20).optional(),
  );

export const productFiltersSchema = z
  .object({
    wattageMin: z.coerce.number().int().min(0).max(100_000).optional(),
    wattageMax: z.coerce.number().int().min(0).max(100_000).optional(),
    lumensMin: z.coerce.number().int().min(0).max(10_000_000).optional(),
    lumensMax: z.coerce.number().int().min(0).max(10_000_000).optional(),
    /** Colour temperatures in kelvin, e.g. [3000, 4000]. */
    cct: csv(z.coerce.number().int().min(1000).max(10_000)),
    mounting: csv(z.string().min(1).max(60)),
    ipRating: csv(z.string().min(1).max(20)),
    /** true: DLC Standard or Premium listed only. */
    dlc: z
      .enum(["true", "false"])
      .transform((v) => v === "true")
      .optional(),
  })
  .strict();
export type ProductFilters = z.infer<typeof productFiltersSchema>;

export const productQuerySchema = z
  .object({
    /** Free text: words in any order, part-number prefixes, typos tolerated. */
    q: z.string().trim().max(100).optional(),
    /** A top-level category name (the search bar's category filter), or its slug ("Wall-Packs"). */
    category: z.string().trim().max(100).optional(),
    /** A sub-category name or slug: the sub-category page's listing (`/p/{category}/{subcategory}`). */
    subCategory: z.string().trim().max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).default("relevance"),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(60).default(6),
  })
  .extend(productFiltersSchema.shape)
  .strict();
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** Counts of the values present in the current result set, for the filter panel. */
export type ProductFacets = {
  cct: { value: number; count: number }[];
  mounting: { value: string; count: number }[];
  ipRating: { value: string; count: number }[];
  dlc: { listed: number };
  wattage: { min: number | null; max: number | null };
  lumens: { min: number | null; max: number | null };
};

/** The typeahead's kinds of result (SRCH-08): exactly these badge strings. */
export const SEARCH_BADGES = ["Category", "Sub-Category", "option", "Series", "Part No."] as const;
export type SearchBadge = (typeof SEARCH_BADGES)[number];

/** One typeahead result (SRCH-07). */
export type SearchResult = {
  name: string;
  image: string | null;
  altText: string;
  badge: SearchBadge;
  description: string;
  link: string;
};

export const SEARCH_LIMIT = 12;
export const TYPEAHEAD_MAX_RESULTS = 10;
export const TYPEAHEAD_MIN_CHARS = 3;
export const SEARCH_MIN_CHARS = 2;

/**
 * API-13's query string (SRCH-05): `limit=12&shortened=true&searchTerm={term}[&category={category}]`.
 * A term shorter than SEARCH_MIN_CHARS is valid and simply finds nothing.
 */
export const typeaheadQuerySchema = z
  .object({
    searchTerm: z.string().max(200),
    category: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => value || undefined),
    limit: z.coerce.number().int().min(1).max(50).default(SEARCH_LIMIT),
    /** true (the default): descriptions cut to a line or two, as the typeahead shows them. */
    shortened: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
  })
  .strict();
export type TypeaheadQuery = z.infer<typeof typeaheadQuerySchema>;

/** Paging of the product lists of API-15 and API-16 (`?offset=0&limit=6`). */
export const productPagingSchema = z
  .object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(PRODUCT_GRID_PAGE_SIZE),
  })
  .strict();
export type ProductPaging = z.infer<typeof productPagingSchema>;
