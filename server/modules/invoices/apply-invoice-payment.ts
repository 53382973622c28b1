import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/transaction.ts";
import type { PaymentAttemptRow } from "../payments/index.ts";
import type { InvoicesDeps } from "./deps.ts";
import { receiptMail } from "./receipt-mail.ts";
import { invoicePayments, invoices } from "./schema.ts";

/**
 * The effect of an approved invoice payment (INV-06, CONST-43), run by the payments module inside the
 * transaction that settles the attempt, so the approval and the invoices' payment commit together.
 * Exactly once: the `invoice_payments` row is unique on the attempt's reference, and a second call
 * for the same attempt finds it there and changes nothing. Each invoice still open is paid in full
 * (balance 0, 'Paid', the payment's reference); one paid meanwhile by another route is left as it is
 * and logged, since the money for it was taken and needs a person's attention (a refund or a credit).
 * When none is open any more, nothing is recorded and it answers false: the payments module voids it.
 * The receipt goes through mailer.send, which the settle's `mailer.hold` delivers after the commit.
 */
export async function applyInvoicePayment(
  deps: InvoicesDeps,
  tx: Tx,
  attempt: PaymentAttemptRow,
): Promise<boolean> {
  const invoiceIds = attempt.invoiceIds ?? [];
  // Locked as a start of a payment locks them: none still open means the payment can take nothing
  // (each was paid another way meanwhile), so it is refused and voided rather than recorded.
  const open = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        inArray(invoices.id, invoiceIds),
        eq(invoices.accountId, attempt.accountId),
        gt(invoices.balanceCents, 0),
      ),
    )
    .orderBy(invoices.id)
    .for("update");
  const [already] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(eq(invoicePayments.paymentId, attempt.reference));
  if (already) return true;
  if (open.length === 0) return false;
  const [recorded] = await tx
    .insert(invoicePayments)
    .values({
      paymentId: attempt.reference,
      accountId: attempt.accountId,
      paidBy: attempt.userId,
      email: attempt.email,
      method: attempt.method,
      invoiceIds,
      baseCents: attempt.baseCents,
      bankSurchargeCents: attempt.surchargeCents,
      amountCents: attempt.amountCents,
    })
    .onConflictDoNothing({ target: invoicePayments.paymentId })
    .returning({ id: invoicePayments.id });
  if (!recorded) return true;

  const paid = await tx
    .update(invoices)
    .set({ balanceCents: 0, status: "Paid", paymentId: attempt.reference, paidAt: sql`now()` })
    .where(
      and(
        inArray(invoices.id, invoiceIds),
        eq(invoices.accountId, attempt.accountId),
        gt(invoices.balanceCents, 0),
      ),
    )
    .returning({ id: invoices.id, number: invoices.number });
  const skipped = invoiceIds.filter((id) => !paid.some((row) => row.id === id));
  if (skipped.length > 0) {
    deps.logger.warn(
      { paymentId: attempt.reference, accountId: attempt.accountId, skipped },
      "an approved invoice payment found invoices already paid: the money for them needs a refund or a credit",
    );
  }
  paid.sort((a, b) => a.number.localeCompare(b.number));
  await deps.mailer.send(
    receiptMail(deps.brandName, attempt, {
      subject: "Invoices paid",
      paid: paid.map((row) => `Invoice ${row.number}: paid in full`),
      surchargeLabel: "Bank surcharge",
    }),
  );
  return true;
}
