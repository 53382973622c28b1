import { z } from "zod";
import { PRODUCT_GRID_PAGE_SIZE } from "../catalog/catalog.ts";
import { text } from "../shared/safe-text.ts";
import { PRODUCT_SORTS, SEARCH_LIMIT, SEARCH_MAX_CHARS, SEARCH_TOO_LONG_MESSAGE } from "./constants.ts";

// The zod-free part of the contract lives in search-constants.ts, so pages that need only the
// constants and types (the header's search box on every page) do not load zod.
export * from "./constants.ts";

/**
 * The contract of product listing and search, shared by the sub-category page, the search results page,
 * the JSON API and (later) the assistant. Filters are what a lighting buyer narrows by; every field
 * lives in the URL query string so a filtered page can be shared.
 */

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
    mounting: csv(text().min(1).max(60)),
    ipRating: csv(text().min(1).max(20)),
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
    q: text().trim().max(SEARCH_MAX_CHARS, SEARCH_TOO_LONG_MESSAGE).optional(),
    /** A top-level category name (the search bar's category filter), or its slug ("Wall-Packs"). */
    category: text().trim().max(100).optional(),
    /** A sub-category name or slug: the sub-category page's listing (`/p/{category}/{subcategory}`). */
    subCategory: text().trim().max(100).optional(),
    sort: z.enum(PRODUCT_SORTS).default("relevance"),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(60).default(6),
  })
  .extend(productFiltersSchema.shape)
  .strict();
export type ProductQuery = z.infer<typeof productQuerySchema>;

/**
 * API-13's query string (SRCH-05): `limit=12&shortened=true&searchTerm={term}[&category={category}]`.
 * A term shorter than SEARCH_MIN_CHARS is valid and simply finds nothing.
 */
export const typeaheadQuerySchema = z
  .object({
    searchTerm: text().max(SEARCH_MAX_CHARS, SEARCH_TOO_LONG_MESSAGE),
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
