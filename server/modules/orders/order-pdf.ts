import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import { addressOneLine, shippingWords } from "../../../lib/orders/shipping-words.ts";
import { orderStatusWords, paymentStatusWords } from "../../../lib/orders/status-words.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { PdfSheet } from "../media/index.ts";
import { drawPricedLines } from "../quotes/index.ts";
import type { OrdersDeps } from "./deps.ts";
import { getOrder } from "./get-order.ts";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const formatDay = (iso: string) => day.format(new Date(iso));

const paymentWords: Record<Order["PaymentType"], string> = {
  ON_ACCOUNT: "On account",
  CARD: "Card",
  ACH: "ACH",
};

/** `SO-2026-000042.pdf`. */
export const orderPdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;

/**
 * The order confirmation as a PDF (issue 13 item 4): the brand's header, the order number, account,
 * purchase order, date, status, payment, bill-to (the account) and ship-to, then the lines and totals as charged, drawn by
 * the same layout as a quote's. Its date is the order's placing, so the same order gives the same bytes.
 */
export async function renderOrderPdf(order: Order, config: PublicConfig): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = await PdfSheet.create(config, {
    title: `Order ${order.number}`,
    subject: `Order ${order.number} for ${order.accountName}, PO ${order.PurchaseOrder}`,
    kind: "Order confirmation",
    date: new Date(order.createdAt),
    footnote: `Order ${order.number}. All amounts in US dollars, as charged.`,
  });
  const ship = order.shipTo;
  const shipping = order.shipping ? shippingWords(order.shipping) : null;
  sheet.title(`Order ${order.number}`, `${order.accountName}  ·  PO ${order.PurchaseOrder}`);
  sheet.table([
    ["Order number", order.number],
    // Issue 32 #4: in words ("Shipped, on account"), as the order list says them, never the codes.
    [
      "Status",
      `${orderStatusWords[order.OrderStatus]} · Payment: ${paymentStatusWords[order.PaymentStatus].toLowerCase()}`,
    ],
    ["Purchase order", order.PurchaseOrder],
    ["Date", formatDay(order.createdAt)],
    ["Placed by", order.placedByName],
    // #32.2: an order a member submitted for approval names who approved it.
    ...(order.approvedByName ? [["Approved by", order.approvedByName] as [string, string]] : []),
    ["Payment", `${paymentWords[order.PaymentType]}${order.PaymentID ? ` (${order.PaymentID})` : ""}`],
    ...(order.quoteNumber ? [["From quote", order.quoteNumber] as [string, string]] : []),
    // Issue 32 item 1: the bill-to frozen when placed; older orders name the account.
    [
      "Bill to",
      order.billTo ? addressOneLine(order.billTo) : `${order.accountName}, account ${order.accountId}`,
    ],
    [
      "Ship to",
      [ship.name, ship.attention, ship.address1, ship.address2, `${ship.city}, ${ship.state} ${ship.zip}`]
        .filter(Boolean)
        .join(", "),
    ],
    ...(shipping
      ? ([
          ["Shipping", shipping.method],
          ["Freight", shipping.freight],
          ["Requested ship date", shipping.shipDate],
        ] as [string, string][])
      : []),
    ...(order.trackingNumber
      ? [["Tracking", `${order.carrier ?? ""} ${order.trackingNumber}`.trim()] as [string, string]]
      : []),
  ]);
  drawPricedLines(sheet, order);
  if (order.notes) {
    sheet.heading("Notes");
    sheet.text(order.notes);
  }
  return sheet.save();
}

/** `GET order-service/orders/{id}/pdf`: the caller's order (scoped as the order page) as a PDF file. */
export async function orderPdf(
  deps: OrdersDeps,
  caller: SessionUser,
  orderId: string,
  config: PublicConfig,
): Promise<{ fileName: string; bytes: Uint8Array<ArrayBuffer> }> {
  const order = await getOrder(deps, caller, orderId);
  return { fileName: orderPdfFileName(order.number), bytes: await renderOrderPdf(order, config) };
}
