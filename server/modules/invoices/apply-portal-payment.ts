import { formatCents } from "../../../lib/shared/money.ts";
import type { Tx } from "../../db/transaction.ts";
import type { PaymentAttemptRow } from "../payments/index.ts";
import type { InvoicesDeps } from "./deps.ts";
import { receiptMail } from "./receipt-mail.ts";
import { portalPayments } from "./schema.ts";

/**
 * The effect of an approved portal payment (PAY-10, PAY-21), run by the payments module inside the
 * transaction that settles the attempt: the payment recorded from the attempt's own figures, exactly
 * once (unique on the attempt's reference), and its receipt mailed after the commit (the settle's
 * `mailer.hold`), with the memo the payer typed.
 */
export async function applyPortalPayment(
  deps: InvoicesDeps,
  tx: Tx,
  attempt: PaymentAttemptRow,
): Promise<boolean> {
  const [recorded] = await tx
    .insert(portalPayments)
    .values({
      paymentId: attempt.reference,
      accountId: attempt.accountId,
      userId: attempt.userId,
      firstName: attempt.firstName,
      lastName: attempt.lastName,
      email: attempt.email,
      paymentType: attempt.method,
      paymentCents: attempt.baseCents,
      feeCents: attempt.surchargeCents,
      amountCents: attempt.amountCents,
      memo: attempt.memo,
    })
    .onConflictDoNothing({ target: portalPayments.paymentId })
    .returning({ id: portalPayments.id });
  if (!recorded) return true;
  await deps.mailer.send(
    receiptMail(deps.brandName, attempt, {
      subject: "Payment received",
      paid: [`Payment on account ${attempt.accountId}: ${formatCents(attempt.baseCents)}`],
      surchargeLabel: "Fee",
    }),
  );
  return true;
}
