import { and, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { bankSurchargeCents, type PaymentMethod } from "../../../lib/payments/contract.ts";
import { AppError } from "../../errors.ts";
import type { PricedPurpose } from "../payments/deps.ts";
import { type InvoicesDeps, invoiceNotFound } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { pendingAttemptsFor } from "./payment-attempts.ts";
import { invoices } from "./schema.ts";

/**
 * What paying these invoices charges (INV-05, INV-07, PAY-11, PAY-12, AMB-10), asked by the payments
 * module when the buyer starts a payment: every id must be an open invoice of the caller's working
 * account (another account's or an unknown one is 404; a paid one 409; one already in a pending
 * attempt 409, so one invoice is never paid twice at once). The base is the sum of the balances (paid
 * in full, OPEN default of INV), the surcharge 3 % of that sum rounded half up for card, 0 for ACH.
 */
export async function priceInvoicePayment(
  deps: InvoicesDeps,
  caller: SessionUser,
  invoiceIds: readonly string[],
  method: PaymentMethod,
): Promise<PricedPurpose> {
  requireInvoiceAccess(caller);
  const accountId = workingAccount(deps, caller);
  const ids = [...new Set(invoiceIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) throw new AppError("VALIDATION", "invoiceIds: select at least one invoice");
  const rows = await deps.db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      balanceCents: invoices.balanceCents,
    })
    .from(invoices)
    .where(and(inArray(invoices.id, ids), ownRows(deps, caller, invoices.accountId)))
    .orderBy(invoices.number);
  if (rows.length !== ids.length) throw invoiceNotFound();
  const paid = rows.find((row) => row.status !== "Open");
  if (paid) throw new AppError("CONFLICT", `Invoice ${paid.number} is already paid`);
  const pending = await pendingAttemptsFor(deps.db, accountId, ids);
  if (pending.length > 0) {
    const busy = rows.find((row) => pending.some((attempt) => attempt.invoiceIds.includes(row.id)));
    throw new AppError(
      "CONFLICT",
      `Invoice ${busy?.number ?? ""} already has a payment in progress: complete or abandon it first`,
    );
  }
  const baseCents = rows.reduce((sum, row) => sum + row.balanceCents, 0);
  return {
    accountId,
    baseCents,
    surchargeCents: bankSurchargeCents(baseCents, method),
    description: `Invoices ${rows.map((row) => row.number).join(", ")}`,
    invoiceIds: rows.map((row) => row.id),
  };
}
