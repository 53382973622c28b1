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

/**
 * Credit memo numbers issued by the console (issue 33 item 4): `CM-<year>-<sequence>`, from 1000 so
 * they never meet the demo's and the ERP's lower numbers.
 */
export const creditMemoNumbers = pgSequence("credit_memo_number_seq", { startWith: 1000, minValue: 1 });

/** Invoice numbers: `INV-<year>-<sequence>` (INV-2026-000042). */
export const invoiceNumbers = pgSequence("invoice_number_seq", { startWith: 1, minValue: 1 });

/** An invoice's status, held to its balance by `invoices_balance_ck` (issue 32 #4). */
export const invoiceStatuses = ["Open", "Partly paid", "Paid"] as const;

/**
 * Invoices (INV-01 … INV-08, API-42 … API-44): what an account owes for its shipped on-account orders
 * (created by fulfilment through the integration API, or seeded for the demo accounts). `Open` with its
 * whole amount due, `Partly paid` with some of it paid or credited (issue 32 #4), `Paid` with none;
 * "overdue" is computed when read (not paid and past its due date). What paid or credited it is in
 * `invoice_allocations`; the payment that settled it last is `payment_id` (CONST-43).
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
    status: text("status", { enum: invoiceStatuses }).notNull(),
    /** The attempt reference of the payment that paid it (the last one, when paid in parts). */
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
    // The list's first segment (issue 32 #4: Open and Partly paid) in its order, without a sort.
    index("invoices_account_unpaid_due_idx")
      .on(t.accountId, t.dueDate, t.id)
      .where(sql`${t.status} <> 'Paid'`),
    // Issue 33: the staff dashboard's overdue invoices across accounts.
    index("invoices_unpaid_due_idx").on(t.dueDate).where(sql`${t.status} <> 'Paid'`),
    check("invoices_status_ck", sql`${t.status} in ('Open','Partly paid','Paid')`),
    check(
      "invoices_balance_ck",
      sql`${t.amountCents} > 0 and ${t.balanceCents} between 0 and ${t.amountCents}
        and (${t.status} = 'Paid') = (${t.balanceCents} = 0)
        and (${t.status} = 'Open') = (${t.balanceCents} = ${t.amountCents})`,
    ),
    check("invoices_due_ck", sql`${t.dueDate} >= ${t.invoiceDate}`),
  ],
);

/**
 * Credit memos (INV-03): credits the manufacturer issued to the account (returns, price corrections).
 * An open memo's balance (`amount_cents - applied_cents`) is applied to the account's invoices (issue
 * 32 #4, `invoice_allocations`); fully applied it is `Applied` (memos applied before applications were
 * recorded are `Applied` with `applied_cents` 0: their balance is 0 all the same).
 */
export const creditMemos = pgTable(
  "credit_memos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull(),
    accountId: text("account_id").notNull(),
    memoDate: date("memo_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: text("status", { enum: ["Open", "Applied"] }).notNull(),
    /** How much of it was applied to invoices (issue 32 #4); an open memo's balance is the rest. */
    appliedCents: bigint("applied_cents", { mode: "number" }).notNull().default(0),
    reason: text("reason").notNull(),
    invoiceNumber: text("invoice_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_memos_number_uq").on(t.number),
    index("credit_memos_account_date_idx").on(t.accountId, t.memoDate.desc(), t.id.desc()),
    check("credit_memos_status_ck", sql`${t.status} in ('Open','Applied')`),
    check("credit_memos_amount_ck", sql`${t.amountCents} > 0`),
    check(
      "credit_memos_applied_ck",
      sql`${t.appliedCents} between 0 and ${t.amountCents}
        and (${t.status} = 'Applied' or ${t.appliedCents} < ${t.amountCents})`,
    ),
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

/**
 * What paid or credited an invoice (issue 32 #4): one row per invoice an approved payment paid (how
 * much of the payment went to it; unique per attempt and invoice, so a payment is applied once) and
 * one per application of a credit memo to an invoice. The invoice's balance is its amount less these.
 */
export const invoiceAllocations = pgTable(
  "invoice_allocations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id),
    kind: text("kind", { enum: ["payment", "credit"] }).notNull(),
    /** The payment attempt's reference (kind `payment`). */
    paymentId: text("payment_id"),
    /** The credit memo applied (kind `credit`). */
    creditMemoId: uuid("credit_memo_id").references(() => creditMemos.id),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    appliedBy: text("applied_by").notNull(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoice_allocations_payment_uq")
      .on(t.paymentId, t.invoiceId)
      .where(sql`${t.paymentId} is not null`),
    index("invoice_allocations_account_idx").on(t.accountId, t.appliedAt),
    index("invoice_allocations_invoice_idx").on(t.invoiceId),
    index("invoice_allocations_memo_idx").on(t.creditMemoId),
    check("invoice_allocations_kind_ck", sql`${t.kind} in ('payment','credit')`),
    check(
      "invoice_allocations_source_ck",
      sql`(${t.kind} = 'payment') = (${t.paymentId} is not null)
        and (${t.kind} = 'credit') = (${t.creditMemoId} is not null)`,
    ),
    check("invoice_allocations_amount_ck", sql`${t.amountCents} > 0`),
  ],
);
