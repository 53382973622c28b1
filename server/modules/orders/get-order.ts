import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import { toPaymentInProgress } from "../payments/index.ts";
import type { OrdersDeps } from "./deps.ts";
import { readOrder, readOrders, toOrder } from "./load-order.ts";
import { ownOrder, ownOrders, requireOrderAccess } from "./order-scope.ts";

/**
 * `GET order-service/orders/{id}` (ORDER-05): one order of the caller's working account with its
 * lines and prices as charged, addresses, payment, history and the carrier's tracking link. Another
 * account's order, or one that does not exist, is not found (404). An order awaiting payment says
 * whether a payment of it is in progress.
 */
export async function getOrder(deps: OrdersDeps, caller: SessionUser, orderId: string): Promise<Order> {
  requireOrderAccess(caller);
  const { row, lines, events } = await readOrder(deps.db, ownOrder(deps, caller, orderId));
  const order = toOrder(row, lines, events);
  if (row.orderStatus !== "AWAITING_PAYMENT") return order;
  // Issue 30: the page offers Resume and Abandon for a payment in progress, else Pay now and Cancel.
  const [inFlight] = await deps.paymentsInFlight(deps.db, row.accountId, { orderIds: [row.id] });
  return inFlight ? { ...order, paymentInProgress: toPaymentInProgress(inFlight) } : order;
}

/**
 * Several orders of the caller's working account, each as `getOrder` answers it, in three statements
 * (the assistant's order cards, CHAT-54). Ids of another account's orders, or of none, are left out.
 */
export async function getOrders(
  deps: OrdersDeps,
  caller: SessionUser,
  orderIds: readonly string[],
): Promise<Order[]> {
  requireOrderAccess(caller);
  const found = await readOrders(deps.db, orderIds, ownOrders(deps, caller));
  return found.map(({ row, lines, events }) => toOrder(row, lines, events));
}
