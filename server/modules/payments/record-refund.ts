import { eq, sql } from "drizzle-orm";
import { formatCents } from "../../../lib/shared/money.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { StaffRefundBody } from "../../../lib/staff/orders-contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type PaymentsDeps, paymentNotFound } from "./deps.ts";
import { paymentAttempts, paymentRefunds } from "./schema.ts";
import { type StaffPayment, staffPayment } from "./staff-payments.ts";

/**
 * Issue 33 item 4: staff record a refund (money returned through the provider, its reference noted)
 * or a credit memo to the account (issued by the invoices module, in this transaction) against an
 * approved payment, e.g. the second of a double payment. Bounded by what the payment charged: the
 * attempt's row is locked (FOR UPDATE) and the refunds so far summed under that lock, so any number of
 * requests at once, on any number of processes, never record more than the payment in total: each
 * waits for the one before and sees its sum. The audit entry is written in the same transaction.
 */
export async function recordPaymentRefund(
  deps: Pick<PaymentsDeps, "db" | "issueCreditMemo" | "now">,
  actor: StaffActor,
  reference: string,
  body: StaffRefundBody,
): Promise<StaffPayment> {
  return inTransaction(deps.db, async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference))
      .for("update");
    if (!attempt) throw paymentNotFound();
    if (attempt.status !== "approved") {
      throw new AppError(
        "CONFLICT",
        `Payment ${reference} is ${attempt.status}: only an approved payment can be refunded or credited`,
      );
    }
    const [sum] = await tx
      .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::bigint` })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, attempt.id));
    const left = attempt.amountCents - Number(sum?.refunded ?? 0);
    if (body.amountCents > left) {
      throw new AppError(
        "CONFLICT",
        `Payment ${reference} has ${formatCents(left)} left to refund or credit of ${formatCents(attempt.amountCents)}`,
      );
    }
    const memo =
      body.kind === "credit-memo"
        ? await deps.issueCreditMemo(tx, {
            accountId: attempt.accountId,
            amountCents: body.amountCents,
            reason: `Credit for payment ${reference}: ${body.reason}`,
            issuedAt: deps.now?.() ?? new Date(),
          })
        : null;
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        attemptId: attempt.id,
        accountId: attempt.accountId,
        kind: body.kind,
        amountCents: body.amountCents,
        reason: body.reason,
        providerReference: body.providerReference ?? null,
        creditMemoId: memo?.id ?? null,
        creditMemoNumber: memo?.number ?? null,
        staffUserId: actor.userId,
        staffName: actor.name,
      })
      .returning();
    if (!refund) throw new Error("The refund was not written");
    const what = body.kind === "refund" ? "Refund" : `Credit memo ${memo?.number}`;
    await recordStaffAction(tx, actor, {
      action: body.kind === "refund" ? "payment.refund" : "payment.credit-memo",
      objectType: "payment",
      objectId: reference,
      summary: `${what} of ${formatCents(body.amountCents)} recorded against payment ${reference}: ${body.reason}`,
      after: {
        kind: body.kind,
        amountCents: body.amountCents,
        providerReference: refund.providerReference,
        creditMemoNumber: refund.creditMemoNumber,
      },
    });
    return staffPayment(tx, reference);
  });
}
