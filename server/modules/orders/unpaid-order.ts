import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { OrdersDeps } from "./deps.ts";
import type { OrderRow } from "./load-order.ts";
import { orderEvents, orders } from "./schema.ts";

/** Who cancels an unpaid order, and why, as its history says it. */
export type UnpaidCancel = { actor: "buyer" | "system" | "staff"; actorName: string; note: string };

/**
 * The 409 for an unpaid order whose payment is in progress: it is neither replaced nor cancelled
 * while the payer may still finish it (the page offers to resume or abandon that payment).
 */
export async function refusePaymentInFlight(deps: OrdersDeps, tx: Tx, order: OrderRow): Promise<void> {
  const [busy] = await deps.paymentsInFlight(tx, order.accountId, { orderIds: [order.id] });
  if (!busy) return;
  throw new AppError(
    "CONFLICT",
    `Order ${order.number} is being paid right now: finish that payment, or abandon it on the order's page, first`,
    { paymentInProgress: { reference: busy.reference, orderId: order.id, orderNumber: order.number } },
  );
}

/**
 * Cancels an order awaiting its card or ACH payment, locked by the caller (its quote, if any, is
 * reopened). Nothing was charged: a payment in flight has refused before this.
 */
export async function cancelUnpaidOrder(
  deps: OrdersDeps,
  tx: Tx,
  order: OrderRow,
  why: UnpaidCancel,
): Promise<OrderRow> {
  const [cancelled] = await tx
    .update(orders)
    .set({ orderStatus: "CANCELLED", cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.orderStatus, "AWAITING_PAYMENT")))
    .returning();
  if (!cancelled) throw new Error("The locked unpaid order changed under its lock");
  await tx.insert(orderEvents).values({
    orderId: cancelled.id,
    orderStatus: cancelled.orderStatus,
    paymentStatus: cancelled.paymentStatus,
    actor: why.actor,
    actorName: why.actorName,
    note: why.note,
  });
  if (cancelled.quoteId) await deps.quotes.reopen(tx, cancelled.quoteId, cancelled.id);
  return cancelled;
}

/**
 * The order of the account's cart still awaiting its card or ACH payment, locked (at most one:
 * orders_cart_awaiting_uq), or null. A new placement of the cart replaces it.
 */
export async function lockUnpaidCartOrder(tx: Tx, accountId: string): Promise<OrderRow | null> {
  const [open] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, accountId),
        eq(orders.source, "cart"),
        eq(orders.orderStatus, "AWAITING_PAYMENT"),
      ),
    )
    .for("update");
  return open ?? null;
}
