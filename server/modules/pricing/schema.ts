import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Account price lists (issue 12, "Account pricing"). An account may pay a net price for a SKU, or a
 * percentage off a category (or sub-category) of the catalogue; a net price wins over a percentage, a
 * sub-category's percentage over its category's. Keys are the catalogue's spellings (checked by the
 * import), compared case-insensitively; no foreign key reaches into another module's tables.
 */
export const accountSkuPrices = pgTable(
  "account_sku_prices",
  {
    /** The customer account number (accounts module). */
    accountId: text("account_id").notNull(),
    sku: text("sku").notNull(),
    netPriceCents: integer("net_price_cents").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "account_sku_prices_pk", columns: [t.accountId, t.sku] }),
    index("account_sku_prices_account_sku_lower_idx").on(t.accountId, sql`lower(${t.sku})`),
    check("account_sku_prices_price_ck", sql`${t.netPriceCents} between 0 and 1000000000`),
  ],
);

export const accountCategoryDiscounts = pgTable(
  "account_category_discounts",
  {
    accountId: text("account_id").notNull(),
    /** A category or sub-category name. */
    category: text("category").notNull(),
    /** Percent off in basis points: 12 % is 1200. */
    percentBasisPoints: integer("percent_basis_points").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "account_category_discounts_pk", columns: [t.accountId, t.category] }),
    index("account_category_discounts_account_lower_idx").on(t.accountId, sql`lower(${t.category})`),
    check("account_category_discounts_percent_ck", sql`${t.percentBasisPoints} between 1 and 10000`),
  ],
);
