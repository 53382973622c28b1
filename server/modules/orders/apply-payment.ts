import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/transaction.ts";
import type { OrdersDeps } from "./deps.ts";
import type { OrderRow } from "./load-order.ts";
import { confirmationMail } from "./order-mail.ts";
import { orderEvents, orderLines, orders } from "./schema.ts";

/** An approved payment of an order: its reference (PAY-08 `PaymentID`), what it charged, whose it is. */
export type OrderPayment = { orderId: string; accountId: string; reference: string; amountCents: number };

/**
 * PAY-08, CONST-43: an approved payment completes its order, exactly once. One conditional UPDATE
 * moves the order from AWAITING_PAYMENT to PENDING / AUTHORIZED with the payment's reference and
 * amount; only the call that moved it goes on to record the event, take the ordered lines out of the
 * cart (the coupon's use spent for good) and send the confirmation (held until the commit by the
 * caller's `mailer.hold`). Any later call, however the report arrives, finds nothing to move and does
 * nothing. Answers the order when this call completed it, else null.
 */
export async function applyOrderPayment(
  tx: Tx,
  deps: Pick<OrdersDeps, "cart" | "mailer" | "baseURL" | "brandName">,
  payment: OrderPayment,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      orderStatus: "PENDING",
      paymentStatus: "AUTHORIZED",
      paymentId: payment.reference,
      paymentAmountCents: payment.amountCents,
      paidAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, payment.orderId),
        eq(orders.accountId, payment.accountId),
        eq(orders.orderStatus, "AWAITING_PAYMENT"),
      ),
    )
    .returning();
  if (!row) return null;
  await tx.insert(orderEvents).values({
    orderId: row.id,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    actor: "payment",
    actorName: `Payment ${payment.reference}`,
    note: `Paid ${row.paymentType === "CARD" ? "by card" : "by ACH"}`,
  });
  if (row.source === "cart") {
    const lines = await tx
      .select({ cartLineId: orderLines.cartLineId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, row.id), isNotNull(orderLines.cartLineId)));
    // Lines the buyer removed since placing are simply gone: the order was paid as placed.
    await deps.cart.takeOrderedLines(
      tx,
      row.accountId,
      lines.map((line) => ({ cartLineId: line.cartLineId as string, quantity: line.quantity })),
      row.coupon?.code ?? null,
    );
  }
  await deps.mailer.send(confirmationMail(deps, row));
  return row;
}
