import {
  type AddedFavorite,
  addedFavoriteSchema,
  type FavoriteList,
  favoriteListSchema,
  type RemovedFavorite,
  removedFavoriteSchema,
} from "../../../lib/favorites/contract.ts";
import { segment, serviceCall } from "../../service-call.ts";

/** The browser's calls to `/api/user-service/favorites…` (API-30 … API-32, decision 004). */
export const FAVORITES_API = "/api/user-service/favorites";

export const favoritesApi = {
  /** API-30 (FAV-01): a page after the favorite `cursor` (a rid). */
  list: (query: { limit: number; cursor?: string }): Promise<FavoriteList> => {
    const search = new URLSearchParams({ limit: String(query.limit) });
    if (query.cursor) search.set("cursor", query.cursor);
    return serviceCall("GET", `${FAVORITES_API}?${search}`, favoriteListSchema);
  },
  /** API-31 (FAV-02). */
  add: (productId: string): Promise<AddedFavorite> =>
    serviceCall("POST", `${FAVORITES_API}/add/${segment(productId)}`, addedFavoriteSchema),
  /** API-32 (FAV-03): by the favorite's rid or the product's id. */
  remove: (id: string): Promise<RemovedFavorite> =>
    serviceCall("DELETE", `${FAVORITES_API}/remove/${segment(id)}`, removedFavoriteSchema),
};
