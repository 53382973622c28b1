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
import { AppError } from "../../errors.ts";
import { requirePaymentAccess } from "./attempt-scope.ts";
import type { PaymentsDeps, PricedPurpose } from "./deps.ts";
import { paymentAttempts } from "./schema.ts";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** PAY-01 `reference`/`transactionID`: `PAY-` and 20 random base32 characters (100 bits), never reused. */
export function newReference(): string {
  const bytes = randomBytes(20);
  return `PAY-${[...bytes].map((byte) => BASE32[byte % 32]).join("")}`;
}

export const REFERENCE_PATTERN = /^PAY-[A-Z2-7]{20}$/;

/** PAY-19: the status call the page polls, by flow. */
export function statusPathOf(flow: PaymentPurpose["kind"], reference: string): string {
  switch (flow) {
    case "order":
      return `/api/order-service/paya/${reference}`;
    case "invoices":
      return `/api/portal-service/invoices/payment/${reference}`;
    case "portal":
      return `/api/portal-service/payments/${reference}`;
  }
}

/** What the subject that owns the purpose charges for it (a switch keeps each purpose's own type). */
function priceOf(
  deps: PaymentsDeps,
  caller: SessionUser,
  purpose: PaymentPurpose,
  method: PaymentMethod,
): Promise<PricedPurpose> {
  switch (purpose.kind) {
    case "order":
      return deps.subjects.order.price(caller, purpose, method);
    case "invoices":
      return deps.subjects.invoices.price(caller, purpose, method);
    case "portal":
      return deps.subjects.portal.price(caller, purpose, method);
  }
}

/**
 * API-51 (PAY-01, PAY-20): a new attempt for what the buyer pays, priced by the module that owns it,
 * and a hosted session for it at the provider. The amount is the server's (a different `amount` in the
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
    throw new AppError(
      "CONFLICT",
      `The amount changed: the amount to pay is now $${centsToAmount(amountCents)}. Please review it and pay again.`,
    );
  }

  const reference = newReference();
  const address = { address1: body.address1, city: body.city, state: body.state, zip: body.zip };
  try {
    await deps.db.insert(paymentAttempts).values({
      reference,
      provider: deps.provider.name,
      flow: body.purpose.kind,
      accountId: priced.accountId,
      userId: caller.userId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      address,
      memo: priced.memo ?? "",
      method,
      baseCents: priced.baseCents,
      surchargeCents: priced.surchargeCents,
      amountCents,
      currency: "USD",
      orderId: priced.orderId ?? null,
      invoiceIds: body.purpose.kind === "invoices" ? (priced.invoiceIds ?? body.purpose.invoiceIds) : null,
    });
  } catch (error) {
    // payment_attempts_order_pending_uq: one payment of an order in flight at a time.
    if (sqlState(error) === "23505") {
      throw new AppError("CONFLICT", "A payment of this order is already in progress");
    }
    throw error;
  }

  let session: Awaited<ReturnType<PaymentsDeps["provider"]["initiate"]>>;
  try {
    session = await deps.provider.initiate({
      reference,
      amountCents,
      currency: "USD",
      method,
      description: priced.description,
      merchantAccount: priced.accountId,
      payer: { firstName: body.firstName, lastName: body.lastName, email: body.email, ...address },
      returnUrl: `${deps.baseURL}/payments/return/${reference}`,
      callbackUrl: `${deps.baseURL}/api/payments/callback/${deps.provider.name}`,
      sale: body.Sale ?? true,
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
    baseCents: priced.baseCents,
    surchargeCents: priced.surchargeCents,
    method,
    statusUrl: statusPathOf(body.purpose.kind, reference),
  };
}
