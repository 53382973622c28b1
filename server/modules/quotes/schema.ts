import { sql } from "drizzle-orm";
import {
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
import type { CouponSnapshot } from "../../../lib/cart/snapshot.ts";
import {
  chargeTotalColumns,
  createdUpdatedColumns,
  pricedHeaderChecks,
  pricedLineChecks,
  pricedLineColumns,
  subTotalColumns,
} from "../../db/columns.ts";

/**
 * Quote numbers: `Q-<year>-<sequence>`, the sequence shared by every account and padded to six digits
 * (Q-2026-000042). A number is taken in the transaction that saves the quote; a rolled-back save
 * leaves a gap, which is harmless: numbers are unique, not consecutive.
 */
export const quoteNumbers = pgSequence("quote_number_seq", { startWith: 1, minValue: 1 });

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
    coupon: jsonb("coupon").$type<CouponSnapshot>(),
    designatedSkus: jsonb("designated_skus").$type<QuoteDesignatedSku[]>().notNull().default([]),
    /** Null is "TBD" (CART-09). */
    shippingCents: integer("shipping_cents"),
    surchargeMethod: text("surcharge_method", { enum: ["card", "ach"] }),
    ...subTotalColumns(),
    ...chargeTotalColumns(),
    ...createdUpdatedColumns(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * The live order placed from the quote (issue 30: an ordered quote reads "Ordered" and links to
     * it); cleared when that order is cancelled, so the quote can be ordered again. Written by the
     * orders module through this module's markOrdered / reopen, inside the order's transaction.
     */
    orderId: uuid("order_id"),
    orderNumber: text("order_number"),
    orderedAt: timestamp("ordered_at", { withTimezone: true }),
  },
  (t) => {
    const shared = pricedHeaderChecks("quotes", t);
    return [
      uniqueIndex("quotes_number_uq").on(t.number),
      index("quotes_account_created_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
      shared.purchaseOrder,
      shared.notes,
      check("quotes_status_ck", sql`${t.status} in ('draft')`),
      check(
        "quotes_shipping_ck",
        sql`${t.shippingCents} is null or ${t.shippingCents} between 0 and 100000000`,
      ),
      check(
        "quotes_surcharge_method_ck",
        sql`${t.surchargeMethod} is null or ${t.surchargeMethod} in ('card','ach')`,
      ),
      shared.totals,
      check("quotes_expiry_ck", sql`${t.expiresAt} > ${t.createdAt}`),
    ];
  },
);

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
    ...pricedLineColumns(),
  },
  (t) => [
    uniqueIndex("quote_lines_position_uq").on(t.quoteId, t.position),
    ...pricedLineChecks("quote_lines", t),
  ],
);

/**
 * Issue 32 item 3: a negotiated quote's state (one row for a quote the buyer asked the rep to price;
 * none for a buyer's own saved quote). Moves requested → answered → accepted or declined, answered →
 * requested when the buyer asks again; every move locks this row, so two at once cannot both pass.
 */
export const quoteNegotiations = pgTable(
  "quote_negotiations",
  {
    quoteId: uuid("quote_id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["requested", "answered", "accepted", "declined"] }).notNull(),
    /** The day the buyer needs the prices by ("2026-12-24"). */
    neededBy: text("needed_by").notNull(),
    requestedByEmail: text("requested_by_email").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by"),
    /** The latest answer's note. */
    note: text("note").notNull().default(""),
    ...createdUpdatedColumns(),
  },
  (t) => [
    // Issue 33: the staff dashboard's open quote requests by age.
    index("quote_negotiations_status_updated_idx").on(t.status, t.updatedAt),
    check("quote_negotiations_status_ck", sql`${t.status} in ('requested','answered','accepted','declined')`),
    check("quote_negotiations_needed_by_ck", sql`${t.neededBy} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check("quote_negotiations_note_ck", sql`char_length(${t.note}) <= 2000`),
  ],
);

/** The thread of a negotiated quote: each step with who did it (buyer, rep, staff), when, and their words. */
export const quoteEvents = pgTable(
  "quote_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor", { enum: ["buyer", "rep", "staff"] }).notNull(),
    actorName: text("actor_name").notNull(),
    action: text("action", {
      enum: ["requested", "answered", "asked-again", "accepted", "declined"],
    }).notNull(),
    message: text("message").notNull().default(""),
  },
  (t) => [
    index("quote_events_quote_at_idx").on(t.quoteId, t.at, t.id),
    check("quote_events_actor_ck", sql`${t.actor} in ('buyer','rep','staff')`),
    check(
      "quote_events_action_ck",
      sql`${t.action} in ('requested','answered','asked-again','accepted','declined')`,
    ),
    check("quote_events_message_ck", sql`char_length(${t.message}) <= 2000`),
  ],
);
