import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import type { OrdersDeps } from "./deps.ts";
import { readOrder, toOrder } from "./load-order.ts";
import { ownOrder, requireOrderAccess } from "./order-scope.ts";

/**
 * `GET order-service/orders/{id}` (ORDER-05): one order of the caller's working account with its
 * lines and prices as charged, addresses, payment, history and the carrier's tracking link. Another
 * account's order, or one that does not exist, is not found (404).
 */
export async function getOrder(deps: OrdersDeps, caller: SessionUser, orderId: string): Promise<Order> {
  requireOrderAccess(caller);
  const { row, lines, events } = await readOrder(deps.db, ownOrder(deps, caller, orderId));
  return toOrder(row, lines, events);
}
