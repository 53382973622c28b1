import { eq, type SQL } from "drizzle-orm";
import type { Order } from "../../../lib/orders/contract.ts";
import type { StaffAttempt } from "../../../lib/staff/orders-contract.ts";
import type { OrdersDeps } from "./deps.ts";
import { readOrder, toOrder } from "./load-order.ts";
import { orders } from "./schema.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Any account's order by its number (SO-2026-000042) or its id: staff reach every account. */
export function staffOrderWhere(key: string): SQL {
  return UUID.test(key) ? eq(orders.id, key) : eq(orders.number, key.toUpperCase());
}

/** The staff order page: the order with its lines, totals, addresses and history, and its payment attempts. */
export type StaffOrder = { order: Order; attempts: StaffAttempt[] };

/**
 * Issue 33 item 4: an order of any account for the console (`orders.read` checked at the door): the
 * order as its buyer sees it (lines, totals, shipping, bill-to and ship-to, PO, approver, status
 * history) and every payment attempt of it from the payments module, with the provider's references.
 * Unknown is 404.
 */
export async function staffOrder(deps: OrdersDeps, key: string): Promise<StaffOrder> {
  const { row, lines, events } = await readOrder(deps.db, staffOrderWhere(key));
  return { order: toOrder(row, lines, events), attempts: await deps.orderAttempts(row.id) };
}
