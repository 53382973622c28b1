/**
 * The zod-free part of the favorites contract (contract.ts re-exports it): the heart on every product
 * card needs these words, and a page of cards should not load zod for them (issue 15).
 */

/** The spec's toasts (§8 "Portal toasts"), verbatim. */
export const favoriteMessages = {
  loadError: "Could not load favorites",
  addError: "Could not add to favorites",
  removeError: "Could not remove from favorites",
} as const;

/** A page of the `my-favorite-items` tab: two rows of the product grid's three columns. */
export const FAVORITES_PAGE_SIZE = 12;
export const MAX_FAVORITES_PAGE_SIZE = 50;
/**
 * The most favorites one person keeps. Every page knows which products are favorited (the hearts) from
 * one list of ids, so the list stays bounded; past it, adding is refused (409).
 */
export const MAX_FAVORITES = 500;
