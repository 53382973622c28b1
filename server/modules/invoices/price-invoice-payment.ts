import { and, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { bankSurchargeCents, type PaymentMethod } from "../../../lib/payments/contract.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { PricedPurpose } from "../payments/index.ts";
import { type InvoicesDeps, invoiceNotFound } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { invoices } from "./schema.ts";

/**
 * What paying these invoices charges (INV-05, INV-07, PAY-11, PAY-12, AMB-10), asked by the payments
 * module when the buyer starts a payment: every id must be an open invoice of the caller's working
 * account (another account's or an unknown one is 404; a paid one 409). The base is the sum of the
 * balances (paid in full, OPEN default of INV), the surcharge 3 % of that sum rounded half up for
 * card, 0 for ACH. Given the payment's transaction (`lock`), the invoices' rows are locked in id order
 * until it commits, so the payments module's check for a payment in flight and its insert of the new
 * one cannot interleave with another start for any of them: one invoice is never paid twice at once.
 */
export async function priceInvoicePayment(
  deps: InvoicesDeps,
  caller: SessionUser,
  invoiceIds: readonly string[],
  method: PaymentMethod,
  lock?: Tx,
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
  const paid = rows.find((row) => row.status !== "Open");
  if (paid) throw new AppError("CONFLICT", `Invoice ${paid.number} is already paid`);
  const baseCents = rows.reduce((sum, row) => sum + row.balanceCents, 0);
  return {
    accountId,
    baseCents,
    surchargeCents: bankSurchargeCents(baseCents, method),
    description: `Invoices ${rows.map((row) => row.number).join(", ")}`,
    invoiceIds: rows.map((row) => row.id),
    labels: Object.fromEntries(rows.map((row) => [row.id, `Invoice ${row.number}`])),
  };
}
