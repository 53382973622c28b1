import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { formatCents } from "../../../lib/shared/money.ts";
import type { Tx } from "../../db/transaction.ts";
import type { PaymentAttemptRow } from "../payments/index.ts";
import type { InvoicesDeps } from "./deps.ts";
import { receiptMail } from "./receipt-mail.ts";
import { invoiceAllocations, invoicePayments, invoices } from "./schema.ts";

/** An invoice's status for a balance (held to it by `invoices_balance_ck`). */
export function statusFor(amountCents: number, balanceCents: number): "Open" | "Partly paid" | "Paid" {
  if (balanceCents === 0) return "Paid";
  return balanceCents === amountCents ? "Open" : "Partly paid";
}

/**
 * The effect of an approved invoice payment (INV-06, CONST-43, issue 32 #4), run by the payments
 * module inside the transaction that settles the attempt, so the approval and the invoices' payment
 * commit together. Exactly once: the `invoice_payments` row is unique on the attempt's reference, and
 * a second call for the same attempt finds it there and changes nothing. Each invoice still unpaid
 * takes the attempt's amount for it (`allocations`; an attempt without them, its whole balance), at
 * most its balance: its balance goes down by that much, its status follows (Partly paid, Paid) and an
 * `invoice_allocations` row records it. What could not be applied (an invoice paid or credited
 * meanwhile) is logged, since the money for it was taken and needs a person's attention. When none is
 * unpaid any more, nothing is recorded and it answers false: the payments module voids it. The
 * receipt goes through mailer.send, which the settle's `mailer.hold` delivers after the commit.
 */
export async function applyInvoicePayment(
  deps: InvoicesDeps,
  tx: Tx,
  attempt: PaymentAttemptRow,
): Promise<boolean> {
  const invoiceIds = attempt.invoiceIds ?? [];
  // Locked as a start of a payment locks them: none still unpaid means the payment can take nothing
  // (each was paid another way meanwhile), so it is refused and voided rather than recorded.
  const open = await tx
    .select()
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

  const wanted = new Map((attempt.allocations ?? []).map((part) => [part.invoiceId, part.amountCents]));
  const lines: { number: string; text: string }[] = [];
  const short: { invoiceId: string; wantedCents: number; appliedCents: number }[] = [];
  for (const row of open) {
    const want = attempt.allocations ? (wanted.get(row.id) ?? 0) : row.balanceCents;
    const applied = Math.min(want, row.balanceCents);
    if (applied < want) short.push({ invoiceId: row.id, wantedCents: want, appliedCents: applied });
    if (applied <= 0) continue;
    const balanceCents = row.balanceCents - applied;
    const status = statusFor(row.amountCents, balanceCents);
    await tx
      .update(invoices)
      .set({
        balanceCents,
        status,
        paymentId: attempt.reference,
        paidAt: status === "Paid" ? sql`now()` : null,
      })
      .where(eq(invoices.id, row.id));
    await tx.insert(invoiceAllocations).values({
      accountId: attempt.accountId,
      invoiceId: row.id,
      kind: "payment",
      paymentId: attempt.reference,
      amountCents: applied,
      appliedBy: attempt.userId,
    });
    lines.push({
      number: row.number,
      text:
        status === "Paid"
          ? `Invoice ${row.number}: ${formatCents(applied)}, paid in full`
          : `Invoice ${row.number}: ${formatCents(applied)}, ${formatCents(balanceCents)} still due`,
    });
  }
  const skipped = invoiceIds.filter((id) => !open.some((row) => row.id === id));
  if (skipped.length > 0 || short.length > 0) {
    deps.logger.warn(
      { paymentId: attempt.reference, accountId: attempt.accountId, skipped, short },
      "an approved invoice payment found invoices already paid: the money for them needs a refund or a credit",
    );
  }
  lines.sort((a, b) => a.number.localeCompare(b.number));
  await deps.mailer.send(
    receiptMail(deps.brandName, attempt, {
      subject: "Invoices paid",
      paid: lines.map((line) => line.text),
      surchargeLabel: "Bank surcharge",
    }),
  );
  return true;
}
