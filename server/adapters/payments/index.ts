import { createHmac } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentProvider } from "./provider.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { createStripeProvider, type StripeSettings } from "./stripe.ts";

export type { PaymentProvider } from "./provider.ts";

/** PAYMENT_PROVIDER and its settings (env.ts has checked that Stripe's are complete). */
export type PaymentProviderSettings = {
  provider: "sandbox" | "stripe";
  /** PAYMENT_SANDBOX_SECRET; unset: derived from the auth secret. */
  sandboxSecret?: string | undefined;
  stripe?: StripeSettings | undefined;
  /** How the sandbox delivers its callbacks (tests capture them); the global fetch by default. */
  fetch?: typeof fetch;
};

/**
 * The sandbox's signing secret when none is configured: derived from the auth secret (configured, or
 * generated once and stored in the database by resolveAuthSecret), so every process and every restart
 * signs and verifies with the same one, and it is never the auth secret itself.
 */
export function deriveSandboxSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("lumenor payment sandbox v1").digest("hex");
}

/** The configured provider adapter. */
export function createPaymentProvider(
  db: Db,
  settings: PaymentProviderSettings,
  context: { baseURL: string; logger: Logger; authSecret: string },
): PaymentProvider {
  if (settings.provider === "stripe") {
    if (!settings.stripe)
      throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    return createStripeProvider(settings.stripe);
  }
  return createSandboxProvider({
    db,
    secret: settings.sandboxSecret ?? deriveSandboxSecret(context.authSecret),
    baseURL: context.baseURL,
    logger: context.logger,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
}
