import type { SessionUser } from "../../../lib/accounts/users.ts";
import { amountToCents } from "../../../lib/payments/contract.ts";
import { AppError } from "../../errors.ts";
import { type RecordedAttempt, recordedAttemptOf } from "../payments/index.ts";
import { type InvoicesDeps, paymentNotFound } from "./deps.ts";
import { workingAccount } from "./invoice-scope.ts";

/**
 * The invoices module's side of a recorded payment (API-43, API-45): it checks a body's figures
 * against what the payments module recorded for the attempt (recordedAttemptOf, its index), never
 * trusting the body.
 */

/** The attempt `reference` of `flow`, of the caller's working account (reached); else undefined. */
export function recordedAttempt(
  deps: InvoicesDeps,
  caller: SessionUser,
  reference: string,
  flow: "invoices" | "portal",
): Promise<RecordedAttempt | undefined> {
  return recordedAttemptOf(deps.db, caller, { reference, flow, accountId: workingAccount(deps, caller) });
}

/**
 * API-43, API-45: the caller's approved attempt `reference` of `flow`, as the server recorded it.
 * Unknown, of another account or of another flow is 404; one not approved is 409.
 */
export async function approvedAttempt(
  deps: InvoicesDeps,
  caller: SessionUser,
  reference: string,
  flow: "invoices" | "portal",
): Promise<RecordedAttempt> {
  const attempt = await recordedAttempt(deps, caller, reference, flow);
  if (!attempt) throw paymentNotFound();
  if (attempt.status === "pending") throw new AppError("CONFLICT", "The payment is not approved yet");
  if (attempt.status !== "approved") throw new AppError("CONFLICT", "The payment was not approved");
  return attempt;
}

/** A money hint of a body ("123.45", 123.45) in cents; 400 when it is not an amount. */
export function hintCents(field: string, value: string | number): number {
  const cents = amountToCents(String(value));
  if (cents === null) throw new AppError("VALIDATION", `${field}: must be an amount in dollars, like 123.45`);
  return cents;
}

/**
 * The body's figures against the attempt's: any difference is 409 and nothing is written (the body
 * is only ever checked, never trusted).
 */
export function requireSameFigures(
  figures: readonly (readonly [field: string, body: unknown, recorded: unknown])[],
): void {
  const differing = figures.filter(([, body, recorded]) => body !== recorded).map(([field]) => field);
  if (differing.length > 0) {
    throw new AppError(
      "CONFLICT",
      `The payment's ${differing.join(", ")} differ from what was charged: reload the page and check the payment`,
    );
  }
}
