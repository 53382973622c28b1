import { and, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { bankSurchargeCents, type PaymentMethod } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { InvoiceAllocation, PricedPurpose } from "../payments/index.ts";
import { type InvoicesDeps, invoiceNotFound } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { invoices } from "./schema.ts";

type PricedRow = { id: string; number: string; balanceCents: number };

/**
 * Issue 32 #4: what the buyer pays of each invoice: the amount asked for it (`amounts`, cents, by
 * invoice id), or its whole balance when none is asked. An amount of nothing or more than the balance
 * is refused (400, naming the invoice); an amount for an invoice not being paid too.
 */
export function allocationsOf(
  rows: readonly PricedRow[],
  amounts: Readonly<Record<string, number>> | undefined,
): InvoiceAllocation[] {
  const asked = new Map(Object.entries(amounts ?? {}).map(([id, cents]) => [id.toLowerCase(), cents]));
  const stray = [...asked.keys()].find((id) => !rows.some((row) => row.id === id));
  if (stray) throw new AppError("VALIDATION", "amounts: names an invoice that is not being paid");
  return rows.map((row) => {
    const cents = asked.get(row.id) ?? row.balanceCents;
    if (cents <= 0) {
      throw new AppError("VALIDATION", `Invoice ${row.number}: enter an amount to pay of more than $0.00`);
    }
    if (cents > row.balanceCents) {
      throw new AppError(
        "VALIDATION",
        `Invoice ${row.number}: ${formatCents(cents)} is more than its balance of ${formatCents(row.balanceCents)}`,
      );
    }
    return { invoiceId: row.id, amountCents: cents };
  });
}

/**
 * What paying these invoices charges (INV-05, INV-07, PAY-11, PAY-12, AMB-10), asked by the payments
 * module when the buyer starts a payment: every id must be an unpaid invoice of the caller's working
 * account (another account's or an unknown one is 404; a paid one 409). Each invoice pays the amount
 * asked for it, up to its balance, or its whole balance (issue 32 #4); the base is their sum, the
 * surcharge 3 % of that sum rounded half up for card, 0 for ACH. Given the payment's transaction
 * (`lock`), the invoices' rows are locked in id order until it commits, so the payments module's check
 * for a payment in flight and its insert of the new one cannot interleave with another start for any
 * of them: one invoice is never paid twice at once.
 */
export async function priceInvoicePayment(
  deps: InvoicesDeps,
  caller: SessionUser,
  invoiceIds: readonly string[],
  method: PaymentMethod,
  lock?: Tx,
  amounts?: Readonly<Record<string, number>>,
): Promise<PricedPurpose> {
  requireInvoiceAccess(caller);
  const accountId = workingAccount(deps, caller);
  const ids = [...new Set(invoiceIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new AppError("VALIDATION", "invoiceIds: select at least one invoice");
  const query = (lock ?? deps.db)
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      balanceCents: invoices.balanceCents,
    })
    .from(invoices)
    .where(and(inArray(invoices.id, ids), ownRows(deps, caller, invoices.accountId)))
    // One order for every locker, so two overlapping sets cannot deadlock.
    .orderBy(invoices.id);
  const rows = lock ? await query.for("update") : await query;
  rows.sort((a, b) => a.number.localeCompare(b.number));
  if (rows.length !== ids.length) throw invoiceNotFound();
  const paid = rows.find((row) => row.status === "Paid");
  if (paid) throw new AppError("CONFLICT", `Invoice ${paid.number} is already paid`);
  const allocations = allocationsOf(rows, amounts);
  const baseCents = allocations.reduce((sum, part) => sum + part.amountCents, 0);
  const partial = allocations.some((part, index) => part.amountCents < (rows[index]?.balanceCents ?? 0));
  return {
    accountId,
    baseCents,
    surchargeCents: bankSurchargeCents(baseCents, method),
    description: `${partial ? "Part payment of invoices" : "Invoices"} ${rows.map((row) => row.number).join(", ")}`,
    invoiceIds: rows.map((row) => row.id),
    allocations,
    labels: Object.fromEntries(rows.map((row) => [row.id, `Invoice ${row.number}`])),
  };
}
