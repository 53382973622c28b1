import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The built-in sandbox provider's own records: what a real provider keeps on its side. The product's
 * payment module never reads this table; it talks to the sandbox only through the adapter interface
 * (initiate, status) and the signed callback, as it would to a real provider.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    /** The hosted session id; the tokenized request names it, signed. */
    id: uuid("id").primaryKey().defaultRandom(),
    /** The merchant's reference (the attempt's `reference`). */
    reference: text("reference").notNull(),
    /** The merchant's account the payment is for (sent back in the callback). */
    merchantAccount: text("merchant_account").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    method: text("method", { enum: ["card", "ach"] }).notNull(),
    description: text("description").notNull(),
    payerName: text("payer_name").notNull(),
    payerEmail: text("payer_email").notNull(),
    callbackUrl: text("callback_url").notNull(),
    returnUrl: text("return_url").notNull(),
    /** `voided`: an approved payment the merchant voided (refunded in full). */
    status: text("status", { enum: ["open", "approved", "declined", "cancelled", "voided"] })
      .notNull()
      .default("open"),
    /** Tries of the "retry" test card: the first is refused with "try again". */
    tries: integer("tries").notNull().default(0),
    transactionId: text("transaction_id"),
    /** The result as reported (PAY-18 fields), once completed. */
    result: jsonb("result").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The session cannot be paid after this (the merchant's attempt expiry); it then reads as cancelled. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    callbackDeliveredAt: timestamp("callback_delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sandbox_payments_reference_uq").on(t.reference),
    index("sandbox_payments_created_idx").on(t.createdAt),
    check(
      "sandbox_payments_status_ck",
      sql`${t.status} in ('open','approved','declined','cancelled','voided')`,
    ),
    check("sandbox_payments_amount_ck", sql`${t.amountCents} > 0`),
  ],
);
