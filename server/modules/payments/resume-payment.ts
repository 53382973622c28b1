import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { InitiatePaymentAnswer } from "../../../lib/payments/contract.ts";
import { ProviderUnavailableError } from "../../adapters/payments/provider.ts";
import { AppError } from "../../errors.ts";
import { findAttempt, requirePaymentAccess } from "./attempt-scope.ts";
import { closeAttempt, nowOf } from "./close-attempt.ts";
import type { PaymentsDeps } from "./deps.ts";
import { statusPathOf } from "./status-path.ts";

/**
 * Resume (issue 30): the hosted page of the caller's payment still in progress, opened again after a
 * closed tab or a crashed browser, with the figures it charges; the page then polls it as it does a
 * new one. A payment that has ended is 409 (the page reloads and shows what it became); one past its
 * expiry is closed at the provider and 409, so a new payment can start.
 */
export async function resumePayment(
  deps: PaymentsDeps,
  caller: SessionUser,
  reference: string,
): Promise<InitiatePaymentAnswer> {
  requirePaymentAccess(caller);
  const attempt = await findAttempt(deps.db, caller, reference);
  if (attempt.status !== "pending") throw new AppError("CONFLICT", "This payment is no longer in progress");
  try {
    if (attempt.expiresAt.getTime() <= nowOf(deps).getTime()) {
      await closeAttempt(deps, attempt);
      throw new AppError("CONFLICT", "This payment expired: please start a new one");
    }
    const session = await deps.provider.resume({
      reference: attempt.reference,
      providerSession: attempt.providerSession,
    });
    return {
      actionUrl: session.actionUrl,
      actionMethod: session.actionMethod,
      tokenizedRequest: session.tokenizedRequest,
      transactionID: attempt.reference,
      amountCents: attempt.amountCents,
      baseCents: attempt.baseCents,
      surchargeCents: attempt.surchargeCents,
      method: attempt.method,
      statusUrl: statusPathOf(attempt.flow, attempt.reference),
    };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    throw new AppError("UNAVAILABLE", "The payment provider did not answer. Please try again in a moment.");
  }
}
