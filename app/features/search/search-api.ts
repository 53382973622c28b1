import {
  SEARCH_BADGES,
  SEARCH_LIMIT,
  type SearchBadge,
  type SearchResult,
  TYPEAHEAD_MAX_RESULTS,
} from "../../../lib/search/constants.ts";
import { reportFailedCall } from "../../client-log.ts";

/** API-13: the typeahead's search call. */
export const SEARCH_ENDPOINT = "/api/product-service/elastic-search/search";
/** API-12: the names of the search bar's category filter (SRCH-02). */
export const SEARCHBAR_CATEGORIES_ENDPOINT = "/api/product-service/categories/searchbar";
/** Quiet time after the last keystroke before the typeahead asks (OPEN default of SRCH-03…SRCH-10). */
export const TYPEAHEAD_DEBOUNCE_MS = 300;

/**
 * SRCH-05: `limit=12&shortened=true&searchTerm={term}`, plus `&category={category}` only when one is
 * selected. The parameters are written in this order on purpose: the specification gives the URL verbatim.
 */
export function typeaheadUrl(term: string, category?: string): string {
  const url = `${SEARCH_ENDPOINT}?limit=${SEARCH_LIMIT}&shortened=true&searchTerm=${encodeURIComponent(term)}`;
  return category ? `${url}&category=${encodeURIComponent(category)}` : url;
}

/** SRCH-11 / ROUTE-05: `/catalogsearch/{searchTerm}?category={category}`, the term percent-encoded. */
export function searchResultsPath(term: string, category?: string): string {
  const path = `/catalogsearch/${encodeURIComponent(term.trim())}`;
  return category ? `${path}?category=${encodeURIComponent(category)}` : path;
}

/**
 * A result the typeahead can show. Written by hand rather than with zod: the header is on every page, and
 * its bundle should not carry a schema library for six fields. Extra fields the server may add are ignored.
 */
function toSearchResult(item: unknown): SearchResult | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const { name, image, altText, badge, description, link, sku, listPriceCents, accountPriceCents } =
    item as Record<string, unknown>;
  const valid =
    typeof name === "string" &&
    (image === null || typeof image === "string") &&
    typeof altText === "string" &&
    (SEARCH_BADGES as readonly unknown[]).includes(badge) &&
    typeof description === "string" &&
    // A path of this site: the typeahead navigates client-side, never off the site.
    typeof link === "string" &&
    /^\/(?!\/)/.test(link);
  if (!valid) return undefined;
  const result: SearchResult = { name, image, altText, badge: badge as SearchBadge, description, link };
  // A part number's SKU and prices (issue 32 item 5), kept only when well-formed.
  const cents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
  if (typeof sku === "string") result.sku = sku;
  if (cents(listPriceCents)) {
    result.listPriceCents = listPriceCents;
    if (cents(accountPriceCents)) result.accountPriceCents = accountPriceCents;
  }
  return result;
}

/**
 * The typeahead's results for `term`: at most TYPEAHEAD_MAX_RESULTS (SRCH-06) of the SEARCH_LIMIT asked
 * for. A failed request, an error status or an answer that is not a list resolves to an empty list
 * (SRCH-10), so the box says "No products found" instead of breaking; the failure is still reported
 * through API-64 (AMB-30: an outage must not go unnoticed; ERR-01). Rejects only when `signal` aborted the request, because a
 * superseded request is not a failure.
 */
export async function fetchSuggestions(
  term: string,
  category: string | undefined,
  signal: AbortSignal,
): Promise<SearchResult[]> {
  const url = typeaheadUrl(term, category);
  try {
    const response = await fetch(url, {
      signal,
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error("the answer is not a list");
    const results: SearchResult[] = [];
    for (const item of body) {
      const result = toSearchResult(item);
      // SRCH-08: a result whose badge is not one of the five kinds (or that lacks a field) is not shown.
      if (result) results.push(result);
    }
    if (results.length < body.length) {
      console.warn(`search: ${body.length - results.length} malformed result(s) dropped`);
    }
    return results.slice(0, TYPEAHEAD_MAX_RESULTS);
  } catch (error) {
    if (signal.aborted) throw error;
    reportFailedCall({ endpoint: url, error, request: { method: "GET" } });
    return [];
  }
}

/** SRCH-02: the category names of API-12, in the order the server gives them. Rejects on any failure. */
export async function fetchSearchbarCategories(signal?: AbortSignal): Promise<string[]> {
  try {
    const response = await fetch(SEARCHBAR_CATEGORIES_ENDPOINT, {
      signal,
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body) || !body.every((name) => typeof name === "string")) {
      throw new Error("the category names are not a list of strings");
    }
    return body;
  } catch (error) {
    // ERR-01; a request superseded by the page (aborted) is not a failure.
    if (!signal?.aborted) {
      reportFailedCall({ endpoint: SEARCHBAR_CATEGORIES_ENDPOINT, error, request: { method: "GET" } });
    }
    throw error;
  }
}
