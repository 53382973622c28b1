import { and, eq, or } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { RemovedFavorite } from "../../../lib/favorites/contract.ts";
import { ownedBy } from "../accounts/index.ts";
import { type FavoritesDeps, favoriteNotFound } from "./deps.ts";
import { favorites } from "./schema.ts";

/**
 * API-32 `DELETE user-service/favorites/remove/{id}` (FAV-03): `id` is the favorite's `rid` (FAV-04)
 * or the favorited product's id (what a product card's heart knows). One statement, scoped to the
 * caller: another person's favorite, or one removed already, is not found (404).
 */
export async function removeFavorite(
  deps: FavoritesDeps,
  caller: SessionUser,
  id: string,
): Promise<RemovedFavorite> {
  const [removed] = await deps.db
    .delete(favorites)
    .where(and(ownedBy(favorites.userId, caller), or(eq(favorites.rid, id), eq(favorites.productId, id))))
    .returning({ rid: favorites.rid, productId: favorites.productId });
  if (!removed) throw favoriteNotFound();
  return removed;
}
