import { AppError } from "../../errors.ts";
import type { PaymentsDeps } from "./deps.ts";
import { settleAttempt } from "./settle-attempt.ts";

/**
 * `POST /api/payments/callback/:provider` (examples.md §3): the provider's server-to-server report,
 * with no session. The raw body goes to the adapter to verify (signature, timestamp, shape); the
 * verified result is settled with its event id recorded, so a replay of the same event is refused.
 * Whatever is refused (forged, stale, replayed, another amount, currency or account) changes nothing.
 */
export async function handleCallback(
  deps: PaymentsDeps,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<{ received: true }> {
  if (providerName !== deps.provider.name) throw new AppError("NOT_FOUND", "No such payment provider");
  const verified = await deps.provider.verifyCallback(rawBody, headers, (deps.now ?? (() => new Date()))());
  // A genuine event that carries no result (e.g. an ACH payment still processing at Stripe).
  if (!verified) return { received: true };
  const { eventId, ...report } = verified;
  await settleAttempt(deps, { ...report, callback: { eventId } });
  return { received: true };
}
