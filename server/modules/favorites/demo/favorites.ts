import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { inTransaction } from "../../../db/transaction.ts";
import { usersByEmail } from "../../accounts/index.ts";
import { pricingFactsFor } from "../../catalog/index.ts";
import { favorites } from "../schema.ts";

const DAY_MS = 86_400_000;

/**
 * The demo users' favorites (README, "Demo accounts"): what a Columbus distributor's buyer keeps at
 * hand (the downlights, troffers and panels of the tenant work, the wall packs and high bays of the
 * warehouses, the exit combo every job needs), and a couple of Dana's. Newest first in the tab: the
 * first of each list was favorited most recently.
 */
export const demoFavorites: readonly { email: string; favorites: { sku: string; daysAgo: number }[] }[] = [
  {
    email: "ben.buyer@brightline.example",
    favorites: [
      { sku: "DLX-8-20-50K", daysAgo: 4 },
      { sku: "CTR-22-30-50K", daysAgo: 11 },
      { sku: "FPN-14-40-35K", daysAgo: 19 },
      { sku: "WPX-M-40-40K", daysAgo: 33 },
      { sku: "TOL-HB-150-50K", daysAgo: 47 },
      { sku: "EXT-CB-4-WH", daysAgo: 62 },
    ],
  },
  {
    email: "dana.admin@brightline.example",
    favorites: [
      { sku: "TOL-4-300-40K", daysAgo: 15 },
      { sku: "ARX-L-300-40K", daysAgo: 58 },
    ],
  },
];

/**
 * Seeds `demoFavorites` from the demo catalogue (each product's SKU and name as the catalogue has
 * them). Nothing when a product or a user is missing (another catalogue), or when any of the demo
 * users has a favorite already: a restart adds nothing.
 */
export async function seedDemoFavorites(db: Db, now = new Date()): Promise<{ favorites: number }> {
  const skus = demoFavorites.flatMap((person) => person.favorites.map((favorite) => favorite.sku));
  const [facts, userOf] = [
    await pricingFactsFor(db, { skus }),
    await usersByEmail(
      db,
      demoFavorites.map((person) => person.email),
    ),
  ];
  const factOf = new Map(facts.map((fact) => [fact.sku, fact]));
  if (userOf.size < demoFavorites.length || skus.some((sku) => !factOf.has(sku))) return { favorites: 0 };
  const userIds = [...userOf.values()].map((user) => user.id);
  const written = await inTransaction(db, async (tx) => {
    const existing = await tx
      .select({ rid: favorites.rid })
      .from(favorites)
      .where(inArray(favorites.userId, userIds))
      .limit(1);
    if (existing.length > 0) return { favorites: 0 };
    const rows = demoFavorites.flatMap((person) =>
      person.favorites.map(({ sku, daysAgo }) => {
        const fact = factOf.get(sku);
        const user = userOf.get(person.email);
        if (!fact || !user) throw new Error("A demo favorite's product or user was not found");
        return {
          userId: user.id,
          productId: fact.productId,
          sku: fact.sku,
          name: fact.name,
          createdAt: new Date(now.getTime() - daysAgo * DAY_MS),
        };
      }),
    );
    await tx.insert(favorites).values(rows);
    return { favorites: rows.length };
  });
  // Statistics for the table just filled, as after the catalogue (PGlite runs no autovacuum).
  if (written.favorites > 0) await db.execute(sql`analyze ${favorites}`);
  return written;
}
