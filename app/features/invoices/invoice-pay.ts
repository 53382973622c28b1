import type { Invoice, InvoicesAnswer } from "../../../lib/invoices/contract.ts";
import {
  amountToCents,
  bankSurchargeCents,
  centsToAmount,
  type PaymentMethod,
} from "../../../lib/payments/contract.ts";
import { formatShortDate } from "../../../lib/shared/format.ts";
import { formatCents } from "../../../lib/shared/money.ts";

/** The amount the buyer typed for an invoice, in cents, or why it cannot be paid (issue 32 #4). */
export function amountProblem(
  invoice: Invoice,
  typed: string | undefined,
): { cents: number; problem?: string } {
  if (typed === undefined) return { cents: invoice.InvoiceBalance };
  const cents = amountToCents(typed);
  if (cents === null) return { cents: 0, problem: "Enter an amount in dollars, like 250.00" };
  if (cents <= 0) return { cents: 0, problem: "Enter an amount of more than $0.00" };
  if (cents > invoice.InvoiceBalance) {
    return { cents, problem: `That is more than the balance of ${formatCents(invoice.InvoiceBalance)}` };
  }
  return { cents };
}

/**
 * What paying the selected invoices will charge, as the pay panel shows it before paying (PAY-11,
 * PAY-12, INV-07, AMB-10): each invoice's amount (typed, issue 32 #4; else its whole balance), the
 * card's 3 % of their sum rounded half up to the cent, ACH none. Display only: the server recomputes
 * every figure from its own invoices.
 */
export function invoicePaymentFigures(
  invoices: readonly Invoice[],
  selected: ReadonlySet<string>,
  method: PaymentMethod,
  typed: Readonly<Record<string, string>> = {},
) {
  // An invoice whose payment is in progress (issue 30) is not paid again meanwhile.
  const chosen = invoices.filter(
    (invoice) => selected.has(invoice.id) && invoice.status !== "Paid" && !invoice.paymentInProgress,
  );
  const parts = chosen.map((invoice) => ({ invoice, ...amountProblem(invoice, typed[invoice.id]) }));
  const baseCents = parts.reduce((sum, part) => sum + (part.problem ? 0 : part.cents), 0);
  const surchargeCents = bankSurchargeCents(baseCents, method);
  const problems = Object.fromEntries(
    parts.flatMap((part) => (part.problem ? [[part.invoice.id, part.problem]] : [])),
  ) as Record<string, string>;
  return {
    invoiceIds: chosen.map((invoice) => invoice.id),
    parts,
    /** The amounts the buyer entered, in dollars, by invoice id (the others pay their balances). */
    amounts: Object.fromEntries(
      parts.flatMap((part) =>
        typed[part.invoice.id] === undefined ? [] : [[part.invoice.id, centsToAmount(part.cents)]],
      ),
    ),
    problems,
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

/** How an invoice's status reads: "Paid", "Overdue" (unpaid and past due), "Partly paid" or "Open". */
export function invoiceStatusText(
  invoice: Pick<Invoice, "status" | "overdue">,
): "Paid" | "Overdue" | "Partly paid" | "Open" {
  if (invoice.status === "Paid") return "Paid";
  return invoice.overdue ? "Overdue" : invoice.status;
}

/** The invoices with the paid ones of API-43's answer replaced (INV-06: each shows "Paid"). */
export function withPaid(invoices: readonly Invoice[], paid: readonly Invoice[]): Invoice[] {
  const byId = new Map(paid.map((invoice) => [invoice.id, invoice]));
  return invoices.map((invoice) => byId.get(invoice.id) ?? invoice);
}

/**
 * Issue 32 #4: the loaded list after a payment (in full or in part): the paid invoices replaced, and
 * the open and overdue totals down by what each paid invoice's balance went down, so the balances are
 * right at once, without waiting for the list to be read again.
 */
export function withPaidTotals(data: InvoicesAnswer, paid: readonly Invoice[]): InvoicesAnswer {
  let open = data.openBalanceCents;
  let overdue = data.overdueBalanceCents;
  for (const after of paid) {
    const before = data.invoices.find((invoice) => invoice.id === after.id);
    if (!before || before.status === "Paid") continue;
    const cut = before.InvoiceBalance - after.InvoiceBalance;
    open -= cut;
    if (before.overdue) overdue -= cut;
  }
  return {
    ...data,
    invoices: withPaid(data.invoices, paid),
    openBalanceCents: Math.max(0, open),
    overdueBalanceCents: Math.max(0, overdue),
  };
}

/** A date of the account's day ("2026-11-25") as "Nov 25, 2026", the portal's one date format (#32.6). */
export const formatDay = formatShortDate;
