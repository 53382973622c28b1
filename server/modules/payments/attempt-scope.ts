import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type PaymentStatusAnswer, paymentMessages } from "../../../lib/payments/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { reachedAccount } from "../accounts/index.ts";
import { type PaymentAttemptRow, paymentNotFound } from "./deps.ts";
import { paymentAttempts } from "./schema.ts";

export type PaymentFlow = PaymentAttemptRow["flow"];

/**
 * CART-02, USER-10: paying is ordering. A caller without cart access may not start, poll or abandon a
 * payment (403, before anything is read), not even one of an account they are a member of.
 */
export function requirePaymentAccess(caller: SessionUser): void {
  if (!caller.cartAccess) {
    throw new AppError("FORBIDDEN", "You do not have access to payments of this account");
  }
}

/**
 * The condition on `payment_attempts` (decision 005): this reference, of an account the caller
 * reaches, and (for a flow's own status call, PAY-19) of that flow. Anything else is not found.
 */
export function reachedAttempt(caller: SessionUser, reference: string, flow?: PaymentFlow): SQL {
  return and(
    eq(paymentAttempts.reference, reference),
    reachedAccount(paymentAttempts.accountId, caller),
    flow ? eq(paymentAttempts.flow, flow) : undefined,
  ) as SQL;
}

export async function findAttempt(
  db: DbOrTx,
  caller: SessionUser,
  reference: string,
  flow?: PaymentFlow,
): Promise<PaymentAttemptRow> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(reachedAttempt(caller, reference, flow));
  if (!row) throw paymentNotFound();
  return row;
}

/** API-44, API-46, API-50: the attempt as the page polls it; no `id` until it has a result (PAY-04). */
export function statusAnswer(row: PaymentAttemptRow, providerUnavailable = false): PaymentStatusAnswer {
  const approved = row.status === "approved";
  return {
    transactionID: row.reference,
    status: row.status,
    ...(row.result ?? {}),
    // Voided (issue 30): the provider approved it, but nothing was bought: not an approval to complete.
    ...(row.status === "voided"
      ? { response_indicator: "V", status_description: paymentMessages.voided }
      : {}),
    ...(providerUnavailable ? { providerUnavailable: true } : {}),
    ...(approved && row.orderId ? { orderId: row.orderId } : {}),
    ...(approved && row.invoiceIds ? { invoiceIds: row.invoiceIds } : {}),
  };
}
