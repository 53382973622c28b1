import { z } from "zod";

/**
 * Issue 32 item 6: the quick order's "Previously purchased" list: the distinct SKUs the working
 * account ordered most recently, each with the quantity and date of its last order, newest first.
 */
export const PREVIOUSLY_PURCHASED_PAGE = 10;
export const PREVIOUSLY_PURCHASED_MAX_PAGE = 50;
/** The account's most recent orders the list is read from (a bound on the work, whatever the history). */
export const PREVIOUSLY_PURCHASED_ORDERS = 200;

export const previouslyPurchasedQuery = z
  .object({
    offset: z.coerce.number().int().min(0).max(1_000).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PREVIOUSLY_PURCHASED_MAX_PAGE)
      .default(PREVIOUSLY_PURCHASED_PAGE),
  })
  .strict();
export type PreviouslyPurchasedQuery = z.infer<typeof previouslyPurchasedQuery>;

export type PurchasedItem = {
  sku: string;
  name: string;
  /** The quantity of the SKU's line in its last order (the sum when that order had several lines of it). */
  lastQuantity: number;
  /** When its last order was placed (ISO 8601). */
  lastOrderedAt: string;
  lastOrderNumber: string;
};

export type PreviouslyPurchased = {
  items: PurchasedItem[];
  offset: number;
  /** How many distinct SKUs the list holds in all. */
  total: number;
};
