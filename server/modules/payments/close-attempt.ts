import { and, eq } from "drizzle-orm";
import { ProviderUnavailableError } from "../../adapters/payments/provider.ts";
import type { PaymentAttemptRow, PaymentsDeps } from "./deps.ts";
import { expiredAttemptsOf } from "./in-flight.ts";
import { paymentAttempts } from "./schema.ts";
import { settleAttempt } from "./settle-attempt.ts";

export const nowOf = (deps: Pick<PaymentsDeps, "now">): Date => (deps.now ?? (() => new Date()))();

/**
 * Gives a pending attempt up for good (issue 30 "Recoverable payments"): first at the provider, so its
 * hosted page can no longer be paid, then here. When the payer had finished it first, the provider's
 * result settles it instead (an approval is applied: the money was taken). Otherwise it is abandoned
 * and frees its order or invoices for a new payment. Throws ProviderUnavailableError when the provider
 * cannot confirm the close: the attempt then stays pending and keeps its subject.
 */
export async function closeAttempt(
  deps: PaymentsDeps,
  attempt: PaymentAttemptRow,
): Promise<PaymentAttemptRow> {
  if (attempt.status !== "pending") return attempt;
  // A provider no longer configured cannot be asked, nor can it be paid through this product.
  if (attempt.provider === deps.provider.name) {
    const result = await deps.provider.cancel({
      reference: attempt.reference,
      providerSession: attempt.providerSession,
    });
    if (result) return settleAttempt(deps, result);
  }
  const [abandoned] = await deps.db
    .update(paymentAttempts)
    .set({ status: "abandoned", lastCheckedAt: nowOf(deps) })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, "pending")))
    .returning();
  if (abandoned) return abandoned;
  const [current] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
  return current ?? attempt;
}

/**
 * Closes the account's attempts past their expiry (PAYMENT_ATTEMPT_TTL_MINUTES), before a new payment
 * or placement of the account looks for payments in flight. One the provider cannot confirm closed
 * stays pending (and keeps holding its subject): it is tried again next time.
 */
export async function releaseExpiredAttempts(deps: PaymentsDeps, accountId: string): Promise<void> {
  for (const attempt of await expiredAttemptsOf(deps.db, accountId, nowOf(deps))) {
    try {
      await closeAttempt(deps, attempt);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.logger?.warn(
        { reference: attempt.reference, provider: attempt.provider },
        "an expired payment could not be closed at the provider: it keeps its subject until it can",
      );
    }
  }
}
