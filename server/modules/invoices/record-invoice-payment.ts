import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PayInvoicesAnswer, PayInvoicesBody } from "../../../lib/invoices/contract.ts";
import { AppError } from "../../errors.ts";
import { toInvoice } from "./answers.ts";
import { type InvoicesDeps, todayOf } from "./deps.ts";
import { ownRows, requireInvoiceAccess } from "./invoice-scope.ts";
import { approvedAttempt, hintCents, requireSameFigures } from "./payment-attempts.ts";
import { invoicePayments, invoices } from "./schema.ts";

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a.map((id) => id.toLowerCase()));
  const right = new Set(b.map((id) => id.toLowerCase()));
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/**
 * API-43 `POST portal-service/invoices/payment` (INV-05, INV-06): sent by the page after an approved
 * invoice payment. The payment was applied when the attempt settled (in the same transaction), so
 * this writes nothing: it checks the body against the server's record of the attempt `paymentId`
 * (the caller's account's, of the invoices flow, approved: else 404 / 409) — the invoices, the
 * `paymentAmount` (the balances paid, before the surcharge) and the `bankSurcharge` must be the
 * attempt's, else 409 — and answers the recorded payment with each invoice now 'Paid'. Repeating it
 * answers the same.
 */
export async function recordInvoicePayment(
  deps: InvoicesDeps,
  caller: SessionUser,
  body: PayInvoicesBody,
): Promise<PayInvoicesAnswer> {
  requireInvoiceAccess(caller);
  const attempt = await approvedAttempt(deps, caller, body.paymentId, "invoices");
  requireSameFigures([
    ["invoices", sameSet(body.invoices, attempt.invoiceIds ?? []), true],
    ["paymentAmount", hintCents("paymentAmount", body.paymentAmount), attempt.baseCents],
    ["bankSurcharge", hintCents("bankSurcharge", body.bankSurcharge), attempt.surchargeCents],
  ]);
  const [recorded] = await deps.db
    .select()
    .from(invoicePayments)
    .where(
      and(eq(invoicePayments.paymentId, attempt.reference), ownRows(deps, caller, invoicePayments.accountId)),
    );
  // The settle applies an approval in the transaction that approves it: an approved attempt without
  // its record is not expected; it is refused rather than recorded from here.
  if (!recorded) throw new AppError("CONFLICT", "The payment has not been recorded yet: try again shortly");
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.id, recorded.invoiceIds), ownRows(deps, caller, invoices.accountId)))
    .orderBy(invoices.number);
  const today = todayOf(deps);
  return {
    paymentId: recorded.paymentId,
    invoices: rows.map((row) => toInvoice(row, today)),
    amountCents: recorded.amountCents,
    bankSurchargeCents: recorded.bankSurchargeCents,
  };
}
