import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import { ProviderUnavailableError } from "../../adapters/payments/provider.ts";
import { AppError } from "../../errors.ts";
import { findAttempt, type PaymentFlow, requirePaymentAccess, statusAnswer } from "./attempt-scope.ts";
import { closeAttempt, nowOf } from "./close-attempt.ts";
import type { PaymentAttemptRow, PaymentsDeps } from "./deps.ts";
import { paymentAttempts } from "./schema.ts";
import { settleAttempt, voidAtProvider } from "./settle-attempt.ts";

/**
 * API-50 (orders), API-44 (invoices), API-46 (portal payments): the attempt of the caller's reach
 * (a caller without cart access is 403; another account's, another flow's or an unknown reference is 404). A settled attempt answers as
 * stored; an open one asks the provider, and settles when the provider has a result (so polling alone
 * completes a payment whose callback never came). A provider that does not answer leaves it pending,
 * said so with `providerUnavailable`, to be checked again or abandoned.
 */
export async function getPaymentStatus(
  deps: PaymentsDeps,
  caller: SessionUser,
  reference: string,
  flow?: PaymentFlow,
): Promise<PaymentStatusAnswer> {
  requirePaymentAccess(caller);
  return checkAttempt(deps, await findAttempt(deps.db, caller, reference, flow));
}

/** The attempt's state now, asking the provider while it has no result. */
export async function checkAttempt(
  deps: PaymentsDeps,
  attempt: PaymentAttemptRow,
): Promise<PaymentStatusAnswer> {
  // A voided attempt whose refund the provider has not confirmed yet is tried again.
  if (attempt.status === "voided" && !attempt.voidedAt)
    return statusAnswer(await voidAtProvider(deps, attempt));
  if (attempt.status !== "pending" && attempt.status !== "abandoned") return statusAnswer(attempt);
  // An attempt of a provider no longer configured cannot be asked: it stays as it is.
  if (attempt.provider !== deps.provider.name) return statusAnswer(attempt, true);
  const checked = () =>
    deps.db
      .update(paymentAttempts)
      .set({ lastCheckedAt: (deps.now ?? (() => new Date()))() })
      .where(eq(paymentAttempts.id, attempt.id));
  let report: Awaited<ReturnType<PaymentsDeps["provider"]["status"]>>;
  try {
    report = await deps.provider.status({
      reference: attempt.reference,
      providerSession: attempt.providerSession,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await checked();
    return statusAnswer(attempt, true);
  }
  await checked();
  if (!report) {
    // Past its expiry and still without a result: closed at the provider, so the page stops waiting.
    if (attempt.status === "pending" && attempt.expiresAt.getTime() <= nowOf(deps).getTime()) {
      try {
        return statusAnswer(await closeAttempt(deps, attempt));
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        return statusAnswer(attempt, true);
      }
    }
    return statusAnswer(attempt);
  }
  if (report.reference !== attempt.reference) {
    deps.logger?.warn({ reference: attempt.reference }, "payment status refused: it names another reference");
    throw new AppError("VALIDATION", "The payment result does not match the payment (reference)");
  }
  return statusAnswer(await settleAttempt(deps, report));
}
