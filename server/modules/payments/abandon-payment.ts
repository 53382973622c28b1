import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import { ProviderUnavailableError } from "../../adapters/payments/provider.ts";
import { AppError } from "../../errors.ts";
import { findAttempt, requirePaymentAccess, statusAnswer } from "./attempt-scope.ts";
import { closeAttempt } from "./close-attempt.ts";
import type { PaymentsDeps } from "./deps.ts";

/**
 * The buyer gives a payment up (issue 30: "Abandon this payment?" when the payment window is closed,
 * or the Abandon button beside an invoice or order whose payment is in progress): the caller's pending
 * attempt is closed at the provider, so its hosted page can no longer be paid, and abandoned, which
 * frees its order or invoices for a new payment at once. When the payer had already finished it, that
 * result stands and is answered (an approval is applied). An attempt that is no longer pending answers
 * as it is; a provider that cannot confirm the close is a 503 and the attempt stays pending.
 */
export async function abandonPayment(
  deps: PaymentsDeps,
  caller: SessionUser,
  reference: string,
): Promise<PaymentStatusAnswer> {
  requirePaymentAccess(caller);
  const attempt = await findAttempt(deps.db, caller, reference);
  try {
    return statusAnswer(await closeAttempt(deps, attempt));
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    throw new AppError(
      "UNAVAILABLE",
      "The payment provider did not answer, so the payment could not be abandoned yet. Please try again in a moment.",
    );
  }
}
