import type { Invoice } from "../../../lib/invoices/contract.ts";
import { bankSurchargeCents, type PaymentMethod } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";

/**
 * What paying the selected invoices will charge, as the pay panel shows it before paying (PAY-11,
 * PAY-12, INV-07, AMB-10: the full balances, the card's 3 % rounded half up to the cent, ACH none).
 * Display only: the server recomputes every figure from its own invoices.
 */
export function invoicePaymentFigures(
  invoices: readonly Invoice[],
  selected: ReadonlySet<string>,
  method: PaymentMethod,
) {
  // An invoice whose payment is in progress (issue 30) is not paid again meanwhile.
  const chosen = invoices.filter(
    (invoice) => selected.has(invoice.id) && invoice.status === "Open" && !invoice.paymentInProgress,
  );
  const baseCents = chosen.reduce((sum, invoice) => sum + invoice.InvoiceBalance, 0);
  const surchargeCents = bankSurchargeCents(baseCents, method);
  return {
    invoiceIds: chosen.map((invoice) => invoice.id),
    baseCents,
    surchargeCents,
    totalCents: baseCents + surchargeCents,
    rows: [
      { key: "selected", label: `Selected invoices (${chosen.length})`, amount: formatCents(baseCents) },
      {
        key: "surcharge",
        label: method === "card" ? "Bank surcharge (3%)" : "Bank surcharge",
        amount: formatCents(surchargeCents),
      },
      { key: "total", label: "Total", amount: formatCents(baseCents + surchargeCents), emphasis: true },
    ],
  };
}

/** How an invoice's status reads: "Paid", "Overdue" (open and past due), or "Open". */
export function invoiceStatusText(invoice: Pick<Invoice, "status" | "overdue">): "Paid" | "Overdue" | "Open" {
  if (invoice.status === "Paid") return "Paid";
  return invoice.overdue ? "Overdue" : "Open";
}

/** The invoices with the paid ones of API-43's answer replaced (INV-06: each shows "Paid"). */
export function withPaid(invoices: readonly Invoice[], paid: readonly Invoice[]): Invoice[] {
  const byId = new Map(paid.map((invoice) => [invoice.id, invoice]));
  return invoices.map((invoice) => byId.get(invoice.id) ?? invoice);
}

/** A date of the account's day ("2026-11-25") as "Nov 25, 2026", the same on the server and the browser. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}
