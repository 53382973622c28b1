import {
  type CheckoutPreview,
  type CompleteOrderBody,
  checkoutPreviewSchema,
  type ListOrdersQuery,
  type Order,
  type OrderList,
  orderListSchema,
  orderSchema,
  type PlaceOrderBody,
  type ReorderResult,
  reorderResultSchema,
} from "../../../lib/orders/contract.ts";
import {
  centsToAmount,
  type InitiatePaymentAnswer,
  type PaymentStatusAnswer,
} from "../../../lib/payments/contract.ts";
import { segment, serviceCall } from "../../service-call.ts";

/**
 * The browser's calls to `/api/order-service…` (decision 004): placing an order
 * (API-48, with the checkout attempt's Idempotency-Key), completing a paid one (API-49), the list
 * (API-47), reorder, cancelling an unpaid order and the PDF link.
 */
export const ORDER_SERVICE = "/api/order-service";

type ListFilters = Omit<ListOrdersQuery, "limit"> & { limit?: number };

export const ordersApi = {
  /** What checkout shows for the form as it is (issue 32 item 1: the method's freight to the ship-to). */
  checkout: (query: string): Promise<CheckoutPreview> =>
    serviceCall("GET", `${ORDER_SERVICE}/checkout?${query}`, checkoutPreviewSchema),
  /** API-48 (ORDER-02). */
  place: (body: PlaceOrderBody, idempotencyKey: string): Promise<Order> =>
    serviceCall("POST", `${ORDER_SERVICE}/orders`, orderSchema, { body, idempotencyKey }),
  /** API-49 (PAY-08). */
  complete: (body: CompleteOrderBody): Promise<Order> =>
    serviceCall("PUT", `${ORDER_SERVICE}/orders/complete`, orderSchema, { body }),
  /** API-47 (ORDER-01): the working account's orders, newest first, a page at a time. */
  list: (filters: ListFilters): Promise<OrderList> =>
    serviceCall("GET", `${ORDER_SERVICE}/user/me?${ordersQuery(filters)}`, orderListSchema),
  /** The order's lines back into the cart, priced today. */
  reorder: (orderId: string): Promise<ReorderResult> =>
    serviceCall("POST", `${ORDER_SERVICE}/orders/${segment(orderId)}/reorder`, reorderResultSchema),
  /**
   * Issue 30: the buyer cancels an order still awaiting its payment (the order as it is now); 409
   * when a payment of it is in progress or it no longer awaits payment.
   */
  cancel: (orderId: string): Promise<Order> =>
    serviceCall("POST", `${ORDER_SERVICE}/orders/${segment(orderId)}/cancel`, orderSchema),
};

/** API-47's query string, empty filters left out (in a fixed order, so a test can read it). */
export function ordersQuery(filters: ListFilters): string {
  const query = new URLSearchParams();
  for (const key of ["status", "from", "to", "q", "cursor"] as const) {
    const value = filters[key]?.trim();
    if (value) query.set(key, value);
  }
  if (filters.limit) query.set("limit", String(filters.limit));
  return query.toString();
}

/**
 * API-49 (PAY-08) for an order whose hosted payment was approved: the payment's id and amount as the
 * provider answered them (the amount the attempt started with when it answered none). The server
 * checks both against the attempt; the answer is the order now pending.
 */
export function completeApprovedOrder(
  orderId: string,
  result: PaymentStatusAnswer,
  started: InitiatePaymentAnswer,
): Promise<Order> {
  if (!result.id) throw new Error("No payment id");
  return ordersApi.complete({
    id: orderId,
    OrderStatus: "PENDING",
    PaymentID: result.transactionID,
    PaymentStatus: "AUTHORIZED",
    PaymentAmount: result.amount ?? centsToAmount(started.amountCents),
  });
}

export function orderPdfHref(orderId: string): string {
  return `${ORDER_SERVICE}/orders/${segment(orderId)}/pdf`;
}

export function orderPath(orderId: string): string {
  return `/user/orders/${segment(orderId)}`;
}
