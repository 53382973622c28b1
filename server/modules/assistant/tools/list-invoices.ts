import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import { workingAccountOf } from "../../accounts/index.ts";
import { defineTool, signedIn } from "../tool.ts";

const input = z
  .object({
    status: z.enum(["Open", "Paid"]).optional(),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .strict();

/** API-42: the invoices of the caller's working account, with the open and overdue balances. */
export const listInvoicesTool = defineTool({
  name: "list_invoices",
  description:
    "The invoices of the signed-in buyer's selected account (open first by due date, then paid), with the open and overdue balances. Optionally Open or Paid only.",
  input,
  account: true,
  run: signedIn(async (caller, { deps }, input) => {
    const accountId = workingAccountOf(caller, deps.fallbackAccountId);
    const answer = await deps.invoices.list(caller, accountId, {
      ...(input.status ? { status: input.status } : {}),
      limit: input.limit,
    });
    const invoices = answer.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.Invoice,
      orderNumber: invoice.orderNumber,
      PurchaseOrder: invoice.PurchaseOrder,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      amountCents: invoice.amountCents,
      balanceCents: invoice.InvoiceBalance,
      status: invoice.status,
      overdue: invoice.overdue,
    }));
    const message =
      invoices.length === 0
        ? `Account ${accountId} has no ${input.status ? `${input.status.toLowerCase()} ` : ""}invoices.`
        : `Account ${accountId}: open balance ${formatCents(answer.openBalanceCents)}, of which ${formatCents(answer.overdueBalanceCents)} overdue.`;
    return ok(message, {
      accountId,
      invoices,
      openBalanceCents: answer.openBalanceCents,
      overdueBalanceCents: answer.overdueBalanceCents,
      more: answer.nextCursor !== null,
    });
  }),
});
