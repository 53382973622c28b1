/**
 * Issue 32 item 5: the signed-in buyer's own prices of the products a page shows (product cards on
 * the category, sub-category, search and series pages). The cached guest page carries list prices
 * only; after hydration the page asks once, with the SKUs of its cards, and the cards show the
 * account's price with the list price struck through.
 */
export const VIEWER_PRICES_ENDPOINT = "/api/product-service/prices";
/** The most SKUs one request may ask about: a listing page shows 24 cards, the series page 60. */
export const VIEWER_PRICES_MAX = 60;

/** One product's price for the caller's working account, exactly as the cart prices one unit. */
export type ViewerPrice = {
  sku: string;
  listPriceCents: number;
  /** What one unit in the standard configuration costs the working account; null: the list price. */
  accountPriceCents: number | null;
};

/** The prices of the SKUs asked for that are in the catalogue, for the session's working account. */
export type ViewerPricesAnswer = { prices: ViewerPrice[] };
