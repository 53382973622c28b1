import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type OrdersDeps, orderNotFound } from "./deps.ts";
import { readOrder, toOrder } from "./load-order.ts";
import { ownOrder, personName, requireOrderAccess } from "./order-scope.ts";
import { orders } from "./schema.ts";
import { cancelUnpaidOrder, refusePaymentInFlight } from "./unpaid-order.ts";

/**
 * `POST order-service/orders/{id}/cancel` (issue 30): the buyer cancels an order of the working
 * account that still awaits its card or ACH payment (another account's is 404). Nothing was charged,
 * and the cart keeps its lines; a quote it was placed from can be ordered again. An order already
 * paid, on account or moving through fulfilment is 409 (the manufacturer cancels those), and so is one
 * whose payment is in progress until that payment is finished or abandoned. Cancelling twice answers
 * the cancelled order.
 */
export async function cancelOrder(deps: OrdersDeps, caller: SessionUser, orderId: string): Promise<Order> {
  requireOrderAccess(caller);
  const { row: seen } = await readOrder(deps.db, ownOrder(deps, caller, orderId));
  // Expired payments are closed at the provider first: they no longer hold the order.
  await deps.releaseExpiredPayments(seen.accountId);
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(ownOrder(deps, caller, orderId))
      .for("update");
    if (!row) throw orderNotFound();
    if (row.orderStatus === "AWAITING_PAYMENT") {
      await refusePaymentInFlight(deps, tx, row);
      await cancelUnpaidOrder(deps, tx, row, {
        actor: "buyer",
        actorName: personName(caller),
        note: "Cancelled by the buyer before paying",
      });
    } else if (row.orderStatus !== "CANCELLED") {
      throw new AppError(
        "CONFLICT",
        `Order ${row.number} is no longer awaiting payment: only an unpaid order can be cancelled here. Please contact customer service to change it.`,
      );
    }
    const { row: now, lines, events } = await readOrder(tx, ownOrder(deps, caller, orderId));
    return toOrder(now, lines, events);
  });
}
