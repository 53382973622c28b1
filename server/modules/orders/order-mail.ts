import { trackingUrl } from "../../../lib/orders/contract.ts";
import { addressOneLine, shippingWords } from "../../../lib/orders/shipping-words.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import type { OrdersDeps } from "./deps.ts";
import { type OrderRow, orderShippingOf } from "./load-order.ts";

/** The order page in the portal (the UI's route; the link is the mail's action). */
export const orderPageUrl = (baseURL: string, orderId: string) => `${baseURL}/user/orders/${orderId}`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function orderMail(
  deps: Pick<OrdersDeps, "baseURL">,
  order: OrderRow,
  purpose: MailMessage["purpose"],
  subject: string,
  lines: string[],
): MailMessage {
  const url = orderPageUrl(deps.baseURL, order.id);
  const greeting = `Hello ${order.placedByName},`;
  const text = [greeting, "", ...lines, "", `View the order: ${url}`, ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">View the order</a></p>`,
  ].join("\n");
  return { to: order.placedByEmail, subject, text, html, purpose, link: url };
}

const paidBy = (order: OrderRow) =>
  order.paymentType === "ON_ACCOUNT"
    ? "on account"
    : `by ${order.paymentType === "CARD" ? "card" : "ACH"} (payment ${order.paymentId ?? ""})`;

/** ORDER-02, PAY-08: the confirmation, sent once the order is accepted (placed on account, or paid). */
export function confirmationMail(deps: Pick<OrdersDeps, "baseURL" | "brandName">, order: OrderRow) {
  return orderMail(deps, order, "order-confirmation", `${deps.brandName} order ${order.number} confirmed`, [
    `Thank you for your order ${order.number} (PO ${order.purchaseOrder}) for ${order.accountName}.`,
    `Total ${formatCents(order.totalCents)}, paid ${paidBy(order)}. We will mail you when it ships.`,
    ...shipmentLines(order),
  ]);
}

/**
 * Issue 32 item 1: the method, the freight (marked estimated for an LTL quote to follow), the
 * requested ship date, the bill-to and the ship-to, as the order page and the PDF show them.
 */
function shipmentLines(order: OrderRow): string[] {
  const shipping = orderShippingOf(order);
  const words = shipping ? shippingWords(shipping) : null;
  return [
    ...(words
      ? [
          `Shipping: ${words.method}.`,
          `Freight: ${words.freight}.`,
          `Requested ship date: ${words.shipDate}.`,
        ]
      : []),
    ...(order.billTo ? [`Bill to: ${addressOneLine(order.billTo)}.`] : []),
    `Ship to: ${addressOneLine({ ...order.shipTo, address2: order.shipTo.address2 ?? null })}.`,
  ];
}

const statusWords: Record<string, string> = {
  PROCESSING: "is being prepared",
  SHIPPED: "has shipped",
  DELIVERED: "has been delivered",
  CANCELLED: "has been cancelled",
};

/** Issue 13 item 5: each fulfilment change mails the buyer; shipped with the carrier's tracking link. */
export function statusMail(deps: Pick<OrdersDeps, "baseURL" | "brandName">, order: OrderRow) {
  const tracking = trackingUrl(order.carrier, order.trackingNumber);
  return orderMail(
    deps,
    order,
    "order-status",
    `${deps.brandName} order ${order.number} ${statusWords[order.orderStatus] ?? order.orderStatus}`,
    [
      `Your order ${order.number} (PO ${order.purchaseOrder}) ${statusWords[order.orderStatus] ?? `is now ${order.orderStatus}`}.`,
      ...(order.orderStatus === "SHIPPED" && order.trackingNumber
        ? [
            `${order.carrier ?? "Carrier"} tracking number ${order.trackingNumber}${tracking ? `: ${tracking}` : ""}`,
          ]
        : []),
    ],
  );
}
