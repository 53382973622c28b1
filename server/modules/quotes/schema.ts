import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Quote numbers: `Q-<year>-<sequence>`, the sequence shared by every account and padded to six digits
 * (Q-2026-000042). A number is taken in the transaction that saves the quote; a rolled-back save
 * leaves a gap, which is harmless: numbers are unique, not consecutive.
 */
export const quoteNumbers = pgSequence("quote_number_seq", { startWith: 1, minValue: 1 });

/** The coupon of the cart when the quote was saved, frozen with the quote (the quote takes no use of it). */
export type QuoteCouponSnapshot = {
  code: string;
  /** Basis points (12.5 % is 1250); 0 for a flat coupon. */
  percentBasisPoints: number;
  flatCents: number | null;
  /** The product ids (`productCode`) it is for; null for every product. */
  productCodes: string[] | null;
  expiresAt: string | null;
  /** It had expired when the quote was saved: it takes nothing off, now or after an edit. */
  expiredAtSave: boolean;
};

/** CART-16's designated-SKU rules that applied to the quote's SKUs when it was saved, frozen with it. */
export type QuoteDesignatedSku = { sku: string; maxQuantity: number; exemptPercentBasisPoints: number };

/**
 * Quotes (QUOTE-01 … QUOTE-09, API-25 … API-29): an account's cart saved under a purchase order, with
 * everything that priced it frozen (the lines' prices in `quote_lines`, the coupon, the designated-SKU
 * rules, shipping and surcharge here) and the totals those give. No foreign key reaches the accounts
 * module's tables; every query reaches a quote through the accounts scope (workingAccountScope), so
 * another account's quote is simply not found. `status` is stored as 'draft'; "expired" is computed
 * when read (`expires_at` passed).
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    accountId: text("account_id").notNull(),
    /** The account's name when saved, for the list and the PDF. */
    accountName: text("account_name").notNull(),
    createdBy: text("created_by").notNull(),
    createdByName: text("created_by_name").notNull(),
    purchaseOrder: text("purchase_order").notNull(),
    notes: text("notes").notNull().default(""),
    status: text("status", { enum: ["draft"] })
      .notNull()
      .default("draft"),
    coupon: jsonb("coupon").$type<QuoteCouponSnapshot>(),
    designatedSkus: jsonb("designated_skus").$type<QuoteDesignatedSku[]>().notNull().default([]),
    /** Null is "TBD" (CART-09). */
    shippingCents: integer("shipping_cents"),
    surchargeMethod: text("surcharge_method", { enum: ["card", "ach"] }),
    itemTotalCents: bigint("item_total_cents", { mode: "number" }).notNull(),
    optionTotalCents: bigint("option_total_cents", { mode: "number" }).notNull(),
    subTotalCents: bigint("sub_total_cents", { mode: "number" }).notNull(),
    bankSurchargeCents: bigint("bank_surcharge_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("quotes_number_uq").on(t.number),
    index("quotes_account_created_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
    check(
      "quotes_purchase_order_ck",
      sql`${t.purchaseOrder} = btrim(${t.purchaseOrder}) and char_length(${t.purchaseOrder}) between 1 and 40`,
    ),
    check("quotes_notes_ck", sql`char_length(${t.notes}) <= 2000`),
    check("quotes_status_ck", sql`${t.status} in ('draft')`),
    check(
      "quotes_shipping_ck",
      sql`${t.shippingCents} is null or ${t.shippingCents} between 0 and 100000000`,
    ),
    check(
      "quotes_surcharge_method_ck",
      sql`${t.surchargeMethod} is null or ${t.surchargeMethod} in ('card','ach')`,
    ),
    check(
      "quotes_totals_ck",
      sql`${t.subTotalCents} = ${t.itemTotalCents} + ${t.optionTotalCents} and ${t.totalCents} >= 0
        and ${t.discountCents} >= 0 and ${t.bankSurchargeCents} >= 0`,
    ),
    check("quotes_expiry_ck", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** What a quote line keeps of each option: its label and its price per unit when saved. */
export type QuoteLineOption = { group: string; code: string; label: string; priceCents: number };

/** A representative's price on the line when the quote was saved (CART-05). */
export type QuoteLineOverride = {
  priceCents: number;
  originalPriceCents: number;
  byUserId: string;
  byName: string;
  at: string;
};

/**
 * A quote's lines: the cart line's snapshot (SKU, name, image, catalog number, options with labels)
 * and its prices frozen (list, account, override, the unit price charged and each option's price),
 * with the figures the pricing rule gave them. A quantity edit recomputes the figures from the frozen
 * prices; nothing here is read from the catalogue or the price list again.
 */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: uuid("product_id").notNull(),
    productCode: text("product_code").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    catalogNumber: text("catalog_number").notNull(),
    options: jsonb("options").$type<QuoteLineOption[]>().notNull(),
    quantity: integer("quantity").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    accountPriceCents: integer("account_price_cents"),
    priceOverride: jsonb("price_override").$type<QuoteLineOverride>(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    optionsPerUnitCents: integer("options_per_unit_cents").notNull(),
    lineItemCents: bigint("line_item_cents", { mode: "number" }).notNull(),
    lineOptionCents: bigint("line_option_cents", { mode: "number" }).notNull(),
    lineTotalCents: bigint("line_total_cents", { mode: "number" }).notNull(),
    discountCents: bigint("discount_cents", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("quote_lines_position_uq").on(t.quoteId, t.position),
    check("quote_lines_quantity_ck", sql`${t.quantity} between 1 and 99999`),
    check(
      "quote_lines_prices_ck",
      sql`${t.unitPriceCents} >= 0 and ${t.listPriceCents} >= 0 and ${t.optionsPerUnitCents} >= 0
        and ${t.lineTotalCents} = ${t.lineItemCents} + ${t.lineOptionCents} and ${t.discountCents} >= 0`,
    ),
  ],
);
