import type { SessionUser } from "../../../lib/accounts/users.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { formatLongDate } from "../media/index.ts";
import { toInvoice } from "./answers.ts";
import { type InvoicesDeps, invoiceNotFound, todayOf } from "./deps.ts";
import { documentPdf, type PdfFile } from "./document-pdf.ts";
import { invoices } from "./schema.ts";

/**
 * `GET portal-service/invoices/{accountId}/invoice/{id}/pdf` (issue 13: each with a PDF): the invoice
 * of the caller's working account (another account's is 404) as a PDF: number, status, account,
 * purchase order, order, dates, amount, paid and balance due. Its date is the invoice's (or its
 * payment's), so the same invoice gives the same bytes.
 */
export function invoicePdf(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  invoiceId: string,
  config: PublicConfig,
): Promise<PdfFile> {
  const document = { table: invoices, id: invoiceId, notFound: invoiceNotFound };
  return documentPdf(deps, caller, accountId, document, config, (row) => {
    const invoice = toInvoice(row, todayOf(deps));
    const status =
      invoice.status === "Paid"
        ? `Paid${row.paidAt ? ` on ${formatLongDate(row.paidAt)}` : ""}`
        : `${invoice.status}${invoice.overdue ? ", overdue" : ""}`;
    return {
      meta: {
        title: `Invoice ${row.number}`,
        subject: `Invoice ${row.number} for account ${row.accountId}, PO ${row.purchaseOrder}`,
        kind: "Invoice",
        date: row.paidAt ?? new Date(`${row.invoiceDate}T00:00:00Z`),
        footnote: `Invoice ${row.number}. Payable by ${formatLongDate(row.dueDate)}; all amounts in US dollars.`,
      },
      heading: {
        title: `Invoice ${row.number}`,
        subtitle: `Account ${row.accountId}  ·  PO ${row.purchaseOrder || "-"}`,
      },
      facts: [
        ["Invoice number", row.number],
        ["Status", status],
        ["Account", row.accountId],
        ["Purchase order", row.purchaseOrder || "-"],
        ["Order", row.orderNumber ?? "-"],
        ["Invoice date", formatLongDate(row.invoiceDate)],
        ["Due date", formatLongDate(row.dueDate)],
      ],
      summary: [
        { label: "Invoice amount", value: formatCents(row.amountCents) },
        { label: "Paid", value: formatCents(row.amountCents - row.balanceCents) },
        { label: "Balance due", value: formatCents(row.balanceCents), bold: true },
      ],
    };
  });
}
