import type { Hono } from "hono";
import type { TransactionResult } from "../../../lib/payments/contract.ts";

/**
 * The hosted payment provider, as the payments module sees it (architecture rule 9, requirements §0
 * "The hosted payment provider is an adapter"). The built-in sandbox (./sandbox.ts) serves its own
 * hosted page from this product; a real provider (./stripe.ts) plugs in behind the same interface,
 * chosen by PAYMENT_PROVIDER. The module trusts a provider only for what it reports about an attempt
 * it started, and checks every report against its own record (reference, amount, currency, account).
 */
export type PaymentProvider = {
  /** "sandbox", "stripe": stored on each attempt, and the `:provider` of the callback route. */
  readonly name: string;
  /**
   * The origins the storefront's hidden form posts to (the actionUrl's): the pages' Content-Security-
   * Policy allows them in `form-action`.
   */
  readonly formOrigins: readonly string[];
  /** Pages the provider serves from this site (the sandbox's hosted page); a real provider has none. */
  readonly pages?: Hono;
  /** Opens a hosted payment session for one attempt (PAY-01, PAY-02). */
  initiate(request: InitiateRequest): Promise<InitiatedSession>;
  /**
   * What the provider knows of the attempt now: its result once the payer finished, or null while the
   * hosted session is still open. Throws ProviderUnavailableError when the provider does not answer.
   */
  status(session: ProviderSessionRef): Promise<ProviderResult | null>;
  /**
   * Closes an open hosted session so it can no longer be paid (the buyer abandoned it, or it expired).
   * Answers the session's result when the payer had already finished it (the close came too late:
   * that result stands), else null: nothing was or will be charged. Throws ProviderUnavailableError
   * when the provider does not answer; the session is then to be treated as still open.
   */
  cancel(session: ProviderSessionRef): Promise<ProviderResult | null>;
  /**
   * Voids (refunds in full) an approved payment whose subject could no longer take it (issue 30: an
   * order cancelled meanwhile). Throws ProviderUnavailableError when the provider does not answer.
   */
  void(session: ProviderSessionRef): Promise<void>;
  /** The open session's hosted page again (a buyer resuming after a closed tab). */
  resume(session: ProviderSessionRef): Promise<InitiatedSession>;
  /**
   * A server-to-server callback, verified: its signature over the raw body, its timestamp (stale ones
   * are refused) and its shape. Throws an AppError (VALIDATION) for anything that does not verify;
   * nothing has been written then. Null: a genuine event that reports no result to settle (e.g. a
   * Stripe ACH payment still processing): acknowledged, nothing changes.
   */
  verifyCallback(rawBody: string, headers: Headers, now: Date): Promise<VerifiedCallback | null>;
};

/** How the payments module names a session it started. */
export type ProviderSessionRef = { reference: string; providerSession: string | null };

export type InitiateRequest = {
  /** The attempt's reference: the provider reports results under it. */
  reference: string;
  amountCents: number;
  currency: "USD";
  method: "card" | "ach";
  /** "Order SO-2026-000042", "Invoices INV-2026-000012, INV-2026-000013", "Payment on account". */
  description: string;
  /** The account the money is for; the provider echoes it in its results. */
  merchantAccount: string;
  payer: {
    firstName: string;
    lastName: string;
    email: string;
    address1: string;
    city: string;
    state: string;
    zip: string;
  };
  /** Where the payer's tab goes when done (the product's return page for this attempt). */
  returnUrl: string;
  /** Where the provider posts its signed result. */
  callbackUrl: string;
  /** PAY-01 `Sale`: capture at once (true) or authorise only. */
  sale: boolean;
  /** The hosted session may not be paid after this (the attempt's expiry). */
  expiresAt: Date;
};

/**
 * PAY-02: what the browser's hidden form posts, and where. `actionMethod` GET: the form opens the
 * actionUrl itself (a Stripe Checkout page; tokenizedRequest is empty then).
 */
export type InitiatedSession = {
  actionUrl: string;
  actionMethod: "POST" | "GET";
  tokenizedRequest: string;
  providerSession: string;
};

/** A finished hosted payment as the provider reports it. */
export type ProviderResult = {
  reference: string;
  outcome: "approved" | "declined" | "cancelled";
  /** PAY-18's fields, as the status calls answer them. */
  result: TransactionResult;
  amountCents: number;
  currency: string;
  merchantAccount: string;
};

/** A verified callback: one event of the provider (its id makes a second delivery a replay). */
export type VerifiedCallback = ProviderResult & { eventId: string };

/** The provider did not answer (down, timed out): the attempt stays pending and can be checked again. */
export class ProviderUnavailableError extends Error {
  constructor(message = "The payment provider did not answer") {
    super(message);
    this.name = "ProviderUnavailableError";
  }
}
