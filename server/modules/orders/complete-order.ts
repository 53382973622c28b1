import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { CompleteOrderBody, Order } from "../../../lib/orders/contract.ts";
import { amountToCents } from "../../../lib/payments/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { applyOrderPayment } from "./apply-payment.ts";
import type { OrdersDeps } from "./deps.ts";
import { readOrder, toOrder } from "./load-order.ts";
import { ownOrder, requireOrderAccess } from "./order-scope.ts";

const notThisPayment = (reference: string) =>
  new AppError("CONFLICT", `Payment ${reference} is not an approved payment of this order`);

/**
 * API-49 `PUT order-service/orders/complete` (PAY-08, CONST-43): the browser reports the approved
 * payment; the server completes the order only from its own record of that attempt. The caller's
 * order (another account's is 404) already PENDING / AUTHORIZED by this `PaymentID` and amount is
 * answered as it is (a repeat, or the callback came first); otherwise the payments module's approved
 * attempt of that reference must be this order's and have charged `PaymentAmount` (dollars, as the
 * provider reports it), else 409, and the order is completed exactly as the callback would
 * (applyOrderPayment: once, whichever comes first).
 */
export async function completeOrder(
  deps: OrdersDeps,
  caller: SessionUser,
  body: CompleteOrderBody,
): Promise<Order> {
  requireOrderAccess(caller);
  const amountCents = amountToCents(String(body.PaymentAmount));
  if (amountCents === null)
    throw new AppError("VALIDATION", "PaymentAmount: must be an amount in dollars, like 123.45");
  const where = ownOrder(deps, caller, body.id);
  const { row } = await readOrder(deps.db, where);
  const answerIfCompleted = async () => {
    const current = await readOrder(deps.db, where);
    if (current.row.paymentStatus !== "AUTHORIZED" || current.row.paymentId !== body.PaymentID) return null;
    if (current.row.paymentAmountCents !== amountCents) {
      throw new AppError("CONFLICT", "PaymentAmount is not what the payment charged");
    }
    return toOrder(current.row, current.lines, current.events);
  };
  if (row.paymentStatus === "AUTHORIZED") {
    const done = await answerIfCompleted();
    if (done) return done;
    throw notThisPayment(body.PaymentID);
  }
  const attempt = await deps.approvedAttempt(body.PaymentID);
  if (!attempt || attempt.orderId !== row.id || attempt.accountId !== row.accountId) {
    throw notThisPayment(body.PaymentID);
  }
  if (attempt.amountCents !== amountCents) {
    throw new AppError("CONFLICT", "PaymentAmount is not what the payment charged");
  }
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, (tx) =>
      applyOrderPayment(tx, deps, {
        orderId: row.id,
        accountId: row.accountId,
        reference: attempt.reference,
        amountCents: attempt.amountCents,
      }),
    ),
  );
  await held.release();
  // Completed now, or by the callback a moment ago: either way the order as it stands.
  const done = await answerIfCompleted();
  if (!done) throw new AppError("CONFLICT", "This order can no longer be completed");
  return done;
}
