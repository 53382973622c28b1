import { and, inArray, notInArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { CLAIMABLE_ORDERS, type ClaimableOrder } from "../../../lib/orders/claimable-orders.ts";
import type { OrdersDeps } from "./deps.ts";
import { ownOrders } from "./order-scope.ts";
import { orderLines, orders } from "./schema.ts";

/**
 * The warranty claim form's orders (issue 32 item 6): the working account's CLAIMABLE_ORDERS latest
 * placed orders and their lines, in two statements (the account's created_at index, then the lines
 * by order). Only for who may see orders (cart access); others type the number, as before.
 */
export async function claimableOrders(deps: OrdersDeps, caller: SessionUser): Promise<ClaimableOrder[]> {
  if (!caller.cartAccess || !caller.workingAccountId) return [];
  const heads = await deps.db
    .select({
      id: orders.id,
      number: orders.number,
      purchaseOrder: orders.purchaseOrder,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(ownOrders(deps, caller), notInArray(orders.orderStatus, ["CANCELLED", "AWAITING_PAYMENT"])))
    // Nulls last, as the index is built (drizzle's desc() alone would sort the rows instead).
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(CLAIMABLE_ORDERS);
  if (heads.length === 0) return [];
  const lines = await deps.db
    .select({
      orderId: orderLines.orderId,
      sku: orderLines.sku,
      name: orderLines.name,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(orderLines.orderId, orderLines.position);
  return heads.map((head) => ({
    number: head.number,
    purchaseOrder: head.purchaseOrder,
    placedAt: head.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.orderId === head.id)
      .map(({ sku, name, quantity }) => ({ sku, name, quantity })),
  }));
}
