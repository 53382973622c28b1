import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AddedFavorite, MAX_FAVORITES } from "../../../lib/favorites/contract.ts";
import { selectRows } from "../../db/rows.ts";
import { AppError } from "../../errors.ts";
import { ownedBy } from "../accounts/index.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import { type FavoritesDeps, productNotFound } from "./deps.ts";
import { type FavoriteRow, priceFavorites } from "./price-favorites.ts";
import { favorites } from "./schema.ts";

/**
 * API-31 `POST user-service/favorites/add/{id}` (FAV-02): the product with id `productId` into the
 * caller's favorites. Any signed-in person may keep favorites (a basic customer too). Adding a product
 * that is already a favorite answers that favorite (`added: false`): the unique (user, product) makes a
 * double click, or two tabs, add one row. Past MAX_FAVORITES nothing is added (409).
 */
export async function addFavorite(
  deps: FavoritesDeps,
  caller: SessionUser,
  productId: string,
): Promise<AddedFavorite> {
  const [fact] = await pricingFactsFor(deps.db, { productIds: [productId] });
  if (!fact) throw productNotFound();
  // One statement: the row, unless the person keeps MAX_FAVORITES already; a second add conflicts.
  const inserted = await selectRows(
    deps.db,
    sql`
    insert into ${favorites} (user_id, product_id, sku, name)
    select ${caller.userId}, ${fact.productId}, ${fact.sku}, ${fact.name}
    where (select count(*) from ${favorites} where ${ownedBy(favorites.userId, caller)}) < ${MAX_FAVORITES}
    on conflict (user_id, product_id) do nothing
    returning rid`,
  );
  const added = inserted.length > 0;
  const [row]: FavoriteRow[] = await deps.db
    .select()
    .from(favorites)
    .where(and(ownedBy(favorites.userId, caller), eq(favorites.productId, fact.productId)));
  if (!row) {
    throw new AppError(
      "CONFLICT",
      `You can keep up to ${MAX_FAVORITES} favorites. Remove one to add another.`,
    );
  }
  const [favorite] = await priceFavorites(deps, caller, [row]);
  if (!favorite) throw productNotFound();
  return { favorite, added };
}
