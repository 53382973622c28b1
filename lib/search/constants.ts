/**
 * The zod-free part of the product listing and search contract (lib/search/product-query.ts): constants and
 * types the pages need. Kept apart so the header's search box, on every page, does not load zod.
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
  /** A part number ("Part No.") only: its SKU and list price (issue 32 item 5). */
  sku?: string;
  listPriceCents?: number;
  /**
   * A part number shown to a signed-in buyer only: one unit's price for the working account, as the
   * cart charges it; null when the account pays the list price. Never in a guest's (cached) answer.
   */
  accountPriceCents?: number | null;
};

export const SEARCH_LIMIT = 12;
export const TYPEAHEAD_MAX_RESULTS = 10;
export const TYPEAHEAD_MIN_CHARS = 3;
export const SEARCH_MIN_CHARS = 2;
/** The longest search the server accepts (#9.19): longer text is refused with a message, not cut silently. */
export const SEARCH_MAX_CHARS = 100;
export const SEARCH_TOO_LONG_MESSAGE = `Searches are limited to ${SEARCH_MAX_CHARS} characters. Shorten the search and try again.`;

/** Cuts `text` to at most `max` characters, ending with an ellipsis when it was cut. */
export function ellipsize(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
