import { and, arrayOverlaps, eq, inArray, lte, or } from "drizzle-orm";
import type { PaymentInProgress } from "../../../lib/payments/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import type { PaymentAttemptRow } from "./deps.ts";
import { paymentAttempts } from "./schema.ts";
import { statusPathOf } from "./status-path.ts";

/** A payment started and not yet settled: what holds its order or invoices until it ends or expires. */
export type PaymentInFlight = {
  reference: string;
  flow: PaymentAttemptRow["flow"];
  method: PaymentAttemptRow["method"];
  orderId: string | null;
  invoiceIds: string[];
  amountCents: number;
  startedAt: Date;
  expiresAt: Date;
  /** The status call the page polls while it is resumed (PAY-19). */
  statusUrl: string;
};

/** As an order or invoice answers it (lib/payments/contract.ts paymentInProgressSchema). */
export function toPaymentInProgress(payment: PaymentInFlight): PaymentInProgress {
  return {
    reference: payment.reference,
    method: payment.method,
    amountCents: payment.amountCents,
    startedAt: payment.startedAt.toISOString(),
    expiresAt: payment.expiresAt.toISOString(),
    statusUrl: payment.statusUrl,
  };
}

/** What a payment pays, by the ids of its subject: an order, invoices. */
export type PaymentSubjectIds = { orderIds?: readonly string[]; invoiceIds?: readonly string[] };

export function toInFlight(row: PaymentAttemptRow): PaymentInFlight {
  return {
    reference: row.reference,
    flow: row.flow,
    method: row.method,
    orderId: row.orderId,
    invoiceIds: row.invoiceIds ?? [],
    amountCents: row.amountCents,
    startedAt: row.createdAt,
    expiresAt: row.expiresAt,
    statusUrl: statusPathOf(row.flow, row.reference),
  };
}

/**
 * The account's pending attempts that pay any of these orders or invoices (an expired one too, until
 * it is closed at the provider: only the provider can say it can no longer be paid). Read with the
 * subject's rows locked, inside the transaction that starts or replaces a payment, this is the check
 * that makes a second payment of the same invoice or order impossible (payment_attempts_account_pending_idx).
 */
export async function paymentsInFlight(
  db: DbOrTx,
  accountId: string,
  subject: PaymentSubjectIds,
): Promise<PaymentInFlight[]> {
  const orderIds = [...(subject.orderIds ?? [])];
  const invoiceIds = [...(subject.invoiceIds ?? [])];
  if (orderIds.length === 0 && invoiceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.accountId, accountId),
        eq(paymentAttempts.status, "pending"),
        or(
          orderIds.length > 0 ? inArray(paymentAttempts.orderId, orderIds) : undefined,
          invoiceIds.length > 0 ? arrayOverlaps(paymentAttempts.invoiceIds, invoiceIds) : undefined,
        ),
      ),
    )
    .orderBy(paymentAttempts.createdAt);
  return rows.map(toInFlight);
}

/** The account's pending attempts past their expiry (oldest first, a bounded batch). */
export function expiredAttemptsOf(db: DbOrTx, accountId: string, now: Date): Promise<PaymentAttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.accountId, accountId),
        eq(paymentAttempts.status, "pending"),
        lte(paymentAttempts.expiresAt, now),
      ),
    )
    .orderBy(paymentAttempts.expiresAt)
    .limit(50);
}
