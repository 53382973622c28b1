import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Invoice numbers: `INV-<year>-<sequence>` (INV-2026-000042). */
export const invoiceNumbers = pgSequence("invoice_number_seq", { startWith: 1, minValue: 1 });

/**
 * Invoices (INV-01 … INV-08, API-42 … API-44): what an account owes for its shipped on-account orders
 * (created by fulfilment through the integration API, or seeded for the demo accounts). `Open` with a
 * balance, `Paid` with none; "overdue" is computed when read (open and past its due date). Paid in full
 * only (OPEN default of INV): a payment sets the balance to 0 and the status to 'Paid' (CONST-43).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    accountId: text("account_id").notNull(),
    /** The order it bills (no foreign key: the orders module owns that table). */
    orderId: uuid("order_id"),
    orderNumber: text("order_number"),
    purchaseOrder: text("purchase_order").notNull().default(""),
    invoiceDate: date("invoice_date", { mode: "string" }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
    status: text("status", { enum: ["Open", "Paid"] }).notNull(),
    /** The attempt reference of the payment that paid it. */
    paymentId: text("payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_uq").on(t.number),
    // One invoice per order: shipping twice does not bill twice.
    uniqueIndex("invoices_order_uq").on(t.orderId).where(sql`${t.orderId} is not null`),
    index("invoices_account_date_idx").on(t.accountId, t.invoiceDate.desc(), t.id.desc()),
    index("invoices_account_status_due_idx").on(t.accountId, t.status, t.dueDate),
    check("invoices_status_ck", sql`${t.status} in ('Open','Paid')`),
    check(
      "invoices_balance_ck",
      sql`${t.amountCents} > 0 and ${t.balanceCents} between 0 and ${t.amountCents}
        and (${t.status} = 'Paid') = (${t.balanceCents} = 0)`,
    ),
    check("invoices_due_ck", sql`${t.dueDate} >= ${t.invoiceDate}`),
  ],
);

/** Credit memos (INV-03): credits the manufacturer issued to the account (returns, price corrections). */
export const creditMemos = pgTable(
  "credit_memos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    accountId: text("account_id").notNull(),
    memoDate: date("memo_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status", { enum: ["Open", "Applied"] }).notNull(),
    reason: text("reason").notNull(),
    invoiceNumber: text("invoice_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_memos_number_uq").on(t.number),
    index("credit_memos_account_date_idx").on(t.accountId, t.memoDate.desc(), t.id.desc()),
    check("credit_memos_status_ck", sql`${t.status} in ('Open','Applied')`),
    check("credit_memos_amount_ck", sql`${t.amountCents} > 0`),
  ],
);

/** Return merchandise authorisations (INV-04): returns the account has open or had. */
export const rmas = pgTable(
  "rmas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    accountId: text("account_id").notNull(),
    rmaDate: date("rma_date", { mode: "string" }).notNull(),
    orderNumber: text("order_number"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status", { enum: ["Open", "Received", "Closed"] }).notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rmas_number_uq").on(t.number),
    index("rmas_account_status_date_idx").on(t.accountId, t.status, t.rmaDate.desc()),
    check("rmas_status_ck", sql`${t.status} in ('Open','Received','Closed')`),
    check("rmas_amount_ck", sql`${t.amountCents} >= 0`),
  ],
);

/** A payment of invoices (API-43): which invoices one approved attempt paid, and what it charged. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The attempt's reference (`paymentId`): one record per attempt. */
    paymentId: text("payment_id").notNull(),
    accountId: text("account_id").notNull(),
    paidBy: text("paid_by").notNull(),
    email: text("email").notNull(),
    method: text("method", { enum: ["card", "ach"] }).notNull(),
    invoiceIds: uuid("invoice_ids").array().notNull(),
    baseCents: bigint("base_cents", { mode: "number" }).notNull(),
    bankSurchargeCents: bigint("bank_surcharge_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoice_payments_payment_uq").on(t.paymentId),
    index("invoice_payments_account_idx").on(t.accountId, t.paidAt.desc()),
    check(
      "invoice_payments_amount_ck",
      sql`${t.amountCents} = ${t.baseCents} + ${t.bankSurchargeCents} and ${t.baseCents} > 0`,
    ),
  ],
);

/** On-account portal payments (API-45, PAY-21): a payment of any amount toward the account. */
export const portalPayments = pgTable(
  "portal_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: text("payment_id").notNull(),
    accountId: text("account_id").notNull(),
    userId: text("user_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    paymentType: text("payment_type", { enum: ["card", "ach"] }).notNull(),
    paymentCents: bigint("payment_cents", { mode: "number" }).notNull(),
    feeCents: bigint("fee_cents", { mode: "number" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    memo: text("memo").notNull().default(""),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("portal_payments_payment_uq").on(t.paymentId),
    index("portal_payments_account_idx").on(t.accountId, t.paidAt.desc()),
    check(
      "portal_payments_amount_ck",
      sql`${t.amountCents} = ${t.paymentCents} + ${t.feeCents} and ${t.paymentCents} > 0`,
    ),
  ],
);
