import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LineOptionSnapshot } from "../../../lib/cart/snapshot.ts";
import { createdUpdatedColumns, lineSnapshotColumns } from "../../db/columns.ts";

/**
 * Coupons (CART-11 … CART-16, CART-21, AMB-05, AMB-06, AMB-15). The code is stored trimmed and in
 * lower case, so codes compare case-insensitively. A coupon is a percentage (basis points: 12.5 % is
 * 1250), optionally for listed products only, or a flat amount off the cart ('webinargift'). Uses are
 * counted in `redemptions`, taken by a conditional UPDATE in the transaction that applies the coupon
 * and given back when a cart drops it, so `max_redemptions` holds under concurrency.
 */
export const coupons = pgTable(
  "coupons",
  {
    code: text("code").primaryKey(),
    description: text("description").notNull().default(""),
    percentBasisPoints: integer("percent_basis_points").notNull().default(0),
    flatCents: integer("flat_cents"),
    /** CART-21 `products`: the product ids (the catalogue's `productCode`) it is for; null for all. */
    productCodes: text("product_codes").array(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    redemptions: integer("redemptions").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "coupons_code_ck",
      sql`${t.code} = lower(btrim(${t.code})) and char_length(${t.code}) between 1 and 40`,
    ),
    check(
      "coupons_kind_ck",
      sql`(${t.flatCents} is null and ${t.percentBasisPoints} between 1 and 10000)
        or (${t.flatCents} between 1 and 100000000 and ${t.percentBasisPoints} = 0 and ${t.productCodes} is null)`,
    ),
    check(
      "coupons_redemptions_ck",
      sql`${t.redemptions} >= 0 and (${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions})`,
    ),
    check("coupons_max_redemptions_ck", sql`${t.maxRedemptions} is null or ${t.maxRedemptions} >= 0`),
  ],
);

/**
 * One cart per customer account (API-18): a distributor who switches accounts, or a representative
 * who switches assigned accounts, works on that account's cart. No foreign key reaches the accounts
 * module's tables; every query reaches a cart through the accounts scope (workingAccountScope).
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    couponCode: text("coupon_code").references(() => coupons.code, { onDelete: "set null" }),
    couponAppliedAt: timestamp("coupon_applied_at", { withTimezone: true }),
    /** Null is "TBD" (CART-09); set or cleared by a representative. */
    shippingCents: integer("shipping_cents"),
    shippingSetBy: text("shipping_set_by"),
    shippingSetAt: timestamp("shipping_set_at", { withTimezone: true }),
    /** AMB-11: 'card' (3 % surcharge) or 'ach' (none); null when cleared (CART-10). */
    surchargeMethod: text("surcharge_method", { enum: ["card", "ach"] }),
    /**
     * #32.2: 'open' is the account's working cart (one an account); a cart submitted for approval is
     * set aside, frozen, until its admin decides ('awaiting_approval'), and the account buys on in a
     * new open cart meanwhile.
     */
    status: text("status", { enum: ["open", "awaiting_approval"] })
      .notNull()
      .default("open"),
    ...createdUpdatedColumns(),
  },
  (t) => [
    uniqueIndex("carts_account_uq").on(t.accountId).where(sql`${t.status} = 'open'`),
    check("carts_status_ck", sql`${t.status} in ('open','awaiting_approval')`),
    check("carts_shipping_ck", sql`${t.shippingCents} is null or ${t.shippingCents} between 0 and 100000000`),
    check(
      "carts_surcharge_method_ck",
      sql`${t.surchargeMethod} is null or ${t.surchargeMethod} in ('card','ach')`,
    ),
  ],
);

export type { LineOptionSnapshot } from "../../../lib/cart/snapshot.ts";

/**
 * Cart lines. A line is one product in one configuration: adding the same product with the same
 * options again adds to its quantity (the unique key, hit by an upsert, so parallel adds merge). The
 * snapshot (SKU, name, image, catalog number, options with labels) lets quotes and orders show the line
 * without the catalogue; the cart's prices are recomputed from the catalogue and the price list
 * whenever it is read. A representative's override is recorded with who and when.
 */
export const cartItems = pgTable(
  "cart_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** Insertion order (a quick order's lines share one timestamp). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    productId: uuid("product_id").notNull(),
    /** The chosen option codes, sorted and joined with ",": the configuration's identity. */
    optionsKey: text("options_key").notNull(),
    quantity: integer("quantity").notNull(),
    sku: text("sku").notNull(),
    productCode: text("product_code").notNull(),
    ...lineSnapshotColumns<LineOptionSnapshot>(),
    overridePriceCents: integer("override_price_cents"),
    overrideOriginalCents: integer("override_original_cents"),
    overrideBy: text("override_by"),
    overrideByName: text("override_by_name"),
    overrideAt: timestamp("override_at", { withTimezone: true }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_configuration_uq").on(t.cartId, t.productId, t.optionsKey),
    index("cart_items_cart_seq_idx").on(t.cartId, t.seq),
    check("cart_items_quantity_ck", sql`${t.quantity} between 1 and 99999`),
    check(
      "cart_items_override_ck",
      sql`(${t.overridePriceCents} is null and ${t.overrideOriginalCents} is null and ${t.overrideBy} is null and ${t.overrideAt} is null)
        or (${t.overridePriceCents} between 0 and 1000000000 and ${t.overrideOriginalCents} is not null
          and ${t.overrideBy} is not null and ${t.overrideAt} is not null)`,
    ),
  ],
);
