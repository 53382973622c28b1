import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Favorites (FAV-01 … FAV-04, API-30 … API-32): a person's own list of products, not the account's.
 * `rid` is the spec's id (FAV-04). One row per (user, product), so a double click adds once. The SKU
 * and name are kept so a favorite whose product left the catalogue is still shown for what it was.
 * No foreign key reaches the accounts' or the catalogue's tables; every query reaches a favorite
 * through `ownedBy` (accounts/scope.ts), so another person's favorite is simply not found.
 */
export const favorites = pgTable(
  "favorites",
  {
    rid: uuid("rid").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    productId: uuid("product_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("favorites_user_product_uq").on(t.userId, t.productId),
    // The tab's pages, newest first, and the keyset cursor (created_at, rid).
    index("favorites_user_created_idx").on(t.userId, t.createdAt.desc(), t.rid.desc()),
  ],
);
