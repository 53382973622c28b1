import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PaymentMethod } from "../../../lib/payments/contract.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { PaymentAttemptRow, PaymentSubject, PricedPurpose } from "../payments/index.ts";
import { applyOrderPayment } from "./apply-payment.ts";
import { type OrdersDeps, orderNotFound } from "./deps.ts";
import { ownOrder, requireOrderAccess } from "./order-scope.ts";
import { orders } from "./schema.ts";

const methodOf = { CARD: "card", ACH: "ach" } as const;

/**
 * What the payments module charges for an order (PAY-01): the caller's order awaiting payment (another
 * account's is 404; one that is not awaiting payment 409), at its total as placed: the base without
 * the surcharge and the surcharge of its payment type. The order was priced for the method it is paid
 * with, so another method is refused (409): checkout places the order with the method it pays by.
 */
export async function priceOrderPayment(
  deps: OrdersDeps,
  caller: SessionUser,
  orderId: string,
  method: PaymentMethod,
  lock?: Tx,
): Promise<PricedPurpose> {
  requireOrderAccess(caller);
  // Locked with the payment's start: a placement that replaces the order waits for it, and finds it.
  const query = (lock ?? deps.db)
    .select()
    .from(orders)
    .where(ownOrder(deps, caller, orderId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw orderNotFound();
  if (row.orderStatus !== "AWAITING_PAYMENT") {
    throw new AppError("CONFLICT", `Order ${row.number} is not awaiting payment (${row.orderStatus})`);
  }
  if (row.paymentType === "ON_ACCOUNT" || methodOf[row.paymentType] !== method) {
    throw new AppError(
      "CONFLICT",
      `Order ${row.number} was placed to be paid by ${row.paymentType === "ACH" ? "ACH" : row.paymentType === "CARD" ? "card" : "account"}; place it again to pay another way`,
    );
  }
  return {
    accountId: row.accountId,
    baseCents: row.totalCents - row.bankSurchargeCents,
    surchargeCents: row.bankSurchargeCents,
    description: `Order ${row.number}`,
    orderId: row.id,
  };
}

/** The orders module as the payments module's subject of the "order" flow (server/modules/payments/deps.ts). */
export function orderPaymentSubject(deps: OrdersDeps): PaymentSubject<{ kind: "order"; orderId: string }> {
  return {
    price: (caller, purpose, method, lock) => priceOrderPayment(deps, caller, purpose.orderId, method, lock),
    applyApproved: async (tx: Tx, attempt: PaymentAttemptRow) => {
      if (!attempt.orderId) return false;
      const paid = await applyOrderPayment(tx, deps, {
        orderId: attempt.orderId,
        accountId: attempt.accountId,
        reference: attempt.reference,
        amountCents: attempt.amountCents,
      });
      if (paid) return true;
      // Not awaiting payment any more: paid by this very payment already, or cancelled meanwhile
      // (then the payment is voided: the goods were not bought by it).
      const [order] = await tx
        .select({ paymentId: orders.paymentId })
        .from(orders)
        .where(eq(orders.id, attempt.orderId));
      return order?.paymentId === attempt.reference;
    },
  };
}
