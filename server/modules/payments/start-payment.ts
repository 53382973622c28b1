import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  centsToAmount,
  type InitiatePaymentAnswer,
  type InitiatePaymentBody,
  type PaymentMethod,
  type PaymentPurpose,
  paymentMessages,
} from "../../../lib/payments/contract.ts";
import { sqlState } from "../../db/errors.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { requirePaymentAccess } from "./attempt-scope.ts";
import { nowOf, releaseExpiredAttempts } from "./close-attempt.ts";
import { DEFAULT_ATTEMPT_TTL_MS, type PaymentsDeps, type PricedPurpose } from "./deps.ts";
import { type PaymentInFlight, paymentsInFlight } from "./in-flight.ts";
import { paymentAttempts } from "./schema.ts";
import { statusPathOf } from "./status-path.ts";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** PAY-01 `reference`/`transactionID`: `PAY-` and 20 random base32 characters (100 bits), never reused. */
export function newReference(): string {
  const bytes = randomBytes(20);
  return `PAY-${[...bytes].map((byte) => BASE32[byte % 32]).join("")}`;
}

export const REFERENCE_PATTERN = /^PAY-[A-Z2-7]{20}$/;

const amountChanged = (amountCents: number) =>
  `The amount changed: the amount to pay is now $${centsToAmount(amountCents)}. Please review it and pay again.`;

/** What the subject that owns the purpose charges for it (a switch keeps each purpose's own type). */
function priceOf(
  deps: PaymentsDeps,
  caller: SessionUser,
  purpose: PaymentPurpose,
  method: PaymentMethod,
  lock?: Tx,
): Promise<PricedPurpose> {
  switch (purpose.kind) {
    case "order":
      return deps.subjects.order.price(caller, purpose, method, lock);
    case "invoices":
      return deps.subjects.invoices.price(caller, purpose, method, lock);
    case "portal":
      return deps.subjects.portal.price(caller, purpose, method, lock);
  }
}

/** The 409 for a subject that a pending attempt holds, with that attempt for the page to resume. */
function inProgress(priced: PricedPurpose, busy: PaymentInFlight): AppError {
  const label = busy.invoiceIds.map((id) => priced.labels?.[id]).find(Boolean);
  const what = busy.flow === "order" ? "This order" : (label ?? "One of these invoices");
  return new AppError("CONFLICT", `${what} already has a payment in progress: resume or abandon it first`, {
    paymentInProgress: { reference: busy.reference, expiresAt: busy.expiresAt.toISOString() },
  });
}

/**
 * API-51 (PAY-01, PAY-20): a new attempt for what the buyer pays, priced by the module that owns it,
 * and a hosted session for it at the provider. One pending attempt per order and per invoice, held by
 * the database (a row lock on the subject with the check and the insert); a second start answers 409
 * with the attempt in progress, which the page may resume or abandon. The attempt and its session
 * expire after PAYMENT_ATTEMPT_TTL_MINUTES. The amount is the server's (a different `amount` in the
 * body is refused, nothing written); the reference is new each time, so a declined or cancelled
 * attempt is never reused. If the provider cannot open a session, the attempt is removed again: no
 * pending attempt is left that nobody can pay.
 */
export async function startPayment(
  deps: PaymentsDeps,
  caller: SessionUser,
  body: InitiatePaymentBody,
): Promise<InitiatePaymentAnswer> {
  requirePaymentAccess(caller);
  const method: PaymentMethod = body.creditCardPayment ? "card" : "ach";
  const priced = await priceOf(deps, caller, body.purpose, method);
  const amountCents = priced.baseCents + priced.surchargeCents;
  if (priced.baseCents <= 0) throw new AppError("VALIDATION", "There is nothing to pay");
  if (body.amount !== undefined && body.amount !== amountCents) {
    throw new AppError("CONFLICT", amountChanged(amountCents));
  }

  // Attempts past their expiry are closed at the provider first: they no longer hold what they paid.
  await releaseExpiredAttempts(deps, priced.accountId);
  const reference = newReference();
  const address = { address1: body.address1, city: body.city, state: body.state, zip: body.zip };
  const expiresAt = new Date(nowOf(deps).getTime() + (deps.attemptTtlMs ?? DEFAULT_ATTEMPT_TTL_MS));
  // Exactly once (issue 30): the subject's rows are locked, the payments in flight of them read and
  // the new attempt written in one transaction, so of two starts at once the second waits for the
  // first to commit and then finds its attempt. The amount is priced again under the lock.
  const locked = await inTransaction(deps.db, async (tx) => {
    const current = await priceOf(deps, caller, body.purpose, method, tx);
    const [busy] = await paymentsInFlight(tx, current.accountId, {
      orderIds: current.orderId ? [current.orderId] : [],
      invoiceIds: current.invoiceIds ?? [],
    });
    if (busy) throw inProgress(current, busy);
    if (current.baseCents + current.surchargeCents !== amountCents) {
      throw new AppError("CONFLICT", amountChanged(current.baseCents + current.surchargeCents));
    }
    await tx.insert(paymentAttempts).values({
      reference,
      provider: deps.provider.name,
      flow: body.purpose.kind,
      accountId: current.accountId,
      userId: caller.userId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      address,
      memo: current.memo ?? "",
      method,
      baseCents: current.baseCents,
      surchargeCents: current.surchargeCents,
      amountCents,
      currency: "USD",
      orderId: current.orderId ?? null,
      invoiceIds: body.purpose.kind === "invoices" ? (current.invoiceIds ?? body.purpose.invoiceIds) : null,
      allocations: body.purpose.kind === "invoices" ? (current.allocations ?? null) : null,
      createdAt: nowOf(deps),
      expiresAt,
    });
    return current;
  }).catch((error: unknown) => {
    // payment_attempts_order_pending_uq, should an order's payment ever start outside the lock.
    if (sqlState(error) === "23505") {
      throw new AppError(
        "CONFLICT",
        "This order already has a payment in progress: resume or abandon it first",
      );
    }
    throw error;
  });

  let session: Awaited<ReturnType<PaymentsDeps["provider"]["initiate"]>>;
  try {
    session = await deps.provider.initiate({
      reference,
      amountCents,
      currency: "USD",
      method,
      description: locked.description,
      merchantAccount: locked.accountId,
      payer: { firstName: body.firstName, lastName: body.lastName, email: body.email, ...address },
      returnUrl: `${deps.baseURL}/payments/return/${reference}`,
      callbackUrl: `${deps.baseURL}/api/payments/callback/${deps.provider.name}`,
      sale: body.Sale ?? true,
      expiresAt,
    });
  } catch (error) {
    await deps.db.delete(paymentAttempts).where(eq(paymentAttempts.reference, reference));
    deps.logger?.warn({ reference, provider: deps.provider.name, err: error }, "payment not initiated");
    throw new AppError(
      "UNAVAILABLE",
      `${paymentMessages.initiateFailed}: the payment provider did not answer. Please try again.`,
    );
  }
  await deps.db
    .update(paymentAttempts)
    .set({ providerSession: session.providerSession })
    .where(eq(paymentAttempts.reference, reference));

  return {
    actionUrl: session.actionUrl,
    actionMethod: session.actionMethod,
    tokenizedRequest: session.tokenizedRequest,
    transactionID: reference,
    amountCents,
    baseCents: locked.baseCents,
    surchargeCents: locked.surchargeCents,
    method,
    statusUrl: statusPathOf(body.purpose.kind, reference),
  };
}
