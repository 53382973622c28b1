import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/transaction.ts";
import { quotes } from "./schema.ts";

/**
 * The quote became a live order (issue 30): called by the orders module inside the transaction that
 * places it, so the quote reads "Ordered" with a link to the order exactly when the order exists. No
 * caller: the orders module has reached the quote through the caller's scope already.
 */
export async function markQuoteOrdered(
  tx: Tx,
  quoteId: string,
  order: { orderId: string; orderNumber: string },
): Promise<void> {
  await tx
    .update(quotes)
    .set({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(quotes.id, quoteId));
}

/** Its order was cancelled (unpaid): the quote can be ordered again. Only that order's link is cleared. */
export async function reopenQuote(tx: Tx, quoteId: string, orderId: string): Promise<void> {
  await tx
    .update(quotes)
    .set({ orderId: null, orderNumber: null, orderedAt: null, updatedAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.orderId, orderId)));
}
