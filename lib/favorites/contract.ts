import { z } from "zod";
import { MAX_FAVORITES_PAGE_SIZE } from "./constants.ts";

export * from "./constants.ts";

/**
 * Favorites (FAV-01 … FAV-04, API-30 … API-32): the products a person keeps, their own (not the
 * account's). The contract of `/api/user-service/favorites…`, shared by the server and the pages.
 */

/** API-30's query: a page after `cursor` (the `rid` of the last favorite shown). */
export const listFavoritesQuery = z
  .object({
    cursor: z.uuid().optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_FAVORITES_PAGE_SIZE))
      .optional(),
    /** Decision 0: at most a hint; the caller's own id or nothing (any other is 404). */
    userId: z.string().max(64).optional(),
  })
  .strict();
export type ListFavoritesQuery = z.infer<typeof listFavoritesQuery>;

const cents = z.number().int();

/** One favorite as the tab shows it: the product and the caller's price of it today. */
export const favoriteSchema = z
  .object({
    /** FAV-04: the favorite's own id. */
    rid: z.uuid(),
    productId: z.uuid(),
    sku: z.string(),
    name: z.string(),
    image: z.object({ url: z.string(), alt: z.string() }).strict().nullable(),
    /** The product page; null once the product left the catalogue. */
    link: z.string().nullable(),
    listPriceCents: cents.nullable(),
    /** The working account's price when its price list has the product and differs; else null. */
    accountPriceCents: cents.nullable(),
    /** False when the product left the catalogue: shown from what was kept of it, without a price. */
    available: z.boolean(),
    addedAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteListSchema = z
  .object({ favorites: z.array(favoriteSchema), nextCursor: z.uuid().nullable() })
  .strict();
export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** API-31's answer: the favorite, and whether this call added it (false: it was there already). */
export const addedFavoriteSchema = z.object({ favorite: favoriteSchema, added: z.boolean() }).strict();
export type AddedFavorite = z.infer<typeof addedFavoriteSchema>;

/** API-32's answer. */
export const removedFavoriteSchema = z.object({ rid: z.uuid(), productId: z.uuid() }).strict();
export type RemovedFavorite = z.infer<typeof removedFavoriteSchema>;

/** Which products the caller has favorited: every page's hearts read it. */
export const favoriteIdsSchema = z.object({ productIds: z.array(z.uuid()) }).strict();
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
