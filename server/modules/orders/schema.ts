import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
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
import type { CouponNote } from "../../../lib/cart/pricing.ts";
import type { CouponSnapshot } from "../../../lib/cart/snapshot.ts";
import type { BillTo, ShippingChoice } from "../../../lib/orders/contract.ts";
import { shippingMethods } from "../../../lib/orders/freight.ts";
import {
  chargeTotalColumns,
  createdUpdatedColumns,
  pricedHeaderChecks,
  pricedLineChecks,
  pricedLineColumns,
  subTotalColumns,
} from "../../db/columns.ts";

/** The coupon an order was priced with, frozen, with what it did then in words (CART-17). */
export type OrderCoupon = CouponSnapshot & { note: CouponNote; message: string };

/** Order numbers: `SO-<year>-<sequence>` (SO-2026-000042); a rolled-back placement leaves a gap. */
export const orderNumbers = pgSequence("order_number_seq", { startWith: 1, minValue: 1 });

/** Where the goods go: prefilled from the account's shipping address (API-62), editable at checkout. */
export type ShipTo = {
  name: string;
  attention: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string | null;
};

/**
 * Order statuses. `AWAITING_PAYMENT`: placed for card or ACH, waiting for the hosted payment; the cart
 * still holds its lines. `PENDING` (AMB-12): accepted and awaiting fulfilment: on account at once, by
 * card or ACH once the payment is authorised (PAY-08). Fulfilment (the ERP, through the integration
 * API) moves it on to PROCESSING, SHIPPED and DELIVERED, or CANCELLED.
 */
export const orderStatuses = [
  "AWAITING_PAYMENT",
  "PENDING",
  "PROCESSING",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
] as const;
/** `UNPAID` until the hosted payment is approved; `AUTHORIZED` after (PAY-08); `ON_ACCOUNT` for credit terms. */
export const paymentStatuses = ["UNPAID", "AUTHORIZED", "ON_ACCOUNT", "VOIDED"] as const;
export const paymentTypes = ["ON_ACCOUNT", "CARD", "ACH"] as const;

/**
 * Orders (ORDER-01 … ORDER-06, API-47 … API-49): a cart or a quote of an account turned into an
 * order, with everything that priced it frozen (lines in `order_lines`; coupon, shipping, surcharge
 * and totals here). No foreign key reaches the accounts module's tables; every query reaches an order
 * through the accounts scope (workingAccountScope), so another account's order is not found.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    accountId: text("account_id").notNull(),
    accountName: text("account_name").notNull(),
    placedBy: text("placed_by").notNull(),
    placedByName: text("placed_by_name").notNull(),
    placedByEmail: text("placed_by_email").notNull(),
    source: text("source", { enum: ["cart", "quote"] }).notNull(),
    /** The quote it was placed from (no foreign key: the quotes module owns that table). */
    quoteId: uuid("quote_id"),
    quoteNumber: text("quote_number"),
    purchaseOrder: text("purchase_order").notNull(),
    notes: text("notes").notNull().default(""),
    shipTo: jsonb("ship_to").$type<ShipTo>().notNull(),
    paymentType: text("payment_type", { enum: paymentTypes }).notNull(),
    orderStatus: text("order_status", { enum: orderStatuses }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull(),
    /** The approved payment's reference (PAY-08 `PaymentID`), once paid. */
    paymentId: text("payment_id"),
    /** What the approved payment charged (PAY-08 `PaymentAmount`), once paid. */
    paymentAmountCents: bigint("payment_amount_cents", { mode: "number" }),
    coupon: jsonb("coupon").$type<OrderCoupon>(),
    ...subTotalColumns(),
    /** Null is "TBD" (CART-09): charged as 0. */
    shippingCents: integer("shipping_cents"),
    ...chargeTotalColumns(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** #32.2: who approved the order a member submitted for approval (null: placed directly). */
    approvedBy: text("approved_by"),
    approvedByName: text("approved_by_name"),
    /**
     * Issue 32 item 1: how it ships as placed. Null method: placed without one (before freight at
     * checkout, or an API call without it); `shippingCents` is then the representative's or TBD.
     */
    shippingMethod: text("shipping_method", { enum: shippingMethods }),
    carrierAccountCarrier: text("carrier_account_carrier"),
    carrierAccountNumber: text("carrier_account_number"),
    /** The freight is an estimate (LTL, quote to follow). */
    freightEstimated: boolean("freight_estimated").notNull().default(false),
    freightSource: text("freight_source", { enum: ["rules", "representative"] }),
    freightNote: text("freight_note"),
    requestedShipDate: date("requested_ship_date", { mode: "string" }),
    billTo: jsonb("bill_to").$type<BillTo>(),
    ...createdUpdatedColumns(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => {
    const shared = pricedHeaderChecks("orders", t);
    return [
      uniqueIndex("orders_number_uq").on(t.number),
      index("orders_account_created_idx").on(t.accountId, t.createdAt.desc(), t.id.desc()),
      index("orders_account_status_created_idx").on(
        t.accountId,
        t.orderStatus,
        t.createdAt.desc(),
        t.id.desc(),
      ),
      index("orders_account_po_idx").on(t.accountId, sql`lower(${t.purchaseOrder}) text_pattern_ops`),
      // Issue 33 item 4: the staff console lists every account's orders, newest first, by status, and
      // finds them by a prefix of the number, the PO or the account's name; the dashboard counts
      // today's orders and the last 30 days' across accounts on the first.
      index("orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
      index("orders_status_created_idx").on(t.orderStatus, t.createdAt.desc(), t.id.desc()),
      index("orders_number_prefix_idx").on(sql`lower(${t.number}) text_pattern_ops`),
      index("orders_po_prefix_idx").on(sql`lower(${t.purchaseOrder}) text_pattern_ops`),
      index("orders_account_name_prefix_idx").on(sql`lower(${t.accountName}) text_pattern_ops`),
      // One cart is one unpaid order at a time (issue 30): placing the cart again replaces the order
      // awaiting its card or ACH payment, and two placements at once cannot both write one.
      uniqueIndex("orders_cart_awaiting_uq")
        .on(t.accountId)
        .where(sql`${t.source} = 'cart' and ${t.orderStatus} = 'AWAITING_PAYMENT'`),
      // A quote becomes at most one live order.
      uniqueIndex("orders_quote_live_uq")
        .on(t.quoteId)
        .where(sql`${t.quoteId} is not null and ${t.orderStatus} <> 'CANCELLED'`),
      check(
        "orders_status_ck",
        sql`${t.orderStatus} in ('AWAITING_PAYMENT','PENDING','PROCESSING','SHIPPED','DELIVERED','CANCELLED')`,
      ),
      check(
        "orders_payment_status_ck",
        sql`${t.paymentStatus} in ('UNPAID','AUTHORIZED','ON_ACCOUNT','VOIDED')`,
      ),
      check("orders_payment_type_ck", sql`${t.paymentType} in ('ON_ACCOUNT','CARD','ACH')`),
      check(
        "orders_shipping_method_ck",
        sql`${t.shippingMethod} is null or (${t.shippingMethod} in ('GROUND','LTL','WILL_CALL','CARRIER_ACCOUNT')
          and ${t.freightSource} is not null and ${t.shippingCents} is not null)`,
      ),
      check(
        "orders_carrier_account_ck",
        sql`(${t.shippingMethod} = 'CARRIER_ACCOUNT') = (${t.carrierAccountNumber} is not null)`,
      ),
      shared.purchaseOrder,
      shared.notes,
      shared.totals,
      // Paid exactly when authorised; an authorised order names its payment and what it charged.
      check(
        "orders_paid_ck",
        sql`(${t.paymentStatus} = 'AUTHORIZED') = (${t.paymentId} is not null and ${t.paymentAmountCents} is not null)`,
      ),
      check(
        "orders_awaiting_ck",
        sql`${t.orderStatus} <> 'AWAITING_PAYMENT' or ${t.paymentStatus} = 'UNPAID'`,
      ),
    ];
  },
);

/**
 * An order's lines: the cart or quote line's snapshot with its prices as charged. `cartLineId` is the
 * cart line it came from (for a card or ACH order, the lines taken out of the cart once it is paid).
 */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    cartLineId: uuid("cart_line_id"),
    ...pricedLineColumns(),
  },
  (t) => [
    uniqueIndex("order_lines_position_uq").on(t.orderId, t.position),
    ...pricedLineChecks("order_lines", t),
  ],
);

/** Who changed an order: the buyer, the payment, the ERP through the integration API, the CLI, or staff in the console (issue 33). */
export const orderEventActors = ["buyer", "payment", "integration", "cli", "system", "staff"] as const;

/** An order's history: every status change, with the carrier and tracking number when shipped. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    orderStatus: text("order_status", { enum: orderStatuses }).notNull(),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull(),
    actor: text("actor", { enum: orderEventActors }).notNull(),
    actorName: text("actor_name").notNull(),
    note: text("note").notNull().default(""),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.at),
    check("order_events_note_ck", sql`char_length(${t.note}) <= 2000`),
  ],
);

/**
 * #32.2: a member's cart submitted for the account admin's (or the account's rep's) approval: the
 * cart (set aside and frozen by the cart module; no foreign key reaches its table), who asked and
 * when, the total then, and what checkout would have placed (PO, ship-to, notes; always on account).
 * Decided once: the conditional update from 'pending' is what makes approve and decline exactly-once.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    cartId: uuid("cart_id").notNull(),
    requestedBy: text("requested_by").notNull(),
    requestedByName: text("requested_by_name").notNull(),
    requestedByEmail: text("requested_by_email").notNull(),
    /** The cart's total when it was submitted (on account: no surcharge). */
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    purchaseOrder: text("purchase_order").notNull(),
    notes: text("notes").notNull().default(""),
    shipTo: jsonb("ship_to").$type<ShipTo>().notNull(),
    /** How the buyer wants it shipped (method, carrier account, requested ship date); null: not chosen. */
    shipping: jsonb("shipping").$type<ShippingChoice & { requestedShipDate: string }>(),
    status: text("status", { enum: ["pending", "approved", "declined", "withdrawn"] })
      .notNull()
      .default("pending"),
    decidedBy: text("decided_by"),
    decidedByName: text("decided_by_name"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    orderNumber: text("order_number"),
    ...createdUpdatedColumns(),
  },
  (t) => [
    index("approval_requests_account_status_idx").on(t.accountId, t.status, t.createdAt.desc()),
    index("approval_requests_requester_idx").on(t.requestedBy, t.createdAt.desc()),
    uniqueIndex("approval_requests_cart_pending_uq").on(t.cartId).where(sql`${t.status} = 'pending'`),
    check("approval_requests_status_ck", sql`${t.status} in ('pending','approved','declined','withdrawn')`),
    check("approval_requests_total_ck", sql`${t.totalCents} >= 0`),
    check("approval_requests_decline_ck", sql`(${t.status} = 'declined') = (${t.declineReason} is not null)`),
  ],
);

/**
 * Issue 33 item 5: the freight rules as saved in the staff console, one row a version (never changed
 * or removed). The newest version is what checkout uses, in every process (each reads the newest
 * revision before pricing freight); with none, the rules file (FREIGHT_RULES_FILE) is the default.
 */
export const freightRuleVersions = pgTable("freight_rule_versions", {
  revision: integer("revision").primaryKey().generatedAlwaysAsIdentity(),
  /** The rules, as freightRulesSchema (lib/orders/freight.ts) accepted them. */
  rules: jsonb("rules").notNull(),
  savedByEmail: text("saved_by_email").notNull(),
  savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
});
