import type { SessionUser } from "../../../lib/accounts/users.ts";
import { productPath } from "../../../lib/catalog/product-page.ts";
import type { Favorite } from "../../../lib/favorites/contract.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import type { FavoritesDeps } from "./deps.ts";
import type { favorites } from "./schema.ts";

export type FavoriteRow = typeof favorites.$inferSelect;

/**
 * Favorites as the caller sees them today: the catalogue's name, picture and list price, and the
 * working account's price beside it (the pricing module's rule, as on the product page). A fixed
 * number of statements for any number of rows; a product that left the catalogue is shown from what
 * the favorite kept of it, without a price or a link.
 */
export async function priceFavorites(
  deps: FavoritesDeps,
  caller: SessionUser,
  rows: readonly FavoriteRow[],
): Promise<Favorite[]> {
  if (rows.length === 0) return [];
  const facts = await pricingFactsFor(deps.db, { productIds: rows.map((row) => row.productId) });
  const prices = await deps.pricing.pricesForViewer(
    caller,
    facts.map((fact) => fact.sku),
  );
  const factOf = new Map(facts.map((fact) => [fact.productId, fact]));
  const priceOf = new Map(prices.map((price) => [price.sku.toLowerCase(), price]));
  return rows.map((row) => {
    const fact = factOf.get(row.productId);
    const price = fact ? priceOf.get(fact.sku.toLowerCase()) : undefined;
    const accountPriceCents = price?.accountPriceCents ?? null;
    return {
      rid: row.rid,
      productId: row.productId,
      sku: fact?.sku ?? row.sku,
      name: fact?.name ?? row.name,
      image: fact?.image ?? null,
      link: fact ? productPath(fact.sku) : null,
      listPriceCents: fact?.listPriceCents ?? null,
      // Shown only when it differs from the list price, as on the product page.
      accountPriceCents:
        fact && accountPriceCents !== null && accountPriceCents !== fact.listPriceCents
          ? accountPriceCents
          : null,
      available: fact !== undefined,
      addedAt: row.createdAt.toISOString(),
    };
  });
}
