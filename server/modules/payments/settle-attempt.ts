import { and, eq, inArray } from "drizzle-orm";
import { centsToAmount } from "../../../lib/payments/contract.ts";
import type { ProviderResult } from "../../adapters/payments/provider.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type PaymentAttemptRow, type PaymentsDeps, paymentNotFound, subjectOf } from "./deps.ts";
import { paymentAttempts, paymentCallbackEvents } from "./schema.ts";

/** A provider's report of an attempt; from a callback, with the event that carried it. */
export type SettleReport = ProviderResult & { callback?: { eventId: string } };

/**
 * What in a report differs from the attempt it names: the module's own record (amount, currency,
 * account, provider) is the truth; the provider is trusted only to say how the payment ended.
 */
function mismatchOf(attempt: PaymentAttemptRow, report: SettleReport, provider: string): string | null {
  if (attempt.provider !== provider) return "provider";
  if (report.amountCents !== attempt.amountCents) return "amount";
  if (report.result.amount !== centsToAmount(attempt.amountCents)) return "result amount";
  if (report.currency.toUpperCase() !== attempt.currency) return "currency";
  if (report.merchantAccount !== attempt.accountId) return "merchant account";
  return null;
}

/**
 * The exactly-once core (issue 13 "Exactly once"). The callback, the page's polling and the return
 * page may all report the same result, in any order, many times, from any number of processes. The
 * database decides: one conditional UPDATE takes a pending attempt (or an abandoned one, for an
 * approval: the money was taken) to its result, and only the statement that changed the row applies
 * the approval to its subject, in the same transaction. Every other report finds the row settled and
 * answers it as stored. A callback's event is recorded in that transaction too: a second delivery of
 * the same event is refused (409) and changes nothing.
 */
export async function settleAttempt(deps: PaymentsDeps, report: SettleReport): Promise<PaymentAttemptRow> {
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, report.reference));
  if (!attempt) throw paymentNotFound();
  const mismatch = mismatchOf(attempt, report, deps.provider.name);
  if (mismatch) {
    // What differs, never the payer's card or bank data (the report carries none anyway).
    deps.logger?.warn(
      { reference: attempt.reference, provider: deps.provider.name, mismatch },
      "payment result refused: it does not match the attempt",
    );
    throw new AppError("VALIDATION", `The payment result does not match the payment (${mismatch})`);
  }

  // The subject's mail (confirmation, receipt) is held until the settle has committed, and dropped
  // with it when it rolls back: a mail never announces a payment the database does not have.
  const settle = () =>
    inTransaction(deps.db, async (tx) => {
      if (report.callback) {
        const recorded = await tx
          .insert(paymentCallbackEvents)
          .values({
            provider: deps.provider.name,
            eventId: report.callback.eventId,
            reference: attempt.reference,
          })
          .onConflictDoNothing()
          .returning({ eventId: paymentCallbackEvents.eventId });
        if (recorded.length === 0) throw new AppError("CONFLICT", "This callback was already received");
      }
      // A late decline or cancel of an abandoned attempt changes nothing: it stays abandoned.
      const settleable =
        report.outcome === "approved" ? ["pending" as const, "abandoned" as const] : ["pending" as const];
      const [won] = await tx
        .update(paymentAttempts)
        .set({ status: report.outcome, result: report.result, settledAt: (deps.now ?? (() => new Date()))() })
        .where(
          and(eq(paymentAttempts.reference, attempt.reference), inArray(paymentAttempts.status, settleable)),
        )
        .returning();
      if (won) {
        if (won.status !== "approved" || (await subjectOf(deps, won.flow).applyApproved(tx, won))) return won;
        // The subject refused it (issue 30): recorded as voided with its result, refunded after the commit.
        const [voided] = await tx
          .update(paymentAttempts)
          .set({ status: "voided" })
          .where(eq(paymentAttempts.id, won.id))
          .returning();
        return voided ?? won;
      }
      const [current] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
      return current ?? attempt;
    });
  let settled: PaymentAttemptRow;
  if (deps.mailer) {
    const { value, release } = await deps.mailer.hold(settle);
    await release();
    settled = value;
  } else settled = await settle();
  return settled.status === "voided" && !settled.voidedAt ? voidAtProvider(deps, settled) : settled;
}

/**
 * A voided attempt's money goes back: the provider voids (refunds) it, and `voided_at` records that
 * it did. A provider that does not answer leaves it to the next report or status call of the
 * attempt, which tries again; it is logged as an error, since a person may have to refund it by hand.
 */
export async function voidAtProvider(
  deps: PaymentsDeps,
  attempt: PaymentAttemptRow,
): Promise<PaymentAttemptRow> {
  try {
    await deps.provider.void({ reference: attempt.reference, providerSession: attempt.providerSession });
  } catch (error) {
    deps.logger?.error(
      { reference: attempt.reference, provider: attempt.provider, err: error },
      "an approved payment whose subject could not take it was not voided at the provider yet: it is tried again on the next status call, else refund it by hand",
    );
    return attempt;
  }
  const [voided] = await deps.db
    .update(paymentAttempts)
    .set({ voidedAt: (deps.now ?? (() => new Date()))() })
    .where(eq(paymentAttempts.id, attempt.id))
    .returning();
  deps.logger?.warn(
    { reference: attempt.reference, flow: attempt.flow, amountCents: attempt.amountCents },
    "an approved payment was voided at the provider: its subject could no longer take it",
  );
  return voided ?? attempt;
}
