import type { OrderPaymentStatus, OrderStatus } from "./contract.ts";

/** How an order's status reads to a person (the order list's badges, the order's PDF): never the code. */
export const orderStatusWords: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: "Awaiting payment",
  PENDING: "Pending",
  PROCESSING: "Processing",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};

/** How an order's payment status reads to a person. */
export const paymentStatusWords: Record<OrderPaymentStatus, string> = {
  UNPAID: "Unpaid",
  AUTHORIZED: "Authorized",
  ON_ACCOUNT: "On account",
  VOIDED: "Voided",
};
