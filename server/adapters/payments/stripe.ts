import Stripe from "stripe";
import {
  APPROVED_INDICATOR,
  centsToAmount,
  type TransactionResult,
  USER_CANCELLED,
} from "../../../lib/payments/contract.ts";
import { AppError } from "../../errors.ts";
import {
  type PaymentProvider,
  type ProviderResult,
  ProviderUnavailableError,
  type VerifiedCallback,
} from "./provider.ts";

/**
 * The real provider: Stripe Checkout through Stripe's official SDK (PAYMENT_PROVIDER=stripe). The
 * storefront opens the Checkout Session's own URL in a new tab (a GET form, no tokenized request);
 * Stripe reports the result by webhook (verified by the SDK against STRIPE_WEBHOOK_SECRET) and through
 * the session, which the status call retrieves.
 */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The SDK's connection options (tests point it at a local stub: host, port, protocol). */
  client?: Stripe.StripeConfig;
};

export const STRIPE_PROVIDER = "stripe";
export const STRIPE_CALLBACK_TOLERANCE_SECONDS = 5 * 60;

type Outcome = ProviderResult["outcome"];

function resultOf(session: Stripe.Checkout.Session, outcome: Outcome): ProviderResult {
  const reference = session.client_reference_id ?? session.metadata?.reference ?? "";
  const paymentIntent =
    typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const amountCents = session.amount_total ?? 0;
  const result: TransactionResult = {
    id: paymentIntent ?? session.id,
    response_indicator: outcome === "approved" ? APPROVED_INDICATOR : outcome === "declined" ? "D" : "C",
    status_description:
      outcome === "approved" ? "Approved" : outcome === "declined" ? "Declined" : USER_CANCELLED,
    transaction_id: reference,
    amount: centsToAmount(amountCents),
  };
  return {
    reference,
    outcome,
    result,
    amountCents,
    currency: (session.currency ?? "").toUpperCase(),
    merchantAccount: session.metadata?.account ?? "",
  };
}

/** A session's result, or null while it is open or its (ACH) payment is still processing. */
function outcomeOfSession(session: Stripe.Checkout.Session): Outcome | null {
  if (session.status === "expired") return "cancelled";
  if (session.status === "complete" && session.payment_status === "paid") return "approved";
  return null;
}

/** Which webhook events settle an attempt, and how. */
function outcomeOfEvent(event: Stripe.Event): Outcome | null {
  switch (event.type) {
    case "checkout.session.completed":
      // An ACH payment completes the session unpaid: its result comes with async_payment_*.
      return event.data.object.payment_status === "paid" ? "approved" : null;
    case "checkout.session.async_payment_succeeded":
      return "approved";
    case "checkout.session.async_payment_failed":
      return "declined";
    case "checkout.session.expired":
      return "cancelled";
    default:
      return null;
  }
}

/** A network failure or Stripe's own outage, as opposed to a refusal of our request. */
function unavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}

/** Stripe takes an expiry 30 minutes to 24 hours ahead: the attempt's own, held within those bounds. */
function stripeExpiry(expiresAt: Date, now = Date.now()): number {
  const earliest = now + 31 * 60_000;
  const latest = now + 23 * 3_600_000;
  return Math.floor(Math.min(Math.max(expiresAt.getTime(), earliest), latest) / 1000);
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    timeout: 10_000,
    maxNetworkRetries: 1,
    ...settings.client,
  });

  /** The session as Stripe has it; Stripe not answering is ProviderUnavailableError. */
  async function retrieveSession(id: string): Promise<Stripe.Checkout.Session> {
    try {
      return await stripe.checkout.sessions.retrieve(id);
    } catch (error) {
      if (unavailable(error)) throw new ProviderUnavailableError();
      throw error;
    }
  }

  return {
    name: STRIPE_PROVIDER,
    formOrigins: ["https://checkout.stripe.com"],

    async initiate(request) {
      const metadata = { reference: request.reference, account: request.merchantAccount };
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: request.reference,
        metadata,
        customer_email: request.payer.email,
        // The method the buyer chose (PAY-20) is the only one offered (this SDK's API version names the
        // filter allowed_payment_method_types; payment_method_types is no longer a create parameter).
        allowed_payment_method_types: [request.method === "card" ? "card" : "us_bank_account"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        payment_intent_data: { metadata },
        expires_at: stripeExpiry(request.expiresAt),
        success_url: request.returnUrl,
        cancel_url: request.returnUrl,
      });
      if (!session.url) throw new Error("Stripe answered a Checkout Session without a URL");
      return {
        actionUrl: session.url,
        actionMethod: "GET",
        tokenizedRequest: "",
        providerSession: session.id,
      };
    },

    async status({ providerSession }) {
      if (!providerSession) return null;
      const session = await retrieveSession(providerSession);
      const outcome = outcomeOfSession(session);
      return outcome ? resultOf(session, outcome) : null;
    },

    async cancel({ providerSession }) {
      if (!providerSession) return null;
      const retrieve = () => stripe.checkout.sessions.retrieve(providerSession);
      let session: Stripe.Checkout.Session;
      try {
        session = await retrieve();
        if (session.status === "open") session = await stripe.checkout.sessions.expire(providerSession);
      } catch (error) {
        if (unavailable(error)) throw new ProviderUnavailableError();
        // Completed between the two calls: Stripe refuses to expire it, and its result stands.
        session = await retrieve();
      }
      if (session.status === "complete") {
        const outcome = outcomeOfSession(session);
        // Complete but unpaid: an ACH debit still processing, so the session is not closed.
        if (!outcome) throw new ProviderUnavailableError("The payment is still being processed by the bank");
        return resultOf(session, outcome);
      }
      return null;
    },

    async void({ providerSession }) {
      if (!providerSession) return;
      try {
        const session = await stripe.checkout.sessions.retrieve(providerSession);
        const intent =
          typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
        if (!intent) return;
        // One refund per payment: a retried void finds the refund it made (idempotency key).
        await stripe.refunds.create(
          { payment_intent: intent },
          { idempotencyKey: `void-${providerSession}` },
        );
      } catch (error) {
        if (unavailable(error)) throw new ProviderUnavailableError();
        throw error;
      }
    },

    async resume({ providerSession }) {
      if (!providerSession) throw new Error("The attempt has no Stripe session");
      const session = await retrieveSession(providerSession);
      if (!session.url) throw new Error("The Stripe session has no URL any more");
      return {
        actionUrl: session.url,
        actionMethod: "GET",
        tokenizedRequest: "",
        providerSession: session.id,
      };
    },

    async verifyCallback(rawBody, headers, now): Promise<VerifiedCallback | null> {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          headers.get("stripe-signature") ?? "",
          settings.webhookSecret,
          STRIPE_CALLBACK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch {
        throw new AppError("VALIDATION", "The callback's signature does not verify");
      }
      const outcome = outcomeOfEvent(event);
      if (!outcome) return null;
      const session = event.data.object as Stripe.Checkout.Session;
      return { ...resultOf(session, outcome), eventId: event.id };
    },
  };
}
