import type { CreditMemo, Invoice, PortalPayment, Rma } from "../../../lib/invoices/contract.ts";
import type { creditMemos, invoices, portalPayments, rmas } from "./schema.ts";

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditMemoRow = typeof creditMemos.$inferSelect;
export type RmaRow = typeof rmas.$inferSelect;
export type PortalPaymentRow = typeof portalPayments.$inferSelect;

/** INV-02: an invoice as answered; "overdue" is open and due before `today` (a UTC date). */
export function toInvoice(row: InvoiceRow, today: string): Invoice {
  return {
    id: row.id,
    Invoice: row.number,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    PurchaseOrder: row.purchaseOrder,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    amountCents: row.amountCents,
    InvoiceBalance: row.balanceCents,
    status: row.status,
    // ISO dates compare as strings.
    overdue: row.status !== "Paid" && row.dueDate < today,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/** Issue 32 #4: an open memo's balance, what is left to apply (an applied one has none). */
export function memoBalanceCents(
  row: Pick<CreditMemoRow, "status" | "amountCents" | "appliedCents">,
): number {
  return row.status === "Applied" ? 0 : row.amountCents - row.appliedCents;
}

export function toCreditMemo(row: CreditMemoRow): CreditMemo {
  return {
    id: row.id,
    number: row.number,
    date: row.memoDate,
    amountCents: row.amountCents,
    balanceCents: memoBalanceCents(row),
    status: row.status,
    reason: row.reason,
    invoiceNumber: row.invoiceNumber,
  };
}

export function toRma(row: RmaRow): Rma {
  return {
    id: row.id,
    number: row.number,
    date: row.rmaDate,
    orderNumber: row.orderNumber,
    amountCents: row.amountCents,
    status: row.status,
    reason: row.reason,
  };
}

export function toPortalPayment(row: PortalPaymentRow): PortalPayment {
  return {
    id: row.id,
    paymentId: row.paymentId,
    paymentType: row.paymentType,
    paymentCents: row.paymentCents,
    feeCents: row.feeCents,
    amountCents: row.amountCents,
    memo: row.memo,
    paidAt: row.paidAt.toISOString(),
  };
}
