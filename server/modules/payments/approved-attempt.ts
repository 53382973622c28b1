import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/transaction.ts";
import { paymentAttempts } from "./schema.ts";

/** An approved payment attempt as recorded (PAY-08's `PaymentID` is its reference). */
export type ApprovedAttempt = {
  reference: string;
  orderId: string | null;
  accountId: string;
  amountCents: number;
};

/**
 * The payments module's record of an approved attempt, by its reference, or null: what API-49 (the
 * orders module) completes an order from. Read-only; services.ts hands it to the orders module as
 * `approvedAttempt` (written by the orders engineer; the payments module may fold it into its index).
 */
export async function approvedAttemptOf(db: DbOrTx, reference: string): Promise<ApprovedAttempt | null> {
  const [row] = await db
    .select({
      reference: paymentAttempts.reference,
      orderId: paymentAttempts.orderId,
      accountId: paymentAttempts.accountId,
      amountCents: paymentAttempts.amountCents,
    })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.reference, reference), eq(paymentAttempts.status, "approved")));
  return row ?? null;
}
