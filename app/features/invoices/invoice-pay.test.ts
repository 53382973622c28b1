import { describe, expect, it } from "vitest";
import type { Invoice, InvoicesAnswer } from "../../../lib/invoices/contract.ts";
import { withPaidTotals } from "./invoice-pay.ts";

const invoice = (n: number, balance: number, overdue: boolean): Invoice => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  Invoice: `INV-${n}`,
  orderId: null,
  orderNumber: null,
  PurchaseOrder: "",
  invoiceDate: "2026-01-01",
  dueDate: "2026-01-31",
  amountCents: 50_000,
  InvoiceBalance: balance,
  status: balance === 50_000 ? "Open" : "Partly paid",
  overdue,
  paidAt: null,
});

describe("the invoices tab's totals after a payment (issue 32 #4)", () => {
  it("#32.4 a partial payment of an overdue invoice takes what it paid off the open and the overdue totals at once", () => {
    const data: InvoicesAnswer = {
      accountId: "A-1",
      invoices: [invoice(1, 50_000, true), invoice(2, 50_000, false)],
      creditMemos: [],
      openRmas: [],
      // More than the loaded invoices: some are on pages not loaded yet.
      openBalanceCents: 180_000,
      overdueBalanceCents: 90_000,
      nextCursor: "next",
    };
    const after = withPaidTotals(data, [{ ...invoice(1, 12_345, true), status: "Partly paid" }]);
    expect(after.openBalanceCents).toBe(180_000 - 37_655);
    expect(after.overdueBalanceCents).toBe(90_000 - 37_655);
    expect(after.invoices[0]?.InvoiceBalance).toBe(12_345);
    const paid = withPaidTotals(after, [{ ...invoice(2, 0, false), status: "Paid" }]);
    expect(paid.openBalanceCents).toBe(180_000 - 37_655 - 50_000);
    expect(paid.overdueBalanceCents).toBe(90_000 - 37_655);
  });
});
