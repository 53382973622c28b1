import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import {
  type Order,
  type OrderShipping,
  type OrderSummary,
  trackingUrl,
} from "../../../lib/orders/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { toQuoteLine } from "../quotes/index.ts";
import { orderNotFound } from "./deps.ts";
import { orderEvents, orderLines, orders } from "./schema.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The order `where` finds (a scoped condition: another account's is not found), its lines and history. */
export async function readOrder(
  db: DbOrTx,
  where: SQL,
): Promise<{ row: OrderRow; lines: OrderLineRow[]; events: OrderEventRow[] }> {
  const [row] = await db.select().from(orders).where(where);
  if (!row) throw orderNotFound();
  const [lines, events] = [
    await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.position)),
    await db.select().from(orderEvents).where(eq(orderEvents.orderId, row.id)).orderBy(asc(orderEvents.at)),
  ];
  return { row, lines, events };
}

/**
 * The orders of `ids` that `where` finds (a scoped condition), with their lines and history, in three
 * statements whatever their number, in the order of `ids`; those not found are left out.
 */
export async function readOrders(
  db: DbOrTx,
  ids: readonly string[],
  where: SQL,
): Promise<{ row: OrderRow; lines: OrderLineRow[]; events: OrderEventRow[] }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, [...ids]), where));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const [lines, events] = [
    await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, found))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    await db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, found))
      .orderBy(asc(orderEvents.orderId), asc(orderEvents.at)),
  ];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        row,
        lines: lines.filter((line) => line.orderId === id),
        events: events.filter((event) => event.orderId === id),
      },
    ];
  });
}

/** ORDER-04: the list's fields, with the spec's names. */
/** Issue 32 item 1: how the order ships, as placed (null: placed before freight at checkout). */
export function orderShippingOf(row: OrderRow): OrderShipping | null {
  if (!row.shippingMethod || !row.freightSource) return null;
  return {
    method: row.shippingMethod,
    carrier: row.carrierAccountCarrier,
    carrierAccountNumber: row.carrierAccountNumber,
    freightCents: row.shippingCents ?? 0,
    estimated: row.freightEstimated,
    source: row.freightSource,
    note: row.freightNote ?? "",
    requestedShipDate: row.requestedShipDate,
  };
}

export function toOrderSummary(row: OrderRow, lineCount: number): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    PurchaseOrder: row.purchaseOrder,
    Price: { OrderTotal: row.totalCents },
    PaymentType: row.paymentType,
    OrderStatus: row.orderStatus,
    PaymentID: row.paymentId,
    PaymentStatus: row.paymentStatus,
    PaymentAmount: row.paymentAmountCents,
    lineCount,
    placedByName: row.placedByName,
    createdAt: row.createdAt.toISOString(),
    trackingNumber: row.trackingNumber,
    carrier: row.carrier,
  };
}

/** The order page's answer: lines as charged (an order line is a quote line's snapshot), totals, history. */
export function toOrder(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  events: readonly OrderEventRow[],
): Order {
  const coupon = row.coupon;
  return {
    ...toOrderSummary(row, lines.length),
    accountId: row.accountId,
    accountName: row.accountName,
    source: row.source,
    quoteId: row.quoteId,
    quoteNumber: row.quoteNumber,
    notes: row.notes,
    shipTo: { ...row.shipTo, country: "US" },
    items: lines.map((line) => toQuoteLine({ ...line, quoteId: line.orderId })),
    itemTotalCents: row.itemTotalCents,
    optionTotalCents: row.optionTotalCents,
    subTotalCents: row.subTotalCents,
    shippingCents: row.shippingCents,
    bankSurchargeCents: row.bankSurchargeCents,
    surchargeMethod: row.paymentType === "CARD" ? "card" : row.paymentType === "ACH" ? "ach" : null,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    appliedCoupon: coupon
      ? {
          code: coupon.code,
          percentage: coupon.flatCents === null ? coupon.percentBasisPoints / 100 : null,
          flatCents: coupon.flatCents,
          productCodes: coupon.productCodes,
          expiresAt: coupon.expiresAt,
          note: coupon.note,
          message: coupon.message,
        }
      : null,
    currency: "USD",
    shipping: orderShippingOf(row),
    billTo: row.billTo,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      OrderStatus: event.orderStatus,
      PaymentStatus: event.paymentStatus,
      actor: event.actor,
      actorName: event.actorName,
      note: event.note,
      carrier: event.carrier,
      trackingNumber: event.trackingNumber,
    })),
    paidAt: row.paidAt?.toISOString() ?? null,
    approvedByName: row.approvedByName,
  };
}
