import { and, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  FAVORITES_PAGE_SIZE,
  type FavoriteList,
  type ListFavoritesQuery,
} from "../../../lib/favorites/contract.ts";
import { ownedBy } from "../accounts/index.ts";
import { type FavoritesDeps, favoriteNotFound } from "./deps.ts";
import { priceFavorites } from "./price-favorites.ts";
import { favorites } from "./schema.ts";

/**
 * API-30 `GET user-service/favorites` (FAV-01, FAV-04): the caller's favorites, newest first, a page
 * at a time, in one statement (then the prices). The cursor is the `rid` of the last favorite the
 * page shows: the next page starts after it (keyset on (created_at, rid)), so the tab can remove rows
 * and go on from the last one it still shows.
 */
export async function listFavorites(
  deps: FavoritesDeps,
  caller: SessionUser,
  query: ListFavoritesQuery = {},
): Promise<FavoriteList> {
  if (query.userId !== undefined && query.userId !== caller.userId && query.userId !== "me") {
    throw favoriteNotFound();
  }
  const limit = query.limit ?? FAVORITES_PAGE_SIZE;
  const conditions: SQL[] = [ownedBy(favorites.userId, caller)];
  if (query.cursor) {
    // After the cursor's row, compared in the database to the microsecond (a JS Date keeps
    // milliseconds). A cursor that is not one of the caller's favorites (removed since, or someone
    // else's) matches no row: the page is empty, and nothing of anyone else's is read.
    conditions.push(
      sql`(${favorites.createdAt}, ${favorites.rid}) < (select f.created_at, f.rid from ${favorites} f
        where f.rid = ${query.cursor} and f.user_id = ${caller.userId})`,
    );
  }
  const rows = await deps.db
    .select()
    .from(favorites)
    .where(and(...conditions))
    // NULLS LAST as the index is built, so the planner reads the user's rows from it in order.
    .orderBy(sql`${favorites.createdAt} desc nulls last`, sql`${favorites.rid} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    favorites: await priceFavorites(deps, caller, page),
    nextCursor: rows.length > limit ? (page.at(-1)?.rid ?? null) : null,
  };
}

/** Which products the caller has favorited (every page's hearts): one statement, bounded by MAX_FAVORITES. */
export async function favoriteProductIds(deps: FavoritesDeps, caller: SessionUser): Promise<string[]> {
  const rows = await deps.db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(ownedBy(favorites.userId, caller));
  return rows.map((row) => row.productId);
}
