import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { daysBetween } from "../../../lib/invoices/statement.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import { formatCents, formatDiscount } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { documentFileName, formatLongDate, PdfSheet } from "../media/index.ts";
import { type InvoiceRow, toInvoice } from "./answers.ts";
import { type InvoicesDeps, invoiceNotFound, todayOf } from "./deps.ts";
import type { PdfFile } from "./document-pdf.ts";
import { ownDocument, ownRows } from "./invoice-scope.ts";
import type { RemitTo } from "./remit-to.ts";
import { invoiceAllocations, invoices } from "./schema.ts";
import { remitToText } from "./statement-pdf.ts";

/** What an invoice's PDF shows besides the invoice: its order (lines, addresses), what paid and credited it. */
export type InvoiceSheet = {
  invoice: InvoiceRow;
  accountName: string;
  order: Order | null;
  paidCents: number;
  creditedCents: number;
  today: string;
  remitTo: RemitTo;
};

const address = (parts: readonly (string | null | undefined)[]) => parts.filter(Boolean).join(", ");

function statusText({ invoice, today }: InvoiceSheet): string {
  const answer = toInvoice(invoice, today);
  if (answer.status === "Paid") return `Paid${invoice.paidAt ? ` on ${formatLongDate(invoice.paidAt)}` : ""}`;
  return `${answer.status}${answer.overdue ? ", overdue" : ""}`;
}

function facts(content: InvoiceSheet): [string, string][] {
  const { invoice, order, accountName } = content;
  const terms = daysBetween(invoice.invoiceDate, invoice.dueDate);
  const billTo = order?.billTo
    ? address([
        order.billTo.name,
        order.billTo.address1,
        order.billTo.address2,
        `${order.billTo.city}, ${order.billTo.state} ${order.billTo.zip}`,
      ])
    : `${accountName}, account ${invoice.accountId}`;
  const ship = order?.shipTo;
  return [
    ["Invoice number", invoice.number],
    ["Status", statusText(content)],
    ["Invoice date", formatLongDate(invoice.invoiceDate)],
    ["Terms", terms > 0 ? `Net ${terms}` : "Due on receipt"],
    ["Due date", formatLongDate(invoice.dueDate)],
    ["Purchase order", invoice.purchaseOrder || "-"],
    ["Order", invoice.orderNumber ?? "-"],
    ["Bill to", billTo],
    [
      "Ship to",
      ship
        ? address([
            ship.name,
            ship.attention,
            ship.address1,
            ship.address2,
            `${ship.city}, ${ship.state} ${ship.zip}`,
          ])
        : "-",
    ],
  ];
}

/** The order's lines: part number, description (with the chosen options), quantity, unit price, extended. */
function drawLines(sheet: PdfSheet, order: Order) {
  sheet.heading("Lines");
  sheet.grid(
    [
      { header: "Part number", width: 2.4 },
      { header: "Description", width: 4.2 },
      { header: "Qty", width: 0.8, align: "right" },
      { header: "Unit price", width: 1.4, align: "right" },
      { header: "Extended", width: 1.5, align: "right" },
    ],
    order.items.map((item) => [
      [...new Set([item.productDetails.sku, item.catalogNumber].filter(Boolean))].join("\n"),
      [item.productDetails.name, ...item.options.map((o) => `${o.group}: ${o.label}`)].join("\n"),
      item.quantity.toLocaleString("en-US"),
      formatCents(item.unitPriceCents + item.optionsPerUnitCents),
      formatCents(item.lineTotalCents),
    ]),
  );
  sheet.summary([
    { label: "Subtotal", value: formatCents(order.subTotalCents) },
    {
      label: "Freight",
      value: order.shippingCents === null ? "Billed separately" : formatCents(order.shippingCents),
    },
    ...(order.bankSurchargeCents > 0
      ? [{ label: "Bank surcharge", value: formatCents(order.bankSurchargeCents) }]
      : []),
    ...(order.discountCents > 0 ? [{ label: "Discount", value: formatDiscount(order.discountCents) }] : []),
  ]);
}

/**
 * The invoice as a PDF an accounts-payable desk can file (issue 32 #4): number, status, dates, terms
 * and due date, purchase order and order, bill-to and ship-to, the order's lines (part number,
 * description, quantity, unit price, extended) and totals, the invoice amount, what was paid and what
 * credited, the balance due, and how to pay. Its date is the invoice's (or its payment's), so the
 * same invoice gives the same bytes.
 */
export async function renderInvoicePdf(
  content: InvoiceSheet,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const { invoice } = content;
  const sheet = await PdfSheet.create(config, {
    title: `Invoice ${invoice.number}`,
    subject: `Invoice ${invoice.number} for account ${invoice.accountId}, PO ${invoice.purchaseOrder}`,
    kind: "Invoice",
    date: invoice.paidAt ?? new Date(`${invoice.invoiceDate}T00:00:00Z`),
    footnote: `Invoice ${invoice.number}. Payable by ${formatLongDate(invoice.dueDate)}; all amounts in US dollars.`,
  });
  sheet.title(`Invoice ${invoice.number}`, `${content.accountName}  ·  PO ${invoice.purchaseOrder || "-"}`);
  sheet.table(facts(content));
  if (content.order) drawLines(sheet, content.order);
  sheet.summary([
    { label: "Invoice amount", value: formatCents(invoice.amountCents) },
    { label: "Paid", value: formatDiscount(content.paidCents) },
    { label: "Credited", value: formatDiscount(content.creditedCents) },
    { label: "Balance due", value: formatCents(invoice.balanceCents), bold: true },
  ]);
  sheet.heading("How to pay");
  sheet.text(remitToText(content.remitTo));
  return sheet.save();
}

/**
 * `GET portal-service/invoices/{accountId}/invoice/{id}/pdf`: the invoice of the caller's working
 * account (another account's is 404), with its order read through the orders module as the caller
 * reaches it (none: the PDF goes without lines) and its payments and credits summed from its
 * allocations (what paid it before allocations were recorded counts as paid).
 */
export async function invoicePdf(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  invoiceId: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const invoice = await ownDocument(
    deps,
    caller,
    accountId,
    () =>
      deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), ownRows(deps, caller, invoices.accountId))),
    invoiceNotFound,
  );
  const [[sums], order] = await Promise.all([
    deps.db
      .select({
        credited: sql<string>`coalesce(sum(${invoiceAllocations.amountCents}) filter (where ${invoiceAllocations.kind} = 'credit'), 0)`,
      })
      .from(invoiceAllocations)
      .where(
        and(
          eq(invoiceAllocations.invoiceId, invoice.id),
          ownRows(deps, caller, invoiceAllocations.accountId),
        ),
      ),
    invoice.orderId && deps.orderForInvoice ? deps.orderForInvoice(caller, invoice.orderId) : null,
  ]);
  const creditedCents = Math.min(Number(sums?.credited ?? 0), invoice.amountCents - invoice.balanceCents);
  const account = [...caller.accounts, ...caller.assignedAccounts].find((a) => a.id === invoice.accountId);
  const bytes = await renderInvoicePdf(
    {
      invoice,
      accountName: account?.name ?? `Account ${invoice.accountId}`,
      order,
      paidCents: invoice.amountCents - invoice.balanceCents - creditedCents,
      creditedCents,
      today: todayOf(deps),
      remitTo: deps.remitTo,
    },
    config,
  );
  return { fileName: documentFileName(invoice.number), bytes };
}
