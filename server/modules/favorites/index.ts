import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ListFavoritesQuery } from "../../../lib/favorites/contract.ts";
import { addFavorite } from "./add-favorite.ts";
import type { FavoritesDeps } from "./deps.ts";
import { favoriteProductIds, listFavorites } from "./list-favorites.ts";
import { removeFavorite } from "./remove-favorite.ts";

/** The demo users' favorites, seeded into an empty database (README, "Demo accounts"). */
export { demoFavorites, seedDemoFavorites } from "./demo/favorites.ts";
export type { FavoritesDeps } from "./deps.ts";

/**
 * The favorites module (issue 14, FAV-01 … FAV-04, API-30 … API-32): the products a person keeps,
 * their own and not the account's, for any signed-in person. Every function takes the caller (from
 * the session) and reaches only the caller's rows (`ownedBy` in each query): another person's favorite
 * is not found (404).
 */
export function createFavoritesModule(deps: FavoritesDeps) {
  return {
    /** API-30. */
    list: (caller: SessionUser, query: ListFavoritesQuery = {}) => listFavorites(deps, caller, query),
    /** API-31: `productId` is the catalogue's product id. */
    add: (caller: SessionUser, productId: string) => addFavorite(deps, caller, productId),
    /** API-32: `id` is the favorite's rid or the product's id. */
    remove: (caller: SessionUser, id: string) => removeFavorite(deps, caller, id),
    /** The products the caller has favorited, for the hearts of every page. */
    productIds: (caller: SessionUser) => favoriteProductIds(deps, caller),
  };
}

export type FavoritesModule = ReturnType<typeof createFavoritesModule>;

// The routers the server mounts: thin, one call of this module a route.
export { favoriteRoutes } from "./routes.ts";
