import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ApplyCreditMemoAnswer, ApplyCreditMemoRequest } from "../../../lib/invoices/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { memoBalanceCents, toCreditMemo, toInvoice } from "./answers.ts";
import { statusFor } from "./apply-invoice-payment.ts";
import { type InvoicesDeps, invoiceNotFound, todayOf } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { creditMemos, invoiceAllocations, invoices } from "./schema.ts";

export const creditMemoNotFound = () => new AppError("NOT_FOUND", "Credit memo not found");

/**
 * Issue 32 #4: an open credit memo of the working account applied to some of its unpaid invoices, in
 * one transaction. The memo's row is locked first, then the invoices' in id order (as a payment's
 * start and settle lock them), so two applications of one memo, or of two memos to one invoice, wait
 * for each other and each sees the balances the other left: a memo is never applied beyond its
 * balance, an invoice never credited below zero, nothing twice. An invoice with a payment in progress
 * is refused (409) until that payment ends. Each application is an `invoice_allocations` row; the
 * memo's `applied_cents` goes up (Applied once nothing is left), each invoice's balance down.
 */
export async function applyCreditMemo(
  deps: InvoicesDeps,
  caller: SessionUser,
  memoId: string,
  body: ApplyCreditMemoRequest,
): Promise<ApplyCreditMemoAnswer> {
  requireInvoiceAccess(caller);
  const accountId = workingAccount(deps, caller);
  const ids = [...new Set(body.allocations.map((part) => part.invoiceId.toLowerCase()))];
  if (ids.length !== body.allocations.length) {
    throw new AppError("VALIDATION", "allocations: name each invoice once");
  }
  return inTransaction(deps.db, async (tx) => {
    const [memo] = await tx
      .select()
      .from(creditMemos)
      .where(and(eq(creditMemos.id, memoId), ownRows(deps, caller, creditMemos.accountId)))
      .for("update");
    if (!memo) throw creditMemoNotFound();
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(inArray(invoices.id, ids), ownRows(deps, caller, invoices.accountId)))
      .orderBy(invoices.id)
      .for("update");
    if (rows.length !== ids.length) throw invoiceNotFound();
    let left = memoBalanceCents(memo);
    if (left === 0) throw new AppError("CONFLICT", `Credit memo ${memo.number} has no balance left to apply`);
    const paid = rows.find((row) => row.status === "Paid");
    if (paid) throw new AppError("CONFLICT", `Invoice ${paid.number} is already paid`);
    const [busy] = await deps.paymentsInFlight(tx, accountId, { invoiceIds: ids });
    if (busy) {
      const number = rows.find((row) => busy.invoiceIds.includes(row.id))?.number ?? "";
      throw new AppError(
        "CONFLICT",
        `Invoice ${number} has a payment in progress: finish or abandon it before applying a credit`,
      );
    }

    const credited: (typeof rows)[number][] = [];
    for (const part of body.allocations) {
      const row = rows.find((invoice) => invoice.id === part.invoiceId.toLowerCase());
      if (!row) throw invoiceNotFound();
      const cents = part.amount ?? Math.min(left, row.balanceCents);
      if (cents <= 0) {
        throw new AppError("VALIDATION", `Invoice ${row.number}: enter an amount of more than $0.00`);
      }
      if (cents > row.balanceCents) {
        throw new AppError(
          "VALIDATION",
          `Invoice ${row.number}: ${formatCents(cents)} is more than its balance of ${formatCents(row.balanceCents)}`,
        );
      }
      if (cents > left) {
        throw new AppError(
          "VALIDATION",
          `That is more than what is left of credit memo ${memo.number}: ${formatCents(memoBalanceCents(memo))}`,
        );
      }
      left -= cents;
      const balanceCents = row.balanceCents - cents;
      const status = statusFor(row.amountCents, balanceCents);
      const [updated] = await tx
        .update(invoices)
        .set({ balanceCents, status, paidAt: status === "Paid" ? new Date() : null })
        .where(eq(invoices.id, row.id))
        .returning();
      await tx.insert(invoiceAllocations).values({
        accountId: memo.accountId,
        invoiceId: row.id,
        kind: "credit",
        creditMemoId: memo.id,
        amountCents: cents,
        appliedBy: caller.userId,
      });
      if (updated) credited.push(updated);
    }
    const appliedCents = memoBalanceCents(memo) - left;
    const [after] = await tx
      .update(creditMemos)
      .set({ appliedCents: memo.appliedCents + appliedCents, status: left === 0 ? "Applied" : "Open" })
      .where(eq(creditMemos.id, memo.id))
      .returning();
    const today = todayOf(deps);
    credited.sort((a, b) => a.number.localeCompare(b.number));
    return {
      creditMemo: toCreditMemo(after ?? memo),
      invoices: credited.map((row) => toInvoice(row, today)),
      appliedCents,
    };
  });
}
