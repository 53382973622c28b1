import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import { findAttempt, reachedAttempt, requirePaymentAccess, statusAnswer } from "./attempt-scope.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentAttempts } from "./schema.ts";

/**
 * The page gives up waiting (PAY OPEN default, AMB-14: after 15 minutes, or the buyer closes the
 * payment): the caller's pending attempt becomes abandoned, which frees its order for a new attempt.
 * A late approval is still applied when it comes (the money was taken); a late decline changes
 * nothing. An attempt that is no longer pending answers as it is.
 */
export async function abandonPayment(
  deps: PaymentsDeps,
  caller: SessionUser,
  reference: string,
): Promise<PaymentStatusAnswer> {
  requirePaymentAccess(caller);
  const [abandoned] = await deps.db
    .update(paymentAttempts)
    .set({ status: "abandoned" })
    .where(and(reachedAttempt(caller, reference), eq(paymentAttempts.status, "pending")))
    .returning();
  return statusAnswer(abandoned ?? (await findAttempt(deps.db, caller, reference)));
}
